/** Business constants of the product specification (section 9), in one place. */

export const DISPLAY_TIMEZONE = 'America/New_York';
/** Wire and display format of dates (spec section 9). */
export const API_DATE_FORMAT = 'YYYY-MM-DDTHH:mm:ssZ';

export const NEW_USER_LOOKUP_DELAY_MS = 1000;
export const ABSENCE_GRACE_HOURS = 24;
export const ORANGE_WINDOW_AFTER_END_HOURS = 1;

export const TUTORIAL_STEP_COUNT = 24;
export const TUTORIAL_PANEL = { width: 320, offsetX: 20, offsetY: 20 } as const;

export const THEME_COLORS = { primary: '#1976d2', secondary: '#0c1e67' } as const;
/** mobile up to 767 px, tablet 768 to 1024 px, desktop 1025 px and up. */
export const BREAKPOINTS = { mobileMax: 767, tabletMin: 768, tabletMax: 1024, desktopMin: 1025 } as const;

export const SNACKBAR = { maxVisible: 5, autoHideMs: 5000 } as const;

export const DEFAULT_FILTERS = { events: 'future', users: 'confirmed', announcements: 'all' } as const;

/** The sandbox group: facilitators learn the app here on sample data. */
export const SANDBOX_GROUP_ID = 'facilitators';
/** The cohort every alumni-community member also sees. */
export const ALUMNI_COHORT_ID = 'alumni';

export const ROLES = ['peer', 'facilitator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The seven engagement requirement types (spec section 3). */
export const ACTIVITY_TYPES = [
  'check_in',
  'completion',
  'kickoff',
  'kickoff_response',
  'office_hours',
  'program_eval',
  'reflection',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Activity types counted by number; the other two are yes/no. */
export const COUNTED_ACTIVITY_TYPES = ['kickoff', 'check_in', 'completion', 'reflection', 'office_hours'] as const;
export type CountedActivityType = (typeof COUNTED_ACTIVITY_TYPES)[number];
export const BOOLEAN_ACTIVITY_TYPES = ['kickoff_response', 'program_eval'] as const;
export type BooleanActivityType = (typeof BOOLEAN_ACTIVITY_TYPES)[number];

/** Check-in codes (docs/events.md): 6 characters, a new one every minute, the previous one still valid. */
export const CHECK_IN = {
  codeLength: 6,
  rotationMs: 60_000,
  /** How long a code stays valid after the next one replaces it. */
  graceMs: 60_000,
  /** Codes are shown and accepted from this long before the start ... */
  opensBeforeStartMs: 15 * 60_000,
  /** ... until the orange window closes (end + 1 hour). */
  closesAfterEndMs: ORANGE_WINDOW_AFTER_END_HOURS * 60 * 60_000,
  /** More wrong codes than this in the window answers 429. */
  maxWrongCodes: 10,
  wrongCodeWindowMs: 10 * 60_000,
} as const;
/** No 0/O, 1/I/L: a code read off a projector is typed without guessing. */
export const CHECK_IN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
