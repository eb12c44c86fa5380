export * from './portfolio';
export * from './recommend';
export * from './result';
