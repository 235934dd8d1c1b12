import { parseAmount } from '../components/Price';
import { dateTimeFormat } from '../components/intlFormats';

/** §9: order dates as 'MMM DD, YYYY' ('Nov 05, 2026'), in the given locale's month names. */
export function formatOrderDate(iso: string, locale = 'en-US', timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return dateTimeFormat(locale, {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** §2: an order's sub total is the sum of its line items' subtotals. */
export function orderSubtotal(order: { line_items: readonly { subtotal: string }[] }): number {
  const cents = order.line_items.reduce(
    (sum, line) => sum + Math.round((parseAmount(line.subtotal) ?? 0) * 100),
    0,
  );
  return cents / 100;
}

export const amountOf = (value: string | number): number => parseAmount(value) ?? 0;
