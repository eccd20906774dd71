import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, PointerEvent } from 'react';

export interface TutorialPanelHeaderProps {
  titleId: string;
  bodyId: string;
  stepNumber: number;
  total: number;
  minimized: boolean;
  saving: boolean;
  dragHandlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: () => void;
    onPointerCancel: () => void;
    onLostPointerCapture: () => void;
  };
  onHandleKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onToggleMinimized: () => void;
  onClose: () => void;
}

// The default disabled grey is unreadable on the primary colour; a faded white reads as disabled.
const headerButtonSx = { '&.Mui-disabled': { color: 'inherit', opacity: 0.5 } } as const;

/** The panel's title bar: drag area with a keyboard-operable handle, then minimize and close. */
export function TutorialPanelHeader({
  titleId,
  bodyId,
  stepNumber,
  total,
  minimized,
  saving,
  dragHandlers,
  onHandleKeyDown,
  onToggleMinimized,
  onClose,
}: TutorialPanelHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        pr: 0.5,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Box
        {...dragHandlers}
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexGrow: 1,
          minWidth: 0,
          py: 0.5,
          pl: 0.5,
          cursor: 'grab',
          '&:active': { cursor: 'grabbing' },
          // The browser would otherwise scroll or zoom on a touch drag, and select text on a mouse drag.
          touchAction: 'none',
          userSelect: 'none',
        }}
      >
        <IconButton
          size="small"
          color="inherit"
          aria-label="Move tutorial panel"
          aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight"
          title="Drag to move, or use the arrow keys"
          onKeyDown={onHandleKeyDown}
          sx={{ cursor: 'inherit', '&.Mui-focusVisible': { outline: '2px solid currentColor' } }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <Typography id={titleId} component="h2" variant="subtitle2" noWrap sx={{ ml: 0.5, fontWeight: 700 }}>
          Tutorial ({stepNumber}/{total})
        </Typography>
      </Box>
      <IconButton
        size="small"
        color="inherit"
        aria-label={minimized ? 'Expand tutorial' : 'Minimize tutorial'}
        aria-expanded={!minimized}
        aria-controls={minimized ? undefined : bodyId}
        onClick={onToggleMinimized}
        disabled={saving}
        sx={headerButtonSx}
      >
        {minimized ? <ExpandMoreIcon fontSize="small" /> : <ExpandLessIcon fontSize="small" />}
      </IconButton>
      <IconButton
        size="small"
        color="inherit"
        aria-label="Close tutorial"
        onClick={onClose}
        disabled={saving}
        sx={headerButtonSx}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
