export { isLoading, loadingState, trackLoading } from './loading';
export { checkDevelopmentServer, type ServerInfo, serverInfo } from './serverInfo';
export { unknownRouteTarget } from './unknownRoute';
