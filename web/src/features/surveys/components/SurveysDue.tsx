/**
 * The home's "2 surveys due" (docs/surveys.md): the surveys a peer owes, each with its due date
 * and a link to its route, live (a submission on another device removes it as soon as the trigger
 * has noted it). Loaded lazily by the home, and drawn only when something is due. The calendar and
 * attendance come from the home's own listeners; this adds one document per cohort of its surveys
 * (cohort_surveys) and one of what the peer answered (survey_marks). Answers the server
 * refused when they arrived (offline writes to a survey that closed meanwhile) show here too, with
 * the text to copy (RefusedAnswers), even when nothing is due.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  personSurveyRows,
  remainingSurveys,
  type CalendarEvent,
  type PersonSurveyRow,
  type RemainingSurvey,
} from '@peer-coaching/domain';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatEventWhen } from '../../../components/event-time.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useNow } from '../../../components/use-now.ts';
import { useRefusedAnswers } from '../api/use-outbox.ts';
import { useAnsweredResponses, usePeerSurveySummaries } from '../api/use-survey-data.ts';

/** Answers the server refused are rare: their panel (a text field to copy from) loads when there are some. */
const RefusedAnswers = lazy(() => import('./RefusedAnswers.tsx').then((m) => ({ default: m.RefusedAnswers })));

interface SurveysDueProps {
  userId: string;
  cohorts: readonly string[] | null;
  events: readonly CalendarEvent[];
  attendance: Record<string, 'registered' | 'attended'>;
  /**
   * The surveys left to submit for credit (domain remainingSurveys), for the certificate
   * prediction; [] when the surveys or responses cannot be read (staff on /user-view).
   */
  onRemaining?: (left: readonly RemainingSurvey[]) => void;
}

export function SurveysDue({ userId, cohorts, events, attendance, onRemaining }: SurveysDueProps) {
  const surveys = usePeerSurveySummaries(cohorts);
  const { responses, own } = useAnsweredResponses(userId);
  const refused = useRefusedAnswers(userId, own);
  const now = useNow(60_000);
  const { due, left } = useMemo(() => {
    if (surveys.status === 'error' || responses.status === 'error') return { due: [], left: [] };
    if (surveys.status !== 'success' || responses.status !== 'success' || !cohorts) return { due: [], left: null };
    const input = {
      surveys: surveys.data,
      responses: responses.data,
      sharedCohorts: cohorts,
      calendars: Object.fromEntries(cohorts.map((c) => [c, events.filter((e) => e.cohorts.includes(c))])),
      attendance,
      now,
    };
    return {
      due: personSurveyRows(input).filter((row) => row.status === 'due'),
      left: remainingSurveys(input),
    };
  }, [surveys, responses, cohorts, events, attendance, now]);
  // Told only when what is left changes (by id), not at every snapshot.
  const leftKey = left ? left.map((s) => `${s.id}:${s.activity}`).join('|') : null;
  useEffect(() => {
    if (left) onRemaining?.(left);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- leftKey stands for left
  }, [leftKey, onRemaining]);
  if (due.length === 0 && refused.length === 0) return null;
  return (
    <SectionCard title="Surveys">
      {refused.length > 0 && (
        <Box sx={{ mb: due.length > 0 ? 2 : 0 }}>
          <Suspense fallback={null}>
            <RefusedAnswers userId={userId} entries={refused} />
          </Suspense>
        </Box>
      )}
      {due.length > 0 && (
        <>
          <Typography sx={{ fontWeight: 600, mb: 1 }} data-testid="surveys-due-count">
            {due.length === 1 ? '1 survey due' : `${due.length} surveys due`}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {due.map((row) => (
              <DueRow key={row.id} row={row} />
            ))}
          </Stack>
        </>
      )}
    </SectionCard>
  );
}

function DueRow({ row }: { row: PersonSurveyRow }) {
  const due = formatEventWhen({ type: 'deadline', start_date: row.closes_at, end_date: row.closes_at });
  return (
    <li data-survey-id={row.id}>
      <Link component={RouterLink} to={row.route} sx={{ fontWeight: 500 }}>
        {row.title}
      </Link>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Due {due}
      </Typography>
    </li>
  );
}
