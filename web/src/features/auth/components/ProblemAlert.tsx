import Alert from '@mui/material/Alert';
import type { AuthErrorField, AuthProblem } from '../auth-errors.ts';

interface ProblemAlertProps {
  problem: AuthProblem | null;
  /** The fields this form shows; a problem about any of them is shown under that field instead. */
  fields: readonly AuthErrorField[];
}

/** A form-level message from the identity provider, announced by screen readers (role="alert"). */
export function ProblemAlert({ problem, fields }: ProblemAlertProps) {
  if (!problem || fields.includes(problem.field)) return null;
  return <Alert severity={problem.severity}>{problem.message}</Alert>;
}

/** The provider's message for `field`, if the last problem concerns it. */
export function problemFor(problem: AuthProblem | null, field: AuthErrorField): string | undefined {
  return problem?.field === field ? problem.message : undefined;
}
