export * from './content';
export * from './fit';
export * from './scoring';
