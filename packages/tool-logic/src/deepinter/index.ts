export * from './followUps';
export * from './portfolio';
export * from './questions';
export * from './result';
export * from './rewrite';
