export * from './criteria';
export * from './feedback';
export * from './observe';
export * from './pick';
export * from './portfolio';
export * from './questions';
export * from './result';
export * from './stages';
