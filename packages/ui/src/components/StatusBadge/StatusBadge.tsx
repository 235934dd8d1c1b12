import { Badge } from '../Badge';
import type { BadgeProps, BadgeTone } from '../Badge';

/**
 * Statuses the spec colours (DESIGN.md "Feedback"): event status, order status, registrations,
 * transactions and health-hero sessions (pending, accepted, rejected). Matching ignores case and surrounding spaces.
 */
export const statusTones = {
  // Events
  upcoming: 'info',
  cancelled: 'error',
  completed: 'success',
  draft: 'neutralStrong',
  // Registrations (the spec spells the completed-events badge 'Canceled')
  registered: 'primary',
  canceled: 'error',
  // Orders
  processing: 'primary',
  pending: 'warning',
  // Transactions and sessions
  success: 'success',
  failed: 'error',
  accepted: 'success',
  rejected: 'error',
} as const satisfies Record<string, BadgeTone>;

export type KnownStatus = keyof typeof statusTones;

/** Tone for any status; statuses the spec does not name ("other" orders) are light blue. */
export function toneForStatus(status: string): BadgeTone {
  const key = status.trim().toLowerCase();
  return Object.hasOwn(statusTones, key) ? statusTones[key as KnownStatus] : 'neutralInfo';
}

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The status value from the data, e.g. 'cancelled' or 'Processing'. */
  status: KnownStatus | (string & {});
  /** The text shown (translated by the app); defaults to the status itself. */
  label?: string;
}

/** A badge whose colour is chosen from the status it shows. */
export function StatusBadge({ status, label, size = 'md', ...rest }: StatusBadgeProps) {
  return (
    <Badge tone={toneForStatus(status)} size={size} data-status={status.trim().toLowerCase()} {...rest}>
      {label ?? status}
    </Badge>
  );
}
