/**
 * Graduate a cohort (docs/users.md): its confirmed peers move to the alumni cohort and join the
 * alumni community; invited and deactivated people stay where they are. Says who moves before.
 */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Cohort } from '@peer-coaching/domain';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/forms/FormDialog.tsx';
import { FormErrors } from '../../../components/forms/FormTextField.tsx';
import { useConfirmedPeersCount, usePeopleWrites } from '../api/use-people.ts';

interface GraduateDialogProps {
  /** Cohorts the caller runs, the alumni cohort left out. */
  cohorts: readonly Cohort[];
  onClose: () => void;
  onGraduated: (count: number, cohortName: string) => void;
}

export function GraduateDialog({ cohorts, onClose, onGraduated }: GraduateDialogProps) {
  const { graduateCohort } = usePeopleWrites();
  const [cohortId, setCohortId] = useState(cohorts[0]?.id ?? '');
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const cohort = cohorts.find((c) => c.id === cohortId);
  // Counted on the server (an aggregation), not from a list of the whole group.
  const moving = useConfirmedPeersCount(cohort?.group ?? null, cohort ? cohortId : null).data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!cohort) return;
    setSubmitting(true);
    setErrors([]);
    try {
      const result = await graduateCohort(cohort.id);
      onGraduated(result.graduated.length, cohort.name);
    } catch (error) {
      setErrors([(error as Error).message || 'The cohort could not graduate.']);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormDialog
      title="Graduate a cohort"
      submitLabel="Graduate"
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      submitting={submitting}
      submitDisabled={!cohort || moving === 0}
    >
      <Stack spacing={2} sx={{ pt: 0.5 }}>
        <TextField select label="Cohort" value={cohortId} onChange={(e) => setCohortId(e.target.value)} autoFocus>
          {cohorts.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" role="status">
          {moving === undefined
            ? 'Counting the confirmed peers…'
            : moving === 0
              ? 'This cohort has no confirmed peers to graduate.'
              : `${moving} confirmed ${moving === 1 ? 'peer moves' : 'peers move'} to the alumni cohort and join the alumni community. Invited and deactivated people stay in ${cohort?.name ?? 'the cohort'}. Attendance, surveys and certificates stay with each person.`}
        </Typography>
        <FormErrors messages={errors} />
      </Stack>
    </FormDialog>
  );
}
