export * from './Form';
