export * from './check';
export * from './cliches';
export * from './count';
export * from './answers';
