import { useTheme } from '@mui/material/styles';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { resetSandbox } from './api/sandbox-calls.ts';
import { SandboxBanner } from './components/SandboxBanner.tsx';
import { TutorialPanel } from './components/TutorialPanel.tsx';
import { tutorialMachine, type NotifyParams } from './machines/tutorial.machine.ts';
import { TUTORIAL_STEPS } from './steps.ts';

export interface TutorialHostProps {
  /** The user's current group is a sandbox (the template or their private copy, docs/sandbox.md). */
  inSandbox: boolean;
  /** The user's `tutorial` flag. Read once, when the host mounts: it decides whether the panel starts open. */
  tutorialDone: boolean;
  /** Sets the user's tutorial flag to true; rejects when saving failed. */
  saveTutorialDone: () => Promise<void>;
  /** Shows a toast: 'Tutorial complete!' or 'Error completing tutorial'. */
  notify: (message: string, variant: NotifyParams['variant']) => void;
  /** The person has a sandbox of their own to reset (docs/sandbox.md). */
  canReset?: boolean;
}

const RESET_NOTE = 'sandbox-reset';

/**
 * Remakes the person's sandbox, then reloads the app: every cached answer and listener starts
 * afresh on the new copy (which has the same ids as the old one had).
 */
async function resetAndReload(): Promise<void> {
  await resetSandbox();
  sessionStorage.setItem(RESET_NOTE, '1');
  window.location.reload();
}

/**
 * Whether the screen is phone-sized (MUI's `down('sm')`) when the host mounts: there the panel
 * starts as its header only, near the bottom, so that it covers neither the page, the app bar's
 * menu nor the banner's buttons. Read once, as the machine reads its input once; a plain
 * matchMedia rather than MUI's useMediaQuery, whose module would otherwise be shared into the
 * home page's chunks.
 */
function useIsPhoneOnMount(): boolean {
  const query = useTheme()
    .breakpoints.down('sm')
    .replace(/^@media\s*/, '');
  const [phone] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true);
  return phone;
}

/** What the panel needs from the machine, read in one selector so the host renders once per change. */
function selectPanelView(snapshot: SnapshotFrom<typeof tutorialMachine>) {
  return {
    visible: snapshot.hasTag('visible'),
    minimized: snapshot.hasTag('minimized'),
    saving: snapshot.hasTag('saving'),
    stepIndex: snapshot.context.stepIndex,
    total: snapshot.context.total,
    canGoPrevious: snapshot.can({ type: 'PREVIOUS' }),
    canGoNext: snapshot.can({ type: 'NEXT' }),
    canFinish: snapshot.can({ type: 'FINISH' }),
  };
}

/**
 * The sandbox banner and the tutorial panel, for the app shell to mount once inside the router
 * (the panel's links are router links). Renders nothing outside the sandbox group.
 */
export function TutorialHost({ inSandbox, tutorialDone, saveTutorialDone, notify, canReset }: TutorialHostProps) {
  // The reset's confirmation, said after the reload that follows it.
  useEffect(() => {
    if (!sessionStorage.getItem(RESET_NOTE)) return;
    sessionStorage.removeItem(RESET_NOTE);
    notify('Sandbox reset: the sample data is as new.', 'success');
  }, [notify]);
  // A new `provide` on every render is fine: @xstate/react keeps one actor (the machine config is
  // the same) and swaps in the latest implementations, so the callbacks may change between renders.
  const phone = useIsPhoneOnMount();
  const actorRef = useActorRef(
    tutorialMachine.provide({
      actors: { saveTutorialDone: fromPromise(() => saveTutorialDone()) },
      actions: { notify: (_, { message, variant }: NotifyParams) => notify(message, variant) },
    }),
    { input: { startOpen: !tutorialDone, startMinimized: phone } },
  );
  const view = useSelector(actorRef, selectPanelView, shallowEqual);
  const step = TUTORIAL_STEPS[view.stepIndex];

  if (!inSandbox) return null;

  return (
    <>
      <SandboxBanner
        onStartTutorial={() => actorRef.send({ type: 'OPEN' })}
        onReset={canReset ? resetAndReload : undefined}
      />
      {view.visible && step && (
        <TutorialPanel
          step={step}
          stepNumber={view.stepIndex + 1}
          total={view.total}
          minimized={view.minimized}
          saving={view.saving}
          canGoPrevious={view.canGoPrevious}
          canGoNext={view.canGoNext}
          canFinish={view.canFinish}
          send={actorRef.send}
          startAtBottom={phone}
        />
      )}
    </>
  );
}
