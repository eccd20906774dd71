/**
 * The home's "2 surveys due" (docs/surveys.md): the surveys a peer owes, each with its due date
 * and a link to its route, live (a submission on another device removes it at once). Loaded
 * lazily by the home, and drawn only when something is due. The calendar and attendance come from
 * the home's own listeners; this adds the surveys and the peer's responses.
 */
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { personSurveyRows, type CalendarEvent, type PersonSurveyRow } from '@peer-coaching/domain';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatEventWhen } from '../../../components/event-time.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useNow } from '../../../components/use-now.ts';
import { useOwnSurveyResponses, usePeerSurveys } from '../api/use-survey-data.ts';

interface SurveysDueProps {
  userId: string;
  cohorts: readonly string[] | null;
  events: readonly CalendarEvent[];
  attendance: Record<string, 'registered' | 'attended'>;
}

export function SurveysDue({ userId, cohorts, events, attendance }: SurveysDueProps) {
  const surveys = usePeerSurveys(cohorts);
  const own = useOwnSurveyResponses(userId);
  const now = useNow(60_000);
  const due = useMemo(() => {
    if (surveys.status !== 'success' || own.status !== 'success' || !cohorts) return [];
    const calendars = Object.fromEntries(cohorts.map((c) => [c, events.filter((e) => e.cohorts.includes(c))]));
    return personSurveyRows({
      surveys: surveys.data,
      responses: own.data.responses,
      sharedCohorts: cohorts,
      calendars,
      attendance,
      now,
    }).filter((row) => row.status === 'due');
  }, [surveys, own, cohorts, events, attendance, now]);
  if (due.length === 0) return null;
  return (
    <SectionCard title="Surveys">
      <Typography sx={{ fontWeight: 600, mb: 1 }} data-testid="surveys-due-count">
        {due.length === 1 ? '1 survey due' : `${due.length} surveys due`}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {due.map((row) => (
          <DueRow key={row.id} row={row} />
        ))}
      </Stack>
    </SectionCard>
  );
}

function DueRow({ row }: { row: PersonSurveyRow }) {
  const due = formatEventWhen({ type: 'deadline', start_date: row.closes_at, end_date: row.closes_at });
  return (
    <li data-survey-id={row.id}>
      {row.route ? (
        <Link component={RouterLink} to={row.route} sx={{ fontWeight: 500 }}>
          {row.title}
        </Link>
      ) : (
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {row.title}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Due {due}
      </Typography>
    </li>
  );
}
