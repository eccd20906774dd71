/**
 * What every survey page shares (SurveyPage, StaffPreview, AnswerForm, SurveyHeader): the page's
 * width, its title (tab and h1), and how a moment is written.
 */
import Typography from '@mui/material/Typography';
import { SURVEY_KIND_LABELS, SURVEY_ROUTE_TITLES } from '@peer-coaching/domain';
import { formatEventWhen } from '../../../components/event-time.ts';
import type { SurveyTarget } from '../survey-page-state.ts';

/** "Mon, Mar 9 · 11:59 PM", New York time. */
export const formatMoment = (date: Date) => formatEventWhen({ type: 'deadline', start_date: date, end_date: date });

export const pageSx = { width: '100%', maxWidth: 800, mx: 'auto', display: 'grid', gap: { xs: 2, sm: 3 } } as const;
const h1Sx = { fontWeight: 700, fontSize: { xs: '1.625rem', sm: '2.125rem' } } as const;

export const labelOf = (target: SurveyTarget) => (target.kind ? SURVEY_KIND_LABELS[target.kind] : 'Survey');

export function PageTitle({ target, children }: { target: SurveyTarget; children: string }) {
  return (
    <>
      <title>{`${target.kind ? SURVEY_ROUTE_TITLES[target.kind] : 'Survey'} · Peer Coaching Program`}</title>
      <Typography variant="h4" component="h1" sx={h1Sx}>
        {children}
      </Typography>
    </>
  );
}
