import { resolvePrice } from '../components/Price';

/** What a cart or wishlist row carries about its price (decimal strings; sale_price '' when none). */
interface PricedItem {
  regular_price: string;
  sale_price: string;
}

/** §4: the sale price, or the regular price when there is no sale price. */
export function unitPrice(item: PricedItem): number {
  return resolvePrice(item.regular_price, item.sale_price).amount;
}

/** In whole cents, so sums of dollars never drift. */
const cents = (dollars: number) => Math.round(dollars * 100);

export function lineTotal(item: PricedItem & { quantity: number }): number {
  return (cents(unitPrice(item)) * item.quantity) / 100;
}

/** §4: the sum of quantity times the unit price (display only: the server decides what is charged). */
export function cartSubtotal(items: readonly (PricedItem & { quantity: number })[]): number {
  return items.reduce((sum, item) => sum + cents(unitPrice(item)) * item.quantity, 0) / 100;
}

/** §3: the category shown is the second one when there are several, else the first. */
export function categoryName(categories: readonly { name: string }[]): string {
  return (categories[1] ?? categories[0])?.name ?? '—';
}
