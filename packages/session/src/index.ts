export { AREAS, type AreaRules, type GuardArea, inArea, loginRedirect, type SessionKind, safeRedirect } from './areas';
export { ensureSession, type LoginResult, type LoginRoute, login, logout, logoutTarget } from './auth';
export {
  type CompletedFlag,
  type CompletedTools,
  clearCompletedTools,
  completedFrom,
  completedTools,
  loadCompletedTools,
} from './completedTools';
export { isPhone, PHONE_REFUSED_MESSAGE } from './device';
export { admits, type GuardDecision, guard } from './guard';
export { isLoading, loadingState, trackLoading, useLoadingRequests } from './loading';
export { guardedRouteTarget } from './routeDecision';
export { invalidParamsTarget, paramRule } from './routeParams';
export { checkDevelopmentServer, type ServerInfo, serverInfo } from './serverInfo';
export {
  type AdminSession,
  applyLogin,
  clearSession,
  identities,
  isAcceptedLogin,
  type Sessions,
  sessions,
  type UniversitySession,
  type UniversityUserSession,
  type UserSession,
} from './stores';
export { BAD_ACCESS_MESSAGE, type EntryResult, enterWithLink, type LinkEntry } from './tokenEntry';
export { universityHome } from './universityHome';
export { unknownRouteTarget } from './unknownRoute';
export { clearUrlData, storeUrlData, URL_DATA_KEY, type UrlData, urlData } from './urlData';
