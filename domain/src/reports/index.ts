export * from './reports.ts';
export * from './cohort-reports.ts';
export * from './cohort-report-shards.ts';
