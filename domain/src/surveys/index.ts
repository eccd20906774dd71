export * from './survey-kinds.ts';
export * from './survey-timing.ts';
export * from './surveys.ts';
export * from './survey-answers.ts';
export * from './survey-templates.ts';
export * from './survey-input.ts';
export * from './survey-results.ts';
export * from './survey-reminder-mail.ts';
