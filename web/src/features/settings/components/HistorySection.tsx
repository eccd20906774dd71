/**
 * /settings "History" (docs/audit-log.md): every staff write to the group, newest first, live:
 * who, what, when, and a short before and after. Filtered by person, action and an "up to" date
 * (the server answers each filter, so an older entry is never missed); "Show more" loads older
 * ones; "Download CSV" saves what is listed.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIT_ACTIONS, auditActionLabel, auditDayEnd, auditLogCsv, inDisplayZone } from '@peer-coaching/domain';
import { saveTextFile } from '../../../components/save-file.ts';
import { LoadingRows } from '../../../components/SectionStates.tsx';
import type { AuditEntries, AuditLogFilter } from '../api/audit-log.ts';
import SectionList from './SectionList.tsx';

/** Entries a page shows at first, and how many more "Show more" adds. */
export const HISTORY_PAGE = 50;
/** At most this many listed at once (a live listener over more would cost every change a read each). */
export const HISTORY_MAX = 500;

/** A select whose empty choice ("Everyone", "Every action") is shown as chosen, not as a blank. */
const EMPTY_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

const when = (at: Date) => inDisplayZone(at).format('MMM D, YYYY h:mm A');

export interface HistoryPerson {
  id: string;
  label: string;
}

/** The History's filters as typed: a person's id, an action, an "up to" day (YYYY-MM-DD); '' for none. */
export interface HistoryFilter {
  actor: string;
  action: string;
  day: string;
  count: number;
}

export const NO_HISTORY_FILTER: HistoryFilter = { actor: '', action: '', day: '', count: HISTORY_PAGE };

/** What the server is asked for the filters as typed. */
export const historyQueryOf = (f: HistoryFilter): Omit<AuditLogFilter, 'group'> => ({
  actor: f.actor || null,
  action: f.action || null,
  before: auditDayEnd(f.day),
  count: f.count,
});

interface HistorySectionProps {
  groupName: string;
  /** The group's facilitators, to filter by before they appear in what is listed. */
  people: readonly HistoryPerson[];
  filter: HistoryFilter;
  onFilter: (next: HistoryFilter) => void;
  entries: AuditEntries;
}

export function HistorySection({ groupName, people, filter, onFilter, entries }: HistorySectionProps) {
  const { actor, action, day, count } = filter;
  const list = entries.data ?? [];
  const filtered = Boolean(actor || action || auditDayEnd(day));

  // Whoever appears in the log may be picked, as well as the group's facilitators.
  const choices = new Map(people.map((p) => [p.id, p.label] as const));
  for (const e of list) if (!choices.has(e.actor_id)) choices.set(e.actor_id, e.actor_email || e.actor_id);
  // A new filter starts again from the newest page.
  const refilter = (change: Partial<HistoryFilter>) => onFilter({ ...filter, ...change, count: HISTORY_PAGE });

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          History
        </Typography>
        <Button
          startIcon={<DownloadIcon aria-hidden />}
          disabled={list.length === 0}
          onClick={() => saveTextFile(`history-${groupName}.csv`, auditLogCsv(list), 'text/csv')}
        >
          Download CSV
        </Button>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        What staff changed in {groupName}, newest first: who, what and when, with the value before and after.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <FilterSelect
          label="Person"
          value={actor}
          none="Everyone"
          choices={[...choices]}
          onChange={(value) => refilter({ actor: value })}
          minWidth={200}
        />
        <FilterSelect
          label="Action"
          value={action}
          none="Every action"
          choices={Object.entries(AUDIT_ACTIONS)}
          onChange={(value) => refilter({ action: value })}
          minWidth={240}
        />
        <TextField
          size="small"
          type="date"
          label="Up to"
          value={day}
          onChange={(e) => refilter({ day: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Changes made on or before this day"
        />
      </Stack>
      {entries.status === 'loading' && <LoadingRows label="Loading the history" rows={5} height={56} />}
      {entries.status === 'error' && (
        <Alert severity="error">The history could not be loaded: {entries.error.message}</Alert>
      )}
      {entries.status === 'success' && list.length === 0 && (
        <Alert severity="info">
          {filtered ? 'No change matches these filters.' : `Nobody has changed anything in ${groupName} yet.`}
        </Alert>
      )}
      {list.length > 0 && (
        <SectionList label="History">
          {list.map((e, index) => (
            <ListItem key={e.id} divider={index < list.length - 1} sx={{ px: 0, alignItems: 'flex-start' }}>
              <ListItemText
                primary={e.summary}
                secondary={`${when(e.at)} · ${e.actor_email || e.actor_id} · ${auditActionLabel(e.action)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </SectionList>
      )}
      {list.length === count && count < HISTORY_MAX && (
        <Button
          sx={{ mt: 1 }}
          onClick={() => onFilter({ ...filter, count: Math.min(count + HISTORY_PAGE, HISTORY_MAX) })}
        >
          Show more
        </Button>
      )}
      {list.length >= HISTORY_MAX && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          The newest {HISTORY_MAX} are listed: choose an earlier “Up to” day, a person or an action to see older ones.
        </Typography>
      )}
    </Box>
  );
}

/** One of the History's filters: a select whose empty choice (`none`) means "any". */
function FilterSelect(props: {
  label: string;
  value: string;
  none: string;
  choices: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
  minWidth: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      slotProps={EMPTY_SHOWN}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ minWidth: props.minWidth }}
    >
      <MenuItem value="">{props.none}</MenuItem>
      {props.choices.map(([id, label]) => (
        <MenuItem key={id} value={id}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}
