import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';

interface AuthFormProps {
  /** The form's accessible name, usually the page heading or the button's words. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * The form of every sign-in page: one column, checked by our own code (noValidate) so that each
 * message appears in words next to its field rather than as a browser bubble.
 */
export function AuthForm({ label, onSubmit, children }: AuthFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label} sx={{ display: 'grid', gap: 2.5 }}>
      {children}
    </Box>
  );
}
