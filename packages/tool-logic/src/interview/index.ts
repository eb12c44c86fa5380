export * from './pick';
export * from './questions';
