export * from './answers';
export * from './check';
export * from './cliches';
export * from './cliches/cliche';
export * from './count';
export * from './finding';
export * from './portfolio';
