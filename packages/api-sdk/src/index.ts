export * from './client/createApiClient';
export * from './constants';
export * from './contract';
export * from './count';
export * from './envelope';
export * from './query';
export * as routes from './routes';
export * from './tools';
