/**
 * A survey's questions for a peer (docs/surveys.md), each drawn by the shared SurveyQuestionField
 * (the staff builder's preview draws the very same field), numbered, wrapped so the page can move
 * the focus to the first question that needs attention.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { AnswerValue, SurveyQuestion } from '@peer-coaching/domain';
import { SurveyQuestionField } from '../../../components/survey/SurveyQuestionField.tsx';

export type DraftAnswers = Record<string, AnswerValue | undefined>;

interface SurveyQuestionsProps {
  questions: readonly SurveyQuestion[];
  answers: DraftAnswers;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (id: string, value: AnswerValue | undefined) => void;
}

export function SurveyQuestions({ questions, answers, errors, disabled, onChange }: SurveyQuestionsProps) {
  return (
    <Stack spacing={3}>
      {questions.map((question, index) => (
        <Box key={question.id} data-question={question.id}>
          <SurveyQuestionField
            question={question}
            number={`${index + 1}.`}
            value={answers[question.id]}
            error={errors[question.id]}
            disabled={disabled}
            onChange={(value) => onChange(question.id, value)}
          />
        </Box>
      ))}
    </Stack>
  );
}

/** Moves the focus to the first field of a question (after a refused submission). */
export function focusQuestion(id: string): void {
  document.querySelector<HTMLElement>(`[data-question="${id}"] input, [data-question="${id}"] textarea`)?.focus();
}
