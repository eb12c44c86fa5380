export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';
export {
  createLoadingController,
  LOADING_HIDE_DELAY_MS,
  LOADING_SHOW_DELAY_MS,
  type LoadingController,
  type LoadingControllerOptions,
} from './loadingController';
