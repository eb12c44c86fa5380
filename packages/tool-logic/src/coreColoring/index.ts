export * from './content';
export * from './portfolio';
export * from './scoring';
export * from './validation';
