import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';

export interface Stat {
  label: string;
  value: string;
  /** A short line under the value, e.g. "3 invited"; given while loading only if it will be there once loaded. */
  detail?: string;
  loading: boolean;
}

/**
 * Key numbers as a description list (label, value), so screen readers pair them. Two cards per
 * row on phones and tablets, four on desktop.
 */
export function StatCards({ stats }: { stats: Stat[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {stats.map((stat) => (
        // The card is the <div> that may group one dt with its dd elements inside a <dl>.
        <Card key={stat.label} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {stat.label}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0, fontWeight: 700 }}>
            {stat.loading ? (
              <>
                <Box component="span" sx={visuallyHidden}>
                  Loading
                </Box>
                <Skeleton aria-hidden width="3ch" />
              </>
            ) : (
              stat.value
            )}
          </Typography>
          {/* A detail to come keeps its line while loading, so the cards below do not move when it arrives. */}
          {stat.detail && (
            <Typography component="dd" variant="caption" sx={{ m: 0, color: 'text.secondary' }}>
              {stat.loading ? <Skeleton aria-hidden width="8ch" /> : stat.detail}
            </Typography>
          )}
        </Card>
      ))}
    </Box>
  );
}
