export { StatusBadge, statusTones, toneForStatus } from './StatusBadge';
export type { StatusBadgeProps, KnownStatus } from './StatusBadge';
