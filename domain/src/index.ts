export * from './constants.ts';
export * from './time.ts';
export * from './model.ts';
export * from './events.ts';
export * from './certificate.ts';
