import { ProgramLandingPage } from './ProgramLandingPage.tsx';

/** /mgh. Default export for React.lazy. */
export default function MghLandingPage() {
  return <ProgramLandingPage program="mgh" />;
}
