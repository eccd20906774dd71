export * from './wire.ts';
export * from './responses.ts';
export * from './endpoints.ts';
