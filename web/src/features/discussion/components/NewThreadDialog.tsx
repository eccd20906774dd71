/** "New thread": a title and the opening post, checked as the rules check them. */
import Stack from '@mui/material/Stack';
import { threadInput, type ThreadInput } from '@peer-coaching/domain';
import { FormDialog } from '../../../components/forms/FormDialog.tsx';
import { FormTextField } from '../../../components/forms/FormTextField.tsx';
import { useZodForm } from '../../../components/forms/use-zod-form.ts';
import { MARKDOWN_HINT } from './PostEditor.tsx';

interface NewThreadDialogProps {
  cohortName: string;
  onStart: (input: ThreadInput) => void;
  onClose: () => void;
}

export function NewThreadDialog({ cohortName, onStart, onClose }: NewThreadDialogProps) {
  const { control, handleSubmit } = useZodForm(threadInput, { title: '', body: '' });
  return (
    <FormDialog
      title={`New thread in ${cohortName}`}
      submitLabel="Start thread"
      onSubmit={(e) => void handleSubmit(onStart)(e)}
      onClose={onClose}
      submitting={false}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField name="title" control={control} label="Title" autoFocus />
        <FormTextField name="body" control={control} label="Post" multiline minRows={5} helperText={MARKDOWN_HINT} />
      </Stack>
    </FormDialog>
  );
}
