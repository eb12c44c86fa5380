export { withTies } from '../holland/congruence';
export * from './content';
export * from './fit';
export * from './portfolio';
export * from './scoring';
export * from './validation';
