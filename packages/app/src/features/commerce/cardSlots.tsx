import type { ReactNode } from 'react';
import { WishlistHeartButton } from './ProductActions';

/** What a catalogue card or detail page names about its item. */
interface CatalogItem {
  id: number;
  name: string;
  categories: readonly { id: number }[];
}

/** §9: 16 is the all-products category; an item is added under its own first category. */
export const categoryIdOf = (item: CatalogItem) => item.categories[0]?.id ?? 16;

/** The heart on every product card (the cards' `topAction` slot). */
export function commerceCardSlots(item: CatalogItem): { topAction: ReactNode } {
  return {
    topAction: (
      <WishlistHeartButton productId={item.id} categoryId={categoryIdOf(item)} name={item.name} size="sm" />
    ),
  };
}
