export * from './criteria';
export * from './feedback';
export * from './observe';
export * from './pick';
export * from './questions';
export * from './result';
export * from './stages';
