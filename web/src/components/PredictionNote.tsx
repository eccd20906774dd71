import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PredictionSummary } from './certificate-summary.ts';

/** The prediction in words, with a coloured edge (the words say it too: colour is not the only signal). */
export function PredictionNote({ summary, dense = false }: { summary: PredictionSummary; dense?: boolean }) {
  return (
    <Box
      data-prediction={summary.status}
      sx={{
        mt: dense ? 0.5 : 2,
        pl: 1.5,
        borderLeft: 4,
        borderColor: `${summary.tone}.main`,
      }}
    >
      <Typography
        variant="body2"
        component="p"
        sx={(theme) => ({
          fontWeight: 700,
          color: `${summary.tone}.dark`,
          ...theme.applyStyles('dark', { color: `${summary.tone}.light` }),
        })}
      >
        {summary.label}
        {!dense && (
          <Typography component="span" variant="body2" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {' '}
            · {summary.meaning}
          </Typography>
        )}
      </Typography>
      {summary.neededText && (
        <Typography variant="body2" component="p" data-still-needed sx={{ mt: 0.25 }}>
          {summary.neededText}
        </Typography>
      )}
      {summary.surveyNote && !dense && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {summary.surveyNote}
        </Typography>
      )}
    </Box>
  );
}
