export * from './client/createApiClient';
export * from './contract';
export * from './envelope';
export * from './query';
