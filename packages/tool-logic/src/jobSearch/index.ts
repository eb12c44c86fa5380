export * from './content';
export * from './plan';
export * from './result';
