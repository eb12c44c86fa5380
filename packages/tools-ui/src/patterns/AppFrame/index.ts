export { AppFrame, type AppFrameProps, IdentityName } from './AppFrame';
