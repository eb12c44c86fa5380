export { CoreColoringTool, type CoreColoringToolProps } from './CoreColoringTool';
export { SCREENS as CORE_COLORING_SCREENS, type Screen as CoreColoringScreen } from './model/flow';
export type * from './types';
