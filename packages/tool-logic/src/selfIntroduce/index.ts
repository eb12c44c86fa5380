export * from './answers';
export * from './check';
export * from './cliches';
export * from './count';
