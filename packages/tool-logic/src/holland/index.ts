export * from './congruence';
