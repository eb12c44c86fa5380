export * from './client/createApiClient';
export { STOPPED_MESSAGE } from './client/eventStream';
export * from './constants';
export * from './contract';
export * from './count';
export * from './envelope';
export * from './query';
export * as routes from './routes';
export * from './tools';
