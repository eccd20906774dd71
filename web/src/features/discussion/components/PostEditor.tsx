/**
 * Writing a post: a new reply, or the author's edit of a reply or of a thread (with its title).
 * Checked with the domain's schema as the rules check it, with the message under its field; what
 * was typed stays in the box until it is handed to Firestore.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { replyFormInput, threadInput, type ThreadInput } from '@peer-coaching/domain';
import { FormTextField } from '../../../components/forms/FormTextField.tsx';
import { useZodForm } from '../../../components/forms/use-zod-form.ts';

export const MARKDOWN_HINT = 'Markdown works: **bold**, _italic_, lists and links.';

interface PostEditorProps {
  initial: { title?: string; body: string };
  /** With a title field (a thread's opening post). */
  withTitle?: boolean;
  bodyLabel: string;
  submitLabel: string;
  onSave: (input: ThreadInput) => void;
  onCancel?: () => void;
  disabled?: boolean;
}

export function PostEditor({
  initial,
  withTitle,
  bodyLabel,
  submitLabel,
  onSave,
  onCancel,
  disabled,
}: PostEditorProps) {
  const { control, handleSubmit, reset } = useZodForm(withTitle ? threadInput : replyFormInput, {
    title: initial.title ?? '',
    body: initial.body,
  });
  const submit = handleSubmit((input) => {
    onSave(input);
    // A new reply's box empties once the post is handed over (it shows above as "Sending…").
    if (!onCancel) reset({ title: '', body: '' });
  });
  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={(e) => void submit(e)}>
      {withTitle && <FormTextField name="title" control={control} label="Title" />}
      <FormTextField name="body" control={control} label={bodyLabel} multiline minRows={3} helperText={MARKDOWN_HINT} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant="contained" disabled={disabled}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
