export { peopleKeys, useCohortPeers, useSandboxData } from './api/use-people.ts';
