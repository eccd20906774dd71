export { useLiveRequirements } from './api/use-live-requirements.ts';
