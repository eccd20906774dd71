export { IssuedCertificate, ViewedCertificateHolder } from './components/IssuedCertificate.tsx';
