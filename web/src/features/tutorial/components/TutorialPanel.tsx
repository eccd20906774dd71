import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TUTORIAL_PANEL } from '@peer-coaching/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { TutorialEvent } from '../machines/tutorial.machine.ts';
import { TUTORIAL_PAGES, type TutorialStep } from '../steps.ts';
import { TutorialPanelHeader } from './TutorialPanelHeader.tsx';
import { useDraggablePanel } from './useDraggablePanel.ts';

export interface TutorialPanelProps {
  step: TutorialStep;
  /** 1-based, as shown in 'Tutorial (n/total)'. */
  stepNumber: number;
  total: number;
  minimized: boolean;
  /** The Finish call is in flight. */
  saving: boolean;
  canGoPrevious: boolean;
  canGoNext: boolean;
  canFinish: boolean;
  send: (event: TutorialEvent) => void;
  /** Count the starting offset from the bottom-left corner (a phone: the top-left one would cover the app bar). */
  startAtBottom?: boolean;
}

const INITIAL_POSITION = { x: TUTORIAL_PANEL.offsetX, y: TUTORIAL_PANEL.offsetY };

/**
 * The floating tutorial (spec section 2): non-modal, so the page behind stays usable while the
 * facilitator follows the steps. Everything it may do comes from the machine through the `can*`
 * props; the panel only lays it out.
 */
export function TutorialPanel({
  step,
  stepNumber,
  total,
  minimized,
  saving,
  canGoPrevious,
  canGoNext,
  canFinish,
  send,
  startAtBottom = false,
}: TutorialPanelProps) {
  const titleId = useId();
  const bodyId = useId();
  const { panelRef, position, dragHandlers, onHandleKeyDown } = useDraggablePanel(
    INITIAL_POSITION,
    startAtBottom ? 'bottom' : 'top',
  );
  const showsFinish = canFinish || saving;

  return (
    <Paper
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      elevation={8}
      sx={(theme) => ({
        position: 'fixed',
        left: position.x,
        top: position.y,
        // Above the app bar and drawers, below modals and the snackbars that report the outcome.
        zIndex: theme.zIndex.drawer + 1,
        width: TUTORIAL_PANEL.width,
        // On very narrow phones keep the same 20 px margin on both sides.
        '@media (max-width: 359.95px)': { width: `calc(100vw - ${2 * TUTORIAL_PANEL.offsetX}px)` },
        maxHeight: 'calc(100dvh - 16px)',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      })}
    >
      <TutorialPanelHeader
        titleId={titleId}
        bodyId={bodyId}
        stepNumber={stepNumber}
        total={total}
        minimized={minimized}
        saving={saving}
        dragHandlers={dragHandlers}
        onHandleKeyDown={onHandleKeyDown}
        onToggleMinimized={() => send({ type: minimized ? 'EXPAND' : 'MINIMIZE' })}
        onClose={() => send({ type: 'CLOSE' })}
      />
      <Box aria-hidden sx={{ height: 3, bgcolor: 'action.hover' }}>
        <Box sx={{ height: '100%', width: `${(stepNumber / total) * 100}%`, bgcolor: 'primary.light' }} />
      </Box>
      {!minimized && (
        <>
          {/* Polite live region: after Next or Previous a screen reader reads the new step. */}
          <Box id={bodyId} aria-live="polite" aria-atomic="true" sx={{ px: 2, pt: 1.5, pb: 1, overflowY: 'auto' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3, mb: 0.75 }}>
              {step.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {step.body}
            </Typography>
            <Link component={RouterLink} to={step.route} variant="body2" underline="hover" sx={{ fontWeight: 600 }}>
              Open {TUTORIAL_PAGES[step.route]}
            </Link>
          </Box>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 1,
              px: 2,
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Button size="small" disabled={!canGoPrevious} onClick={() => send({ type: 'PREVIOUS' })}>
              Previous
            </Button>
            <Button
              size="small"
              variant="contained"
              disabled={!(showsFinish || canGoNext)}
              loading={saving}
              loadingPosition="start"
              onClick={() => send({ type: showsFinish ? 'FINISH' : 'NEXT' })}
            >
              {showsFinish ? 'Finish' : 'Next'}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
