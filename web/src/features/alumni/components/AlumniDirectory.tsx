/**
 * The directory: the group's opted-in alumni, searched by name, department or interest and
 * filtered by cohort year, each with how they like to be reached. Live.
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { interestList, matchesAlumniSearch, sortedAlumni, type AlumniProfile } from '@peer-coaching/domain';
import { useMemo, useState } from 'react';
import { SectionCard } from '../../../components/SectionCard.tsx';

const ANY_YEAR = 'any';

export function AlumniDirectory({ profiles }: { profiles: readonly AlumniProfile[] }) {
  const [search, setSearch] = useState('');
  const [year, setYear] = useState(ANY_YEAR);
  const years = useMemo(() => [...new Set(profiles.map((p) => p.cohort_year))].sort((a, b) => b - a), [profiles]);
  const shown = sortedAlumni(
    profiles.filter((p) => (year === ANY_YEAR || String(p.cohort_year) === year) && matchesAlumniSearch(p, search)),
  );
  return (
    <SectionCard title="Alumni">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          helperText="Name, department or interest"
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label="Cohort year"
          value={year}
          onChange={(e) => setYear(e.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value={ANY_YEAR}>Any year</MenuItem>
          {years.map((y) => (
            <MenuItem key={y} value={String(y)}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {profiles.length === 0
          ? 'Nobody has joined the alumni network yet.'
          : `${shown.length} of ${profiles.length} ${profiles.length === 1 ? 'alumnus' : 'alumni'}`}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Alumni">
        {shown.map((profile) => (
          <Grid key={profile.id} size={{ xs: 12, sm: 6 }} component="li" data-alumnus={profile.id}>
            <AlumnusCard profile={profile} />
          </Grid>
        ))}
      </Grid>
    </SectionCard>
  );
}

function AlumnusCard({ profile }: { profile: AlumniProfile }) {
  const interests = interestList(profile.interests);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {`${profile.first_name} ${profile.last_name}`.trim()}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Cohort of {profile.cohort_year}
          {profile.department && ` · ${profile.department}`}
        </Typography>
        {interests.length > 0 && (
          <Stack
            component="ul"
            direction="row"
            useFlexGap
            spacing={0.5}
            sx={{ flexWrap: 'wrap', my: 1, p: 0, listStyle: 'none' }}
            aria-label="Interests"
          >
            {interests.map((interest) => (
              <Chip component="li" key={interest} label={interest} size="small" />
            ))}
          </Stack>
        )}
        {profile.contact && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <strong>How to reach them:</strong> {profile.contact}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
