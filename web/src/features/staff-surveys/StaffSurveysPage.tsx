/**
 * /survey for facilitators and admins (docs/surveys-staff.md): the current group's surveys (live),
 * a new one from the template of any kind or from scratch, and one survey at `?id=`: its results
 * (loaded when opened: charts and the data grid) and its builder. `?new=<kind>` is the builder of
 * a new survey, so a reload keeps the page. Delete asks first.
 */
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  bodyFromTemplate,
  inDisplayZone,
  SURVEY_KIND_LABELS,
  SURVEY_KINDS,
  surveyTemplate,
  surveyToBody,
  windowsOf,
  type Survey,
  type SurveyBody,
  type SurveyKind,
} from '@peer-coaching/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmRemovalDialog } from '../../components/forms/ConfirmRemovalDialog.tsx';
import { useNotify } from '../../components/Notifications.tsx';
import { EmptyMessage, ErrorMessage, LoadingRows } from '../../components/SectionStates.tsx';
import { StaffPageHeader } from '../../components/StaffPageHeader.tsx';
import { useCohortEvents } from '../events/index.ts';
import { currentCohortName, useSession } from '../session/index.ts';
import { deleteSurvey, saveSurvey, SURVEYS_PAGE_SIZE, useGroupSurveysPage, useSurvey } from './api/use-surveys.ts';
import { SurveyEditor, type CohortOption } from './components/SurveyEditor.tsx';

const SurveyResults = lazy(() => import('./components/SurveyResults.tsx'));

const byNewest = (a: Survey, b: Survey) => b.created_at.getTime() - a.created_at.getTime();

/** "Open now until Mar 12" for the current cohort, or the next or last window. */
function whenText(survey: Survey, cohort: string | null, now: Date): string {
  const windows = windowsOf(survey, cohort && survey.cohorts.includes(cohort) ? cohort : (survey.cohorts[0] ?? ''));
  if (windows.length === 0) return 'No window yet (no matching session)';
  const day = (d: Date) => inDisplayZone(d).format('MMM D');
  const open = windows.find((w) => w.opens_at <= now && now < w.closes_at);
  if (open) return `Open until ${day(open.closes_at)}`;
  const next = windows.find((w) => w.opens_at > now);
  if (next) return `Opens ${day(next.opens_at)}`;
  return `Closed ${day(windows.at(-1)!.closes_at)}`;
}

export default function StaffSurveysPage() {
  const user = useSession((s) => s.context.user)!;
  const cohorts = useSession((s) => s.context.cohorts);
  const cohortName = useSession((s) => currentCohortName(s.context));
  const scopeLoaded = useSession((s) => !s.hasTag('loading-user'));
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const headingId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [deleting, setDeleting] = useState<Survey | null>(null);
  const [view, setView] = useState<'results' | 'edit'>('results');

  const group = scopeLoaded ? user.current_group : null;
  const cohort = scopeLoaded ? user.current_cohort : null;
  const [size, setSize] = useState(SURVEYS_PAGE_SIZE);
  const surveys = useGroupSurveysPage(group, size);
  const events = useCohortEvents(cohort ? [cohort] : null);
  const list = [...(surveys.data?.surveys ?? [])].sort(byNewest);
  const cohortOptions: CohortOption[] = cohorts
    .filter((c) => c.group === group)
    .map((c) => ({ id: c.id, name: c.name }));
  if (cohort && !cohortOptions.some((c) => c.id === cohort))
    cohortOptions.unshift({ id: cohort, name: cohortName ?? cohort });
  const cohortNames = Object.fromEntries(cohorts.map((c) => [c.id, c.name]));

  const openId = params.get('id');
  const newKind = params.get('new') as SurveyKind | null;
  // A survey opened by its link is listened to on its own: it may be older than the list's page.
  const openedAlone = useSurvey(openId);
  const opened = openId ? (openedAlone.data ?? undefined) : undefined;
  const now = new Date();

  const create = async (body: SurveyBody) => {
    const id = await saveSurvey(null, body);
    notify(`Survey created: ${body.title.trim()}`, 'success');
    setView('results');
    navigate(`/survey?id=${id}`);
  };
  const update = async (id: string, body: SurveyBody) => {
    await saveSurvey(id, body);
    notify('Survey saved', 'success');
    setView('results');
  };
  const back = (
    <Button component={RouterLink} to="/survey" startIcon={<ArrowBackIcon aria-hidden />} sx={{ mb: 1 }}>
      All surveys
    </Button>
  );

  let body: React.ReactNode;
  if (newKind && (SURVEY_KINDS as readonly string[]).includes(newKind)) {
    body = (
      <>
        {back}
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          New {SURVEY_KIND_LABELS[newKind].toLowerCase()}
        </Typography>
        <SurveyEditor
          key={`new-${newKind}`}
          mode="create"
          initial={bodyFromTemplate(surveyTemplate(newKind, now), cohort ? [cohort] : [])}
          cohortOptions={cohortOptions}
          cohortEvents={events.data ?? null}
          cohortName={cohortName}
          onSubmit={create}
          onCancel={() => navigate('/survey')}
        />
      </>
    );
  } else if (openId) {
    body =
      openedAlone.status === 'loading' || !scopeLoaded ? (
        <LoadingRows label="Loading the survey" rows={3} height={96} />
      ) : !opened || opened.group !== group ? (
        <>
          {back}
          <EmptyMessage>This survey is not among your group’s surveys (it may have been deleted).</EmptyMessage>
        </>
      ) : (
        <>
          {back}
          <Box
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
                {opened.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {SURVEY_KIND_LABELS[opened.kind]} · {opened.published ? 'Published' : 'Draft'} ·{' '}
                {whenText(opened, cohort, now)}
              </Typography>
            </Box>
            <Button color="error" onClick={() => setDeleting(opened)}>
              Delete
            </Button>
          </Box>
          <Tabs value={view} onChange={(_, next) => setView(next)} sx={{ my: 1.5 }} aria-label="Survey views">
            <Tab value="results" label="Results" />
            <Tab value="edit" label="Questions and settings" />
          </Tabs>
          {view === 'results' ? (
            <Suspense fallback={<LoadingRows label="Loading the results" rows={3} height={96} />}>
              <SurveyResults survey={opened} cohortNames={cohortNames} />
            </Suspense>
          ) : (
            <SurveyEditor
              key={`edit-${opened.id}`}
              mode="edit"
              initial={surveyToBody(opened)}
              cohortOptions={cohortOptions}
              cohortEvents={events.data ?? null}
              cohortName={cohortName}
              onSubmit={(b) => update(opened.id, b)}
              onCancel={() => setView('results')}
            />
          )}
        </>
      );
  } else {
    body = (
      <Card component="section" variant="outlined" aria-labelledby={headingId}>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            Surveys of the group
          </Typography>
          {surveys.status === 'error' ? (
            <ErrorMessage>The surveys could not be loaded.</ErrorMessage>
          ) : surveys.status === 'loading' || !scopeLoaded ? (
            <LoadingRows label="Loading surveys" rows={3} height={72} />
          ) : list.length === 0 ? (
            <EmptyMessage>No surveys yet. Start one from a template with New survey.</EmptyMessage>
          ) : (
            <List disablePadding aria-label="Surveys">
              {list.map((survey, i) => (
                <ListItem
                  key={survey.id}
                  divider={i < list.length - 1}
                  data-survey-id={survey.id}
                  sx={{ px: 0, py: 1.5, display: 'block' }}
                >
                  <Link
                    component={RouterLink}
                    to={`/survey?id=${survey.id}`}
                    underline="hover"
                    sx={{ fontWeight: 600, fontSize: '1.05rem' }}
                  >
                    {survey.title}
                  </Link>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5, alignItems: 'center' }}
                  >
                    <Chip size="small" label={SURVEY_KIND_LABELS[survey.kind]} variant="outlined" />
                    <Chip
                      size="small"
                      label={survey.published ? 'Published' : 'Draft'}
                      color={survey.published ? 'success' : 'default'}
                    />
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {whenText(survey, cohort, now)} · {survey.cohorts.map((c) => cohortNames[c] ?? c).join(', ')}
                    </Typography>
                  </Stack>
                </ListItem>
              ))}
            </List>
          )}
          {surveys.data?.more && (
            <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setSize((n) => n + SURVEYS_PAGE_SIZE)}>
              Show older surveys
            </Button>
          )}
        </CardContent>
      </Card>
    );
  }

  return (
    <Box sx={{ width: '100%', maxWidth: 1000, mx: 'auto' }}>
      <StaffPageHeader
        title="Surveys"
        overline={cohortName ?? 'No cohort selected'}
        action={
          <>
            <Button
              variant="contained"
              startIcon={<AddIcon aria-hidden />}
              onClick={(e) => setMenuAnchor(e.currentTarget)}
              disabled={cohortOptions.length === 0}
              aria-haspopup="menu"
              aria-expanded={menuAnchor ? 'true' : undefined}
              aria-controls={menuAnchor ? 'new-survey-menu' : undefined}
            >
              New survey
            </Button>
            <Menu
              id="new-survey-menu"
              anchorEl={menuAnchor}
              open={Boolean(menuAnchor)}
              onClose={() => setMenuAnchor(null)}
            >
              {SURVEY_KINDS.map((kind) => (
                <MenuItem
                  key={kind}
                  onClick={() => {
                    setMenuAnchor(null);
                    navigate(`/survey?new=${kind}`);
                  }}
                >
                  {kind === 'custom' ? 'From scratch' : `${SURVEY_KIND_LABELS[kind]} (template)`}
                </MenuItem>
              ))}
            </Menu>
          </>
        }
      />
      {body}
      <ConfirmRemovalDialog
        item={deleting}
        title="Delete this survey?"
        text={(survey) =>
          `"${survey.title}" disappears for peers at once, with any unfinished drafts. A survey with answers cannot be deleted: unpublish it instead.`
        }
        confirmLabel="Delete survey"
        remove={(survey) => deleteSurvey(survey.id)}
        removed={() => 'Survey deleted'}
        onClose={() => setDeleting(null)}
        onRemoved={() => navigate('/survey')}
      />
    </Box>
  );
}
