export * from './content';
export * from './deal';
export * from './scoring';
export * from './warmUp';
