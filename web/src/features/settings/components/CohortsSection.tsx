/**
 * /settings "Cohorts" (docs/settings.md): the group's cohorts with their dates; "New cohort" and
 * "Edit" (name and dates) in a dialog. A 400 lands on the field it names; nothing typed is lost.
 * A rename reaches every member's copy of the name (the API does it in the same transaction).
 */
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COHORT_NAME_MAX, inDisplayZone, toApiDate, type Cohort } from '@peer-coaching/domain';
import { useState } from 'react';
import { z } from 'zod';
import { DATE_MISSING, FormDateTimeField } from '../../../components/forms/FormDateTimeField.tsx';
import { FormDialog } from '../../../components/forms/FormDialog.tsx';
import { FormErrors, FormTextField } from '../../../components/forms/FormTextField.tsx';
import { submitWith } from '../../../components/forms/show-save-error.ts';
import { useZodForm } from '../../../components/forms/use-zod-form.ts';
import { useNotify } from '../../../components/Notifications.tsx';
import { LoadingRows } from '../../../components/SectionStates.tsx';
import SectionList from './SectionList.tsx';

const cohortForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(COHORT_NAME_MAX, `must be at most ${COHORT_NAME_MAX} characters`),
  start_date: z.string().min(1, DATE_MISSING),
  end_date: z.string().min(1, DATE_MISSING),
});
type CohortForm = z.output<typeof cohortForm>;
const FIELDS = ['name', 'start_date', 'end_date'] as const;

const day = (d: Date) => inDisplayZone(d).format('MMM D, YYYY');
const newStart = () => inDisplayZone(new Date()).startOf('day').hour(9);

interface CohortsSectionProps {
  groupName: string;
  cohorts: { isPending: boolean; isError: boolean; error: Error | null; data?: Cohort[] | undefined };
  onCreate: (values: CohortForm) => Promise<unknown>;
  onUpdate: (id: string, values: Partial<CohortForm>) => Promise<{ renamed_people: number }>;
}

export function CohortsSection({ groupName, cohorts, onCreate, onUpdate }: CohortsSectionProps) {
  const [editing, setEditing] = useState<Cohort | 'new' | null>(null);
  if (cohorts.isPending) return <LoadingRows label="Loading the cohorts" rows={3} height={48} />;
  if (cohorts.isError) return <Alert severity="error">The cohorts could not be loaded: {cohorts.error?.message}</Alert>;
  const list = [...(cohorts.data ?? [])].sort(
    (a, b) => b.start_date.getTime() - a.start_date.getTime() || a.name.localeCompare(b.name),
  );
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          Cohorts
        </Typography>
        <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setEditing('new')}>
          New cohort
        </Button>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        The cohorts of {groupName}, newest first. Renaming a cohort renames it everywhere people see it.
      </Typography>
      {list.length === 0 ? (
        <Alert severity="info">{groupName} has no cohort yet.</Alert>
      ) : (
        <SectionList label="Cohorts">
          {list.map((c, index) => (
            <ListItem
              key={c.id}
              divider={index < list.length - 1}
              sx={{ px: 0 }}
              secondaryAction={
                <Button size="small" onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
                  Edit
                </Button>
              }
            >
              <ListItemText
                primary={
                  <>
                    {c.name} {c.alumni && <Chip size="small" label="Alumni" sx={{ ml: 0.5 }} />}
                  </>
                }
                secondary={`${day(c.start_date)} to ${day(c.end_date)}`}
              />
            </ListItem>
          ))}
        </SectionList>
      )}
      {editing !== null && (
        <CohortDialog
          cohort={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreate={onCreate}
          onUpdate={onUpdate}
        />
      )}
    </Box>
  );
}

function CohortDialog({
  cohort,
  onClose,
  onCreate,
  onUpdate,
}: {
  cohort: Cohort | null;
  onClose: () => void;
  onCreate: CohortsSectionProps['onCreate'];
  onUpdate: CohortsSectionProps['onUpdate'];
}) {
  const notify = useNotify();
  const { control, handleSubmit, setError, submitting, formErrors, setFormErrors } = useZodForm(cohortForm, {
    name: cohort?.name ?? '',
    // A new cohort starts today at 9:00 (New York) and runs a year, to be adjusted.
    start_date: toApiDate(cohort?.start_date ?? newStart().toDate()),
    end_date: toApiDate(cohort?.end_date ?? newStart().add(1, 'year').toDate()),
  });
  const submit = submitWith(
    { handleSubmit, setError, setFormErrors },
    { fields: FIELDS, fallback: 'The cohort could not be saved.' },
    async (values) => {
      if (cohort) {
        const changes: Partial<CohortForm> = {};
        if (values.name !== cohort.name) changes.name = values.name;
        if (values.start_date !== toApiDate(cohort.start_date)) changes.start_date = values.start_date;
        if (values.end_date !== toApiDate(cohort.end_date)) changes.end_date = values.end_date;
        const { renamed_people } = await onUpdate(cohort.id, changes);
        notify(changes.name ? `Cohort renamed: ${renamed_people} people updated` : `${values.name} saved`, 'success');
      } else {
        await onCreate(values);
        notify(`Cohort ${values.name} created`, 'success');
      }
      onClose();
    },
  );
  return (
    <FormDialog
      title={cohort ? `Edit ${cohort.name}` : 'New cohort'}
      submitLabel={cohort ? 'Save' : 'Create'}
      onSubmit={submit}
      onClose={onClose}
      submitting={submitting}
    >
      <Stack spacing={2} sx={{ pt: 0.5 }}>
        <FormTextField name="name" control={control} label="Name" autoFocus required />
        <FormDateTimeField name="start_date" control={control} label="Starts" />
        <FormDateTimeField name="end_date" control={control} label="Ends" />
        <FormErrors messages={formErrors} />
      </Stack>
    </FormDialog>
  );
}
