export { peopleKeys, useCohortPeers, usePeersOfCohorts, useSandboxData } from './api/use-people.ts';
