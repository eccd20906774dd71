/** The e-mail dialog's audiences, in staff's words. */
import type { EmailAudience } from '@peer-coaching/domain';

export const EMAIL_AUDIENCE_LABELS: Record<EmailAudience, string> = {
  all: 'Everyone on the roster',
  attended: 'Those who attended',
  absent: 'Those absent',
  apologised: 'Those who apologised',
};
