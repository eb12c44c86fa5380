export * from './content';
export * from './deal';
export * from './portfolio';
export * from './scoring';
export * from './validation';
export * from './warmUp';
