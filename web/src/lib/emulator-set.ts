/**
 * Parallel test runs start further sets of emulators, each SET_PORT_STEP ports above the one
 * before on every port, Hosting's included (scripts/lib/emulator-sets.mjs). The port that served
 * the page says which set it belongs to; any other port (Vite's, a deployed site's) means set 0.
 */
const FIRST_HOSTING_PORT = 5000;
const SET_PORT_STEP = 10;
const MAX_SETS = 8;

/** How far above firebase.json's ports the emulators of the page's set listen. */
export function emulatorSetOffset(pagePort: number): number {
  const offset = pagePort - FIRST_HOSTING_PORT;
  return offset > 0 && offset < SET_PORT_STEP * MAX_SETS && offset % SET_PORT_STEP === 0 ? offset : 0;
}
