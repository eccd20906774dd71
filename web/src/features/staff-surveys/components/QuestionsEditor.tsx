/**
 * The survey's questions: each a card with its text, type, required switch, help text and (for
 * choices) options; add, remove, and reorder by dragging a card's handle or by the keyboard
 * (@dnd-kit: Tab to the handle, Space or Enter to lift, arrows to move, Space or Enter to drop,
 * Escape to cancel; each step is read out).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { hasOptions, QUESTION_TYPES, SURVEY_LIMITS, type QuestionType, type SurveyBody } from '@peer-coaching/domain';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { FormTextField, sentence } from '../../../components/forms/FormTextField.tsx';
import { useSortableItem, VerticalSortable } from '../../../components/VerticalSortable.tsx';
import { QUESTION_TYPE_LABELS, newQuestion } from '../survey-form.ts';

interface QuestionsEditorProps {
  control: Control<SurveyBody>;
  /** An error of the whole list ("Add at least one question"). */
  listError?: string;
}

export function QuestionsEditor({ control, listError }: QuestionsEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions', keyName: '_key' });
  const questions = useWatch({ control, name: 'questions' });
  const keys = fields.map((f) => f._key);
  const nameOf = (key: string) => {
    const label = questions?.[keys.indexOf(key)]?.label?.trim();
    return label ? `"${label}"` : 'The question';
  };

  return (
    <Box component="section" aria-labelledby="survey-questions-heading">
      <Typography id="survey-questions-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
        Questions ({fields.length})
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        Drag a handle, or focus it and press Space, then the arrow keys, to move a question.
      </Typography>
      <VerticalSortable ids={keys} nameOf={nameOf} itemNoun="a question" onMove={move}>
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Questions">
          {fields.map((field, index) => (
            <QuestionCard
              key={field._key}
              sortId={field._key}
              index={index}
              count={fields.length}
              control={control}
              onRemove={() => remove(index)}
            />
          ))}
        </Stack>
      </VerticalSortable>
      {listError && (
        <FormHelperText error sx={{ mt: 1 }}>
          {sentence(listError)}
        </FormHelperText>
      )}
      <Button
        startIcon={<AddIcon aria-hidden />}
        sx={{ mt: 1.5 }}
        onClick={() => append(newQuestion(questions ?? []))}
        disabled={fields.length >= SURVEY_LIMITS.maxQuestions}
      >
        Add a question
      </Button>
    </Box>
  );
}

interface QuestionCardProps {
  sortId: string;
  index: number;
  count: number;
  control: Control<SurveyBody>;
  onRemove: () => void;
}

function QuestionCard({ sortId, index, count, control, onRemove }: QuestionCardProps) {
  const { setNodeRef, style, isDragging, handleProps } = useSortableItem(sortId);
  const type = useWatch({ control, name: `questions.${index}.type` }) as QuestionType;
  const label = useWatch({ control, name: `questions.${index}.label` });
  const name = `Question ${index + 1}${label?.trim() ? `: ${label.trim()}` : ''}`;
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      data-question-index={index}
      style={style}
      sx={{ p: { xs: 1.5, sm: 2 }, boxShadow: isDragging ? 6 : undefined }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Tooltip title="Drag, or press Space to move">
          <IconButton
            {...handleProps}
            aria-label={`Move ${name} (position ${index + 1} of ${count})`}
            size="small"
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon />
          </IconButton>
        </Tooltip>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, flex: 1 }}>
          Question {index + 1}
        </Typography>
        <Tooltip title="Remove this question">
          <IconButton aria-label={`Remove ${name}`} onClick={onRemove} size="small">
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 220px' } }}>
        <FormTextField
          name={`questions.${index}.label`}
          control={control}
          label="Question"
          required
          slotProps={{ htmlInput: { maxLength: SURVEY_LIMITS.labelMax } }}
        />
        <Controller
          name={`questions.${index}.type`}
          control={control}
          render={({ field: typeField }) => (
            <Controller
              name={`questions.${index}.options`}
              control={control}
              render={({ field: optionsField }) => (
                <TextField
                  select
                  label="Type"
                  value={typeField.value}
                  onBlur={typeField.onBlur}
                  onChange={(e) => {
                    const next = e.target.value as QuestionType;
                    typeField.onChange(next);
                    // Choices need options; the other types take none (what was typed is kept
                    // while the type is a choice).
                    if (hasOptions(next) && optionsField.value.length < 2) {
                      optionsField.onChange([...optionsField.value, 'Option 1', 'Option 2'].slice(0, 2));
                    } else if (!hasOptions(next)) optionsField.onChange([]);
                  }}
                >
                  {QUESTION_TYPES.map((t) => (
                    <MenuItem key={t} value={t}>
                      {QUESTION_TYPE_LABELS[t]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
        />
      </Box>
      <Box sx={{ mt: 2 }}>
        <FormTextField
          name={`questions.${index}.help`}
          control={control}
          label="Help text (optional)"
          slotProps={{ htmlInput: { maxLength: SURVEY_LIMITS.helpMax } }}
        />
      </Box>
      {hasOptions(type) && <OptionsEditor control={control} index={index} />}
      <Controller
        name={`questions.${index}.required`}
        control={control}
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />
            }
            label="Required"
          />
        )}
      />
    </Paper>
  );
}

function OptionsEditor({ control, index }: { control: Control<SurveyBody>; index: number }) {
  return (
    <Controller
      name={`questions.${index}.options`}
      control={control}
      render={({ field, fieldState, formState }) => {
        const errors = (formState.errors.questions?.[index]?.options ?? []) as unknown as (
          { message?: string } | undefined
        )[];
        return (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
            <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
              Options
            </Typography>
            <Stack spacing={1}>
              {field.value.map((option, i) => (
                <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    size="small"
                    fullWidth
                    label={`Option ${i + 1}`}
                    value={option}
                    onBlur={field.onBlur}
                    error={Boolean(errors?.[i]?.message)}
                    helperText={sentence(errors?.[i]?.message)}
                    slotProps={{ htmlInput: { maxLength: SURVEY_LIMITS.optionMax } }}
                    onChange={(e) => field.onChange(field.value.map((o, j) => (j === i ? e.target.value : o)))}
                  />
                  <IconButton
                    aria-label={`Remove option ${i + 1}`}
                    onClick={() => field.onChange(field.value.filter((_, j) => j !== i))}
                    size="small"
                    sx={{ mt: 0.5 }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
            </Stack>
            {fieldState.error?.message && <FormHelperText error>{sentence(fieldState.error.message)}</FormHelperText>}
            <Button
              size="small"
              startIcon={<AddIcon aria-hidden />}
              sx={{ mt: 1 }}
              disabled={field.value.length >= SURVEY_LIMITS.maxOptions}
              onClick={() => field.onChange([...field.value, ''])}
            >
              Add an option
            </Button>
          </Box>
        );
      }}
    />
  );
}
