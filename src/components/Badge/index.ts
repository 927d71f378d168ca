export { Badge, type BadgeProps } from './Badge';
export { badgeTones, type BadgeTone } from './Badge.css';
