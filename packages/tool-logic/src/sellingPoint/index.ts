export * from './compose';
export * from './keywords';
export * from './result';
