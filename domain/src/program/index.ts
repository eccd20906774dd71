export * from './group-settings.ts';
export * from './group-settings-cohorts.ts';
export * from './page-defaults.ts';
export * from './page-content.ts';
