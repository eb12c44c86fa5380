export * from './content';
export * from './scoring';
