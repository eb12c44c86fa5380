export * from './client/createApiClient';
export * from './constants';
export * from './count';
export * from './contract';
export * from './envelope';
export * from './query';
export * as routes from './routes';
export * from './tools';
