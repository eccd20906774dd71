/**
 * Invite people (docs/users.md): one person by a form, or many by pasting or uploading a CSV
 * (a header row naming the columns, or e-mail, first name, last name, cohort, department in that
 * order). The preview checks every row with the server's own rules and marks the bad ones before
 * anything is written; only the good rows are sent. Each invited person gets an e-mail with a
 * sign-in link.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  checkInviteRows,
  INVITE_MAX_ROWS,
  inviteRow,
  inviteRowsFromCsv,
  peopleCount,
  type Cohort,
  type RawInviteRow,
} from '@peer-coaching/domain';
import { useId, useMemo, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, usePhone } from '../../../components/forms/FormDialog.tsx';
import { mapServerErrors } from '../../../components/forms/form-errors.ts';
import { FormErrors, FormTextField } from '../../../components/forms/FormTextField.tsx';
import { submitWith } from '../../../components/forms/show-save-error.ts';
import { usePeopleWrites } from '../api/use-people.ts';

interface InviteDialogProps {
  cohorts: readonly Cohort[];
  /** The form's first choice: the caller's current cohort. */
  defaultCohort: string | null;
  /** Addresses of the people the caller sees (lower case): marked in the preview already. */
  knownEmails: ReadonlySet<string>;
  onClose: () => void;
  onInvited: (count: number) => void;
}

export function InviteDialog(props: InviteDialogProps) {
  // One dialog for both ways (switching does not reopen it); each way keeps what was typed.
  const [mode, setMode] = useState<'one' | 'list'>('one');
  const one = useInviteOne(props);
  const list = useInviteList(props);
  const active = mode === 'one' ? one : list;
  return (
    <FormDialog
      title="Invite people"
      submitLabel={active.submitLabel}
      onSubmit={active.submit}
      onClose={active.close}
      submitting={active.submitting}
      submitDisabled={active.submitDisabled}
      maxWidth="md"
    >
      <ModeTabs mode={mode} onMode={setMode} />
      {active.content}
    </FormDialog>
  );
}

/** What each way of inviting gives the dialog. */
interface InviteMode {
  submitLabel: string;
  submit: (event: FormEvent) => void;
  close: () => void;
  submitting: boolean;
  submitDisabled?: boolean;
  content: ReactNode;
}

function ModeTabs({ mode, onMode }: { mode: 'one' | 'list'; onMode: (mode: 'one' | 'list') => void }) {
  return (
    <Tabs value={mode} onChange={(_, next) => onMode(next)} aria-label="Invite" sx={{ mb: 2 }}>
      <Tab value="one" label="One person" />
      <Tab value="list" label="A list (CSV)" />
    </Tabs>
  );
}

type OneValues = z.input<typeof inviteRow>;
const ONE_FIELDS = ['email', 'first_name', 'last_name', 'cohort', 'department'] as const;

function useInviteOne({ cohorts, defaultCohort, onClose, onInvited }: InviteDialogProps): InviteMode {
  const { inviteUsers } = usePeopleWrites();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<OneValues, unknown, z.output<typeof inviteRow>>({
    resolver: zodResolver(inviteRow),
    defaultValues: {
      email: '',
      first_name: '',
      last_name: '',
      cohort: cohorts.find((c) => c.id === defaultCohort)?.id ?? cohorts[0]?.id ?? '',
      department: '',
    },
    mode: 'onTouched',
  });

  const submit = submitWith(
    { handleSubmit, setError, setFormErrors },
    { fields: ONE_FIELDS, fallback: 'The invitation failed.' },
    async (values) => {
      const result = await inviteUsers({ users: [values] });
      const refused = result.rejected[0];
      if (refused) {
        const mapped = mapServerErrors(refused.error, ONE_FIELDS);
        for (const [field, message] of Object.entries(mapped.fields) as [(typeof ONE_FIELDS)[number], string][]) {
          setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        setFormErrors(mapped.form);
      } else onInvited(result.invited.length);
    },
  );

  return {
    submitLabel: 'Invite',
    submit: (event) => void submit(event),
    close: onClose,
    submitting: isSubmitting,
    content: (
      <Stack spacing={2}>
        <FormTextField name="email" control={control} label="E-mail address" type="email" required autoFocus />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField name="first_name" control={control} label="First name" required />
          <FormTextField name="last_name" control={control} label="Last name" required />
        </Stack>
        <FormTextField name="cohort" control={control} label="Cohort" select required>
          {cohorts.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField name="department" control={control} label="Department" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          They get an e-mail with a sign-in link and show as invited until they first sign in.
        </Typography>
        <FormErrors messages={formErrors} />
      </Stack>
    ),
  };
}

const EXAMPLE = 'email,first_name,last_name,cohort,department\nana.lima@example.org,Ana,Lima,MGH 2026 Cohort A,Surgery';

function useInviteList({ cohorts, knownEmails, onClose, onInvited }: InviteDialogProps): InviteMode {
  const { inviteUsers } = usePeopleWrites();
  const phone = usePhone();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  /** Rows the server refused after the preview passed them (an address taken in another group). */
  const [refused, setRefused] = useState<Map<number, string>>(new Map());
  const [done, setDone] = useState<number | null>(null);
  const previewId = useId();

  const cohortIds = useMemo(() => {
    const map = new Map<string, string>();
    for (const c of cohorts) {
      map.set(c.id.toLowerCase(), c.id);
      map.set(c.name.toLowerCase(), c.id);
    }
    return map;
  }, [cohorts]);
  const rows: RawInviteRow[] = useMemo(() => inviteRowsFromCsv(text, cohortIds), [text, cohortIds]);
  const check = useMemo(
    () => checkInviteRows(rows, new Set(cohorts.map((c) => c.id)), knownEmails),
    [rows, cohorts, knownEmails],
  );
  const problems = new Map(check.rejected.map((r) => [r.row, r.error] as const));
  for (const [row, error] of refused) problems.set(row, error);
  const good = check.valid.filter((v) => !refused.has(v.row));
  const tooMany = rows.length > INVITE_MAX_ROWS;
  const cohortName = (id: string) => cohorts.find((c) => c.id === id)?.name ?? id;

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    setText(await file.text());
    setRefused(new Map());
    event.target.value = '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (done !== null) return onInvited(done);
    if (good.length === 0 || tooMany) return;
    setSubmitting(true);
    setFormErrors([]);
    try {
      const result = await inviteUsers({ users: good.map((v) => v.value) });
      const back = new Map(result.rejected.map((r) => [good[r.row - 1]!.row, r.error] as const));
      if (back.size === 0) onInvited(result.invited.length);
      else {
        setRefused(back);
        setDone(result.invited.length);
      }
    } catch (error) {
      setFormErrors([(error as Error).message || 'The invitations failed.']);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    submitLabel: done !== null ? 'Done' : `Invite ${peopleCount(good.length)}`,
    submit: (event) => void submit(event),
    close: done !== null ? () => onInvited(done) : onClose,
    submitting,
    submitDisabled: done === null && (good.length === 0 || tooMany),
    content: (
      <Stack spacing={2}>
        <TextField
          label="Paste the list"
          multiline
          minRows={4}
          maxRows={phone ? 6 : 12}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setFileName(null);
            setRefused(new Map());
            setDone(null);
          }}
          placeholder={EXAMPLE}
          helperText="A header row (email, first_name, last_name, cohort, department) or those columns in that order. Cohorts by name or id. Copied from a spreadsheet works too."
          slotProps={{ htmlInput: { 'aria-describedby': previewId, spellCheck: false } }}
          autoFocus
        />
        <Box>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon aria-hidden />}>
            Upload a CSV file
            <input type="file" accept=".csv,text/csv,text/plain" hidden onChange={(e) => void read(e)} />
          </Button>
          {fileName && (
            <Typography component="span" variant="body2" sx={{ ml: 1 }}>
              {fileName}
            </Typography>
          )}
        </Box>
        <Box id={previewId} role="status">
          {rows.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              The preview appears here.
            </Typography>
          ) : (
            <Typography variant="body2">
              {done !== null
                ? `${done} invited. ${problems.size} ${problems.size === 1 ? 'row was' : 'rows were'} refused (marked below).`
                : `${good.length} of ${rows.length} ${rows.length === 1 ? 'row is' : 'rows are'} ready; ${problems.size} ${problems.size === 1 ? 'has a problem' : 'have problems'} and will not be sent.`}
              {tooMany && ` At most ${INVITE_MAX_ROWS} people at once.`}
            </Typography>
          )}
        </Box>
        {rows.length > 0 && phone && (
          <List dense disablePadding aria-label="Preview of the list">
            {rows.map((row, index) => {
              const problem = problems.get(index + 1);
              return (
                <ListItem key={index} disableGutters divider data-bad={problem ? 'true' : undefined}>
                  <ListItemText
                    primary={`${index + 1}. ${row.first_name} ${row.last_name} · ${row.email}`}
                    secondary={
                      <>
                        {cohortName(row.cohort)}
                        <br />
                        <Box
                          component="span"
                          sx={{ color: problem ? 'error.main' : 'success.main', fontWeight: problem ? 700 : 400 }}
                        >
                          {problem ?? (done !== null ? 'Invited' : 'Ready')}
                        </Box>
                      </>
                    }
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        {rows.length > 0 && !phone && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Preview of the list">
              <TableHead>
                <TableRow>
                  <TableCell>Row</TableCell>
                  <TableCell>E-mail</TableCell>
                  <TableCell>Name</TableCell>
                  <TableCell>Cohort</TableCell>
                  <TableCell>Check</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => {
                  const problem = problems.get(index + 1);
                  return (
                    <TableRow
                      key={index}
                      data-bad={problem ? 'true' : undefined}
                      sx={problem ? { bgcolor: 'action.hover' } : undefined}
                    >
                      <TableCell>{index + 1}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.email}</TableCell>
                      <TableCell>
                        {row.first_name} {row.last_name}
                      </TableCell>
                      <TableCell>{cohortName(row.cohort)}</TableCell>
                      <TableCell
                        sx={{ color: problem ? 'error.main' : 'success.main', fontWeight: problem ? 700 : 400 }}
                      >
                        {problem ?? (done !== null ? 'Invited' : 'Ready')}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        )}
        {problems.size > 0 && done === null && good.length > 0 && (
          <Alert severity="warning">
            Rows with a problem are left out: fix them in the list, or invite the others now.
          </Alert>
        )}
        <FormErrors messages={formErrors} />
      </Stack>
    ),
  };
}
