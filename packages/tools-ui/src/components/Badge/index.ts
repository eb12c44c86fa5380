export { Badge, type BadgeProps } from './Badge';
export { badgeTones } from './Badge.css';
