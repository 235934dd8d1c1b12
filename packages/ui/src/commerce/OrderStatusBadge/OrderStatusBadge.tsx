import { Badge, type BadgeProps, type BadgeTone } from '../../components/Badge';

/** §4: processing teal, cancelled red, pending amber; any other value light blue. */
export function orderStatusTone(status: string): BadgeTone {
  if (status === 'processing') return 'primary';
  if (status === 'cancelled') return 'error';
  if (status === 'pending') return 'warning';
  return 'info';
}

/** §2: the status capitalised ('on-hold' → 'On-hold'). */
export function capitaliseStatus(status: string): string {
  return status.charAt(0).toLocaleUpperCase('en') + status.slice(1);
}

interface OrderStatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  status: string;
  /** The translated status; the capitalised value by default. */
  label?: string;
}

/** An order's status in the colour of §4. */
export function OrderStatusBadge({ status, label, size = 'md', ...rest }: OrderStatusBadgeProps) {
  return (
    <Badge tone={orderStatusTone(status)} size={size} data-status={status} {...rest}>
      {label ?? capitaliseStatus(status)}
    </Badge>
  );
}
