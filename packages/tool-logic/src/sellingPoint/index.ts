export * from './keywords';
