export { TutorialHost, type TutorialHostProps } from './TutorialHost.tsx';
export { SandboxBanner, SANDBOX_BANNER_TEXT } from './components/SandboxBanner.tsx';
export { tutorialMachine, TUTORIAL_MESSAGES } from './machines/tutorial.machine.ts';
export { TUTORIAL_STEPS } from './steps.ts';
export { SandboxOpening } from './components/SandboxOpening.tsx';
