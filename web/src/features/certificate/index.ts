export { useLiveRequirements } from './api/use-live-requirements.ts';
export { IssuedCertificate, ViewedCertificateHolder } from './components/IssuedCertificate.tsx';
