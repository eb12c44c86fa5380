export * from './recommend';
export * from './result';
