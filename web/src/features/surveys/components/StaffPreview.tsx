/** What staff see on a survey route: the survey as the peers of their current cohort see it, without answering. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Survey, User } from '@peer-coaching/domain';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyMessage, LoadingRows } from '../../../components/SectionStates.tsx';
import { useStaffPreviewSurveys } from '../api/use-survey-data.ts';
import type { SurveyTarget } from '../survey-page-state.ts';
import { labelOf, PageTitle, pageSx } from './survey-page-layout.tsx';
import { SurveyQuestions } from './SurveyQuestions.tsx';

/** Staff: the survey of this kind for their current cohort (or this one survey), as its peers see it. */
export function StaffPreview({ target, user }: { target: SurveyTarget; user: User }) {
  const cohort = user.current_cohort;
  const surveys = useStaffPreviewSurveys(user.current_group, cohort, target);
  const label = labelOf(target);
  const survey: Survey | undefined = (surveys.data ?? []).find((s) =>
    target.kind ? s.kind === target.kind && cohort !== null && s.cohorts.includes(cohort) : s.id === target.id,
  );
  return (
    <Box sx={pageSx}>
      <PageTitle target={target}>{survey?.title ?? label}</PageTitle>
      {surveys.status === 'loading' ? (
        <LoadingRows label={`Loading the ${label.toLowerCase()}`} rows={3} />
      ) : !survey ? (
        <SectionCard title="Nothing here yet">
          <EmptyMessage>
            {target.kind
              ? `Your current cohort has no ${label.toLowerCase()}.`
              : 'Your current group has no such survey.'}
          </EmptyMessage>
          <Button component={RouterLink} to="/survey" sx={{ mt: 1 }}>
            Open surveys
          </Button>
        </SectionCard>
      ) : (
        <SectionCard title="Preview">
          <Alert severity="info" sx={{ mb: 3 }}>
            This is what the peers of your current cohort see{survey.published ? '' : ' once it is published'}. Staff do
            not answer surveys.
          </Alert>
          {survey.description && <Typography sx={{ mb: 2, color: 'text.secondary' }}>{survey.description}</Typography>}
          <SurveyQuestions questions={survey.questions} answers={{}} errors={{}} disabled onChange={() => {}} />
        </SectionCard>
      )}
    </Box>
  );
}
