export * from './matching-score.ts';
export * from './matching-optimiser.ts';
export * from './matching-reference.ts';
export * from './matching-rounds.ts';
