export {
  closeLayer,
  nextZIndex,
  openLayer,
  PINNED_CEILING,
  PINNED_FLOOR,
  pinLayer,
  raiseLayer,
  UNPINNED_CEILING,
  UNPINNED_FLOOR,
  type WindowLayer,
} from './stacking';
export { ToolWindow, type ToolWindowProps, type WindowPosition } from './ToolWindow';
export { ToolWindowLayer, type ToolWindowStack, useToolWindowStack } from './ToolWindowLayer';
