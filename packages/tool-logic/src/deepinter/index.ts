export * from './followUps';
export * from './questions';
export * from './result';
export * from './rewrite';
