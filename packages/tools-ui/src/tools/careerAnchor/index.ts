export { CareerAnchorTool, type CareerAnchorToolProps } from './CareerAnchorTool';
export { SCREENS as CAREER_ANCHOR_SCREENS, type Screen as CareerAnchorScreen } from './model/flow';
export type * from './types';
