export { Tooltip, type TooltipPlacement, type TooltipProps, tooltipPlacements } from './Tooltip';
