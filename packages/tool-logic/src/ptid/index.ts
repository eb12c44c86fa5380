export { withTies } from '../holland/congruence';
export * from './content';
export * from './fit';
export * from './scoring';
export * from './validation';
