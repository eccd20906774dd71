export * from './certificate.ts';
export * from './certificate-settings.ts';
export * from './requirements.ts';
export * from './certificate-prediction.ts';
export * from './certificate-issue.ts';
