export { Badge, PackageBadge } from './Badge';
export type { BadgeProps, BadgeTone, BadgeSize, PackageBadgeProps } from './Badge';
