export * from './audit-log.ts';
export * from './audit-log-api.ts';
