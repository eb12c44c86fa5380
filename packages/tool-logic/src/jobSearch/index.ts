export * from './content';
export * from './plan';
export * from './portfolio';
export * from './result';
