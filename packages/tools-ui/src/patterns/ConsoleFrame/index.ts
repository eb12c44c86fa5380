export { ConsoleFrame, type ConsoleFrameProps, type ConsoleNavigationGroup } from './ConsoleFrame';
