export * from './content';
export * from './scoring';
export * from './validation';
