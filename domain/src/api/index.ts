export * from './wire.ts';
export * from './responses.ts';
export * from './endpoints.ts';
export * from './routes.ts';
