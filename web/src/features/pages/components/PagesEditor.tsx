/**
 * "Pages and e-mails" in /settings (docs/pages.md): a group's four peer pages and its e-mail
 * templates, each edited as Markdown beside a live preview drawn by the peers' own renderer; Save
 * makes a new version; the history lists every version with Restore (confirmed), which saves that
 * text again as a new version. A refused save puts the server's message on its field and keeps
 * what was typed.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  contentLabelOf,
  defaultContentOf,
  inDisplayZone,
  isContentKey,
  isPageKey,
  MAIL_FIELD_EXAMPLES,
  MAIL_TEMPLATE_KEYS,
  MAIL_TEMPLATES,
  PAGE_KEYS,
  PAGE_MARKDOWN_MAX,
  renderMail,
  unknownMergeFields,
  type ContentKey,
  type PageContent,
  type PageVersion,
} from '@peer-coaching/domain';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import MarkdownBody from '../../../components/markdown/MarkdownBody.tsx';
import { useNotify } from '../../../components/Notifications.tsx';
import { ConfirmDialog } from '../../../components/forms/ConfirmDialog.tsx';
import { FormErrors, FormTextField } from '../../../components/forms/FormTextField.tsx';
import { submitWith } from '../../../components/forms/show-save-error.ts';
import { ErrorMessage, LoadingRows } from '../../../components/SectionStates.tsx';
import { restorePage, savePage, usePageContent, usePageVersions } from '../api/use-pages.ts';
import { PAGE_TYPOGRAPHY } from '../page-typography.ts';

interface PagesEditorProps {
  group: string;
  groupName: string;
  /** Reports unsaved changes (the settings page keeps the group while there are some). */
  onDirtyChange: (dirty: boolean) => void;
}

export default function PagesEditor({ group, groupName, onDirtyChange }: PagesEditorProps) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('page');
  const key: ContentKey = asked && isContentKey(asked) ? asked : 'guidelines';
  const [dirty, setDirty] = useState(false);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const content = usePageContent(group, key);

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          label="Page or e-mail"
          value={key}
          onChange={(e) => setParams({ section: 'pages', page: e.target.value }, { replace: true })}
          disabled={dirty}
          helperText={dirty ? 'Save or discard your changes to switch' : undefined}
          sx={{ minWidth: 260 }}
          size="small"
        >
          <ListSubheader>Pages peers see</ListSubheader>
          {PAGE_KEYS.map((k) => (
            <MenuItem key={k} value={k}>
              {contentLabelOf(k)} (/{k})
            </MenuItem>
          ))}
          <ListSubheader>E-mails the app sends</ListSubheader>
          {MAIL_TEMPLATE_KEYS.map((k) => (
            <MenuItem key={k} value={k}>
              {contentLabelOf(k)}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: '1 1 240px' }}>
          {isPageKey(key) ? (
            <>
              The {groupName} peers see it at <Link href={`/${key}`}>/{key}</Link>, as soon as you save.
            </>
          ) : (
            MAIL_TEMPLATES[key].summary
          )}
        </Typography>
      </Box>
      {content.status === 'loading' ? (
        <LoadingRows label={`Loading ${contentLabelOf(key)}`} rows={3} height={120} />
      ) : content.status === 'error' ? (
        <ErrorMessage>This text could not be loaded: {content.error.message}</ErrorMessage>
      ) : (
        <ContentForm key={`${group}/${key}`} group={group} contentKey={key} saved={content.data} onDirty={setDirty} />
      )}
      <VersionHistory group={group} contentKey={key} current={content.data ?? null} />
    </Stack>
  );
}

interface FormValues {
  subject: string;
  markdown: string;
}

function valuesOf(key: ContentKey, saved: PageContent | null): FormValues {
  const text = saved ?? defaultContentOf(key);
  return { subject: text.subject ?? '', markdown: text.markdown };
}

function ContentForm({
  group,
  contentKey: key,
  saved,
  onDirty,
}: {
  group: string;
  contentKey: ContentKey;
  saved: PageContent | null;
  onDirty: (dirty: boolean) => void;
}) {
  const notify = useNotify();
  const previewId = useId();
  const template = !isPageKey(key);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  // The version this form started from: a newer one saved meanwhile (by someone else) is said.
  const [base, setBase] = useState(saved?.version ?? 0);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { isDirty, isSubmitting },
  } = useForm<FormValues>({
    defaultValues: valuesOf(key, saved),
    // The server's rules, said before a round trip: a template's subject is one line, not empty.
    resolver: (values) => {
      const problem = !template
        ? null
        : !values.subject.trim()
          ? 'must not be empty'
          : /[\r\n]/.test(values.subject)
            ? 'must be one line'
            : null;
      const long =
        values.markdown.length > PAGE_MARKDOWN_MAX ? `must be at most ${PAGE_MARKDOWN_MAX} characters` : null;
      const errors = {
        ...(problem ? { subject: { type: 'validate', message: problem } } : {}),
        ...(long ? { markdown: { type: 'validate', message: long } } : {}),
      };
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
  });
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);
  // Not editing: follow the saved text as it changes (and take its version as the base).
  const savedVersion = saved?.version ?? 0;
  if (!isDirty && savedVersion !== base) setBase(savedVersion);
  useEffect(() => {
    if (!isDirty) reset(valuesOf(key, saved));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedVersion]);
  const [subject, markdown] = useWatch({ control, name: ['subject', 'markdown'] });
  const unknown = template ? unknownMergeFields(`${subject}\n${markdown}`, key) : [];
  const newer = saved && saved.version > base && isDirty ? saved : null;

  const submit = submitWith(
    { handleSubmit, setError, setFormErrors },
    { fields: ['subject', 'markdown'], fallback: 'The text could not be saved' },
    async (values) => {
      const result = await savePage(key, {
        group,
        markdown: values.markdown,
        ...(template ? { subject: values.subject } : {}),
      });
      reset(values);
      setBase(result.version);
      notify(`${contentLabelOf(key)} saved as version ${result.version}`, 'success');
    },
  );

  const useDefault = () => {
    const text = defaultContentOf(key);
    setValue('markdown', text.markdown, { shouldDirty: true });
    if (template) setValue('subject', text.subject ?? '', { shouldDirty: true });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={`Edit ${contentLabelOf(key)}`}>
      {newer && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {newer.updated_by_name} saved version {newer.version} while you were editing. Saving yours makes it the next
          version; theirs stays in the history.
        </Alert>
      )}
      {template && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Merge fields (each is replaced for every message; write {'{{'} and {'}}'} for literal braces):
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {Object.entries(MAIL_TEMPLATES[key].fields).map(([name, meaning]) => (
              <Chip key={name} size="small" label={`{${name}}`} title={meaning} aria-label={`{${name}}: ${meaning}`} />
            ))}
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          {template && <FormTextField control={control} name="subject" label="Subject" />}
          <FormTextField
            control={control}
            name="markdown"
            label="Markdown"
            multiline
            minRows={12}
            maxRows={30}
            helperText={`${markdown.length} of ${PAGE_MARKDOWN_MAX} characters. **bold**, _italic_, # heading, - list, [link](https://...)`}
            slotProps={{
              htmlInput: { 'aria-describedby': previewId, spellCheck: true },
              input: { sx: { fontFamily: 'monospace', fontSize: 14 } },
            }}
          />
          {unknown.length > 0 && (
            <Alert severity="warning">
              Not a merge field of this e-mail, so it is sent as written: {unknown.map((f) => `{${f}}`).join(', ')}
            </Alert>
          )}
        </Stack>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} aria-labelledby={previewId}>
          <Typography id={previewId} variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
            {template ? 'Preview: the message as Jordan gets it (plain text)' : 'Preview, as peers see it'}
          </Typography>
          {template ? (
            <MailPreview mail={renderMail(key, { subject, markdown }, MAIL_FIELD_EXAMPLES)} />
          ) : (
            <Box data-preview-body sx={PAGE_TYPOGRAPHY}>
              <MarkdownBody source={markdown} />
            </Box>
          )}
        </Paper>
      </Box>
      <FormErrors messages={formErrors} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
        <Button onClick={() => reset()} disabled={!isDirty || isSubmitting}>
          Discard changes
        </Button>
        <Button onClick={useDefault} disabled={isSubmitting}>
          Use the default text
        </Button>
      </Box>
    </Box>
  );
}

function VersionHistory({
  group,
  contentKey: key,
  current,
}: {
  group: string;
  contentKey: ContentKey;
  current: PageContent | null;
}) {
  const notify = useNotify();
  const versions = usePageVersions(group, key);
  const [restoring, setRestoring] = useState<PageVersion | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  const confirm = async () => {
    if (!restoring) return;
    setBusy(true);
    try {
      const result = await restorePage(key, group, restoring.version);
      notify(`Version ${restoring.version} restored as version ${result.version}`, 'success');
      setRestoring(null);
    } catch (error) {
      notify((error as Error).message || 'The version could not be restored', 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        Version history
      </Typography>
      {versions.status === 'loading' ? (
        <LoadingRows label="Loading the versions" rows={2} height={48} />
      ) : versions.status === 'error' ? (
        <ErrorMessage>The versions could not be loaded: {versions.error.message}</ErrorMessage>
      ) : versions.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>
          Nothing saved yet: {isPageKey(key) ? 'peers see' : 'the app sends'} the default text.
        </Typography>
      ) : (
        <List dense aria-label={`Versions of ${contentLabelOf(key)}`}>
          {versions.data.map((v) => (
            <ListItem
              key={v.id}
              divider
              disableGutters
              data-version={v.version}
              secondaryAction={
                v.version === current?.version ? (
                  <Chip size="small" label="Current" color="primary" />
                ) : (
                  <Button size="small" onClick={() => setRestoring(v)} aria-label={`Restore version ${v.version}`}>
                    Restore
                  </Button>
                )
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={`Version ${v.version}${v.restored_from ? ` (version ${v.restored_from} restored)` : ''}`}
                secondary={`${inDisplayZone(v.saved_at).format('MMM D, YYYY, h:mm A')} by ${v.saved_by_name}: ${excerpt(v.markdown)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={`Restore version ${restoring?.version ?? ''}?`}
        text={`Its text becomes the current one, saved as a new version; every version stays in the history.${
          isPageKey(key) ? ' Peers see it at once.' : ''
        }`}
        confirmLabel="Restore"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setRestoring(null)}
      />
    </Box>
  );
}

/** An e-mail goes out as plain text: shown as such, with example values in its merge fields. */
function MailPreview({ mail }: { mail: { subject: string; text: string } }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }} data-preview-subject>
        {mail.subject}
      </Typography>
      <Typography
        component="pre"
        variant="body2"
        data-preview-body
        sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
      >
        {mail.text}
      </Typography>
    </>
  );
}

const excerpt = (markdown: string) => {
  const line = markdown.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 80)}…` : line || '(empty)';
};
