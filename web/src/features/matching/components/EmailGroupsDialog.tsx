/**
 * E-mail each group of a published round (docs/matching.md, docs/emails.md): one e-mail per group,
 * to all its members, with the group's match announcement. The dialog shows the template (the
 * group's own text, or the default) ready to edit for this sending, and previews it as each group
 * receives it (their names, addresses and suggested first meeting). Sent once per round.
 *
 * `EmailGroupsPanel` is what /matching shows for its newest published round: the button, or when
 * the groups were e-mailed.
 */
import MailIcon from '@mui/icons-material/Mail';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  inDisplayZone,
  MAIL_TEMPLATES,
  matchAnnouncementValues,
  renderMail,
  unknownMergeFields,
  type MatchingAssignment,
  type MatchingRound,
  type User,
} from '@peer-coaching/domain';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/forms/FormDialog.tsx';
import { FormErrors } from '../../../components/forms/FormTextField.tsx';
import { useNotify } from '../../../components/Notifications.tsx';
import { matchingWrites, useMatchTemplate, useRoundAssignments } from '../api/use-matching.ts';

const TEMPLATE = MAIL_TEMPLATES.match_announcement;

interface PanelProps {
  round: MatchingRound;
  people: readonly User[];
}

export function EmailGroupsPanel({ round, people }: PanelProps) {
  const [open, setOpen] = useState(false);
  if (round.emailed_at) {
    return (
      <Typography variant="body2" sx={{ mb: 1.5, color: 'text.secondary' }}>
        The newest round’s groups were e-mailed on {inDisplayZone(round.emailed_at).format('MMM D, YYYY [at] h:mm A')}.
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
      <Typography variant="body2" sx={{ flex: '1 1 16rem' }}>
        The newest round’s groups have not been e-mailed yet: each group gets one e-mail, to all its members.
      </Typography>
      <Button variant="contained" startIcon={<MailIcon aria-hidden />} onClick={() => setOpen(true)}>
        E-mail groups
      </Button>
      {open && <EmailGroupsDialog round={round} people={people} onClose={() => setOpen(false)} />}
    </Box>
  );
}

function EmailGroupsDialog({ round, people, onClose }: PanelProps & { onClose: () => void }) {
  const notify = useNotify();
  const template = useMatchTemplate(round.group);
  const assignments = useRoundAssignments(round);
  const saved = template.data?.[0];
  // The text as loaded (the group's own or the default); null until the template has loaded.
  const loaded =
    template.status === 'loading'
      ? null
      : { subject: saved?.subject ?? TEMPLATE.subject, markdown: saved?.markdown ?? TEMPLATE.markdown };
  const [edited, setEdited] = useState<{ subject: string; markdown: string } | null>(null);
  const text = edited ?? loaded;
  const [errors, setErrors] = useState<{ subject?: string; markdown?: string; form: string[] }>({ form: [] });
  const [sending, setSending] = useState(false);

  const problem = (value: string, max: number) => {
    if (!value.trim()) return 'Must not be empty';
    if (value.length > max) return `Must be at most ${max} characters`;
    const unknown = unknownMergeFields(value, 'match_announcement');
    return unknown.length
      ? `${unknown.map((n) => `{${n}}`).join(', ')} is not a merge field of this e-mail`
      : undefined;
  };

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text) return;
    const next = { subject: problem(text.subject, 200), markdown: problem(text.markdown, 10_000), form: [] };
    setErrors(next);
    if (next.subject || next.markdown) return;
    setSending(true);
    try {
      const changed = edited !== null && (edited.subject !== loaded?.subject || edited.markdown !== loaded?.markdown);
      const result = await matchingWrites.email(
        round.id,
        changed ? { subject: text.subject, markdown: text.markdown } : null,
      );
      notify(`${result.emails} ${result.emails === 1 ? 'e-mail' : 'e-mails'} sent, one per group`, 'success');
      onClose();
    } catch (error) {
      const message = (error as Error).message;
      const field = /^(subject|markdown): (.*)$/.exec(message);
      setErrors(
        field
          ? { [field[1]!]: field[2], form: [] }
          : { form: [message || 'The e-mails could not be sent. Please try again.'] },
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      title="E-mail each group"
      submitLabel={`Send ${round.groups.length} ${round.groups.length === 1 ? 'e-mail' : 'e-mails'}`}
      onSubmit={send}
      onClose={onClose}
      submitting={sending}
      submitDisabled={!text}
      maxWidth="md"
    >
      {!text ? (
        <Typography role="status">Loading the match announcement…</Typography>
      ) : (
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          <Typography variant="body2">
            One e-mail per group, to all its members, so they can reply to each other. Your changes apply to this
            sending; to change the template for good, edit “Match announcement” in Settings, Pages and e-mails.
          </Typography>
          <TextField
            label="Subject"
            value={text.subject}
            onChange={(e) => setEdited({ ...text, subject: e.target.value })}
            error={Boolean(errors.subject)}
            helperText={errors.subject}
            required
            fullWidth
          />
          <TextField
            label="Message"
            value={text.markdown}
            onChange={(e) => setEdited({ ...text, markdown: e.target.value })}
            error={Boolean(errors.markdown)}
            helperText={
              errors.markdown ??
              `Merge fields: ${Object.keys(TEMPLATE.fields)
                .map((n) => `{${n}}`)
                .join(', ')}`
            }
            required
            multiline
            minRows={8}
            fullWidth
          />
          <FormErrors messages={errors.form} />
          <GroupPreview round={round} people={people} assignments={assignments.data ?? []} text={text} />
        </Stack>
      )}
    </FormDialog>
  );
}

/** The e-mail as one group receives it. */
function GroupPreview({
  round,
  people,
  assignments,
  text,
}: PanelProps & { assignments: readonly MatchingAssignment[]; text: { subject: string; markdown: string } }) {
  const headingId = useId();
  const [index, setIndex] = useState(0);
  const byId = new Map(people.map((p) => [p.id, p]));
  const members = (ids: readonly string[]) =>
    ids.map((id) => {
      const person = byId.get(id);
      const name = person ? `${person.first_name} ${person.last_name}`.trim() : 'Someone no longer in the cohort';
      return { first_name: person?.first_name ?? name, name, email: person?.email ?? '' };
    });
  const group = round.groups[Math.min(index, round.groups.length - 1)];
  if (!group) return null;
  const times = assignments.find((a) => a.user_id === group.members[0])?.common_times ?? [];
  const mail = renderMail(
    'match_announcement',
    text,
    matchAnnouncementValues(members(group.members), times, `${location.origin}/`),
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Preview
      </Typography>
      <TextField
        select
        size="small"
        label="As received by"
        value={String(index)}
        onChange={(e) => setIndex(Number(e.target.value))}
        fullWidth
        sx={{ mb: 1.5 }}
      >
        {round.groups.map((g, i) => (
          <MenuItem key={g.members.join()} value={String(i)}>
            {members(g.members)
              .map((m) => m.name)
              .join(', ')}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        To:{' '}
        {members(group.members)
          .map((m) => m.email)
          .join(', ')}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {mail.subject}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {mail.text}
      </Typography>
    </Paper>
  );
}
