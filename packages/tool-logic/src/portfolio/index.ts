export * from './throughLine';
