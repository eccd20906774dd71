/**
 * What every survey page shares (SurveyPage, StaffPreview, AnswerForm, SurveyHeader): the page's
 * width, its title (tab and h1), and how a moment is written.
 */
import Typography from '@mui/material/Typography';
import { SURVEY_KIND_LABELS, type RoutedSurveyKind } from '@peer-coaching/domain';
import { formatEventWhen } from '../../../components/event-time.ts';
import type { SurveyTarget } from '../survey-page-state.ts';

/** "Mon, Mar 9 · 11:59 PM", New York time. */
export const formatMoment = (date: Date) => formatEventWhen({ type: 'deadline', start_date: date, end_date: date });

export const pageSx = { width: '100%', maxWidth: 800, mx: 'auto', display: 'grid', gap: { xs: 2, sm: 3 } } as const;
const h1Sx = { fontWeight: 700, fontSize: { xs: '1.625rem', sm: '2.125rem' } } as const;

/** Each route's page title (the tab and the router's catalog), whichever survey it shows. */
const ROUTE_TITLES: Record<RoutedSurveyKind, string> = {
  kickoff: 'Kickoff',
  reflection: 'Reflection',
  matching: 'Matching survey',
  post_meeting: 'Post-meeting survey',
  post_program: 'Post-program survey',
  program_eval: 'Program evaluation',
  alumni: 'Alumni survey',
  makeup: 'Make-up session',
  checkin_makeup: 'Check-in make-up',
  checkin_case_study_makeup: 'Case study make-up',
};

export const labelOf = (target: SurveyTarget) => (target.kind ? SURVEY_KIND_LABELS[target.kind] : 'Survey');

export function PageTitle({ target, children }: { target: SurveyTarget; children: string }) {
  return (
    <>
      <title>{`${target.kind ? ROUTE_TITLES[target.kind] : 'Survey'} · Peer Coaching Program`}</title>
      <Typography variant="h4" component="h1" sx={h1Sx}>
        {children}
      </Typography>
    </>
  );
}
