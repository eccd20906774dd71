export * from './mail.ts';
export * from './mail-retry.ts';
export * from './mail-templates.ts';
export * from './email-preferences.ts';
export * from './group-emails.ts';
