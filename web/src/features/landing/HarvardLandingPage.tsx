import { ProgramLandingPage } from './ProgramLandingPage.tsx';

/** /harvard. Default export for React.lazy. */
export default function HarvardLandingPage() {
  return <ProgramLandingPage program="harvard" />;
}
