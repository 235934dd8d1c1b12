import type { Product, ProductCategory } from '@wellness/api';
import { truncate } from '../components/RichText/text';

/** §9: product names are cut at 30 characters on cards, with an ellipsis. */
const PRODUCT_NAME_LIMIT = 30;
/** §9: a detail page's description shows 400 characters before Show more. */
export const DESCRIPTION_LIMIT = 400;
/** §9: a home section shows the first 4 items. */
export const SECTION_SIZE = 4;

/** The name as a card shows it: at most 30 characters, then '...'. */
export function cardName(name: string): string {
  return truncate(name.trim(), PRODUCT_NAME_LIMIT);
}

/** §2: the category shown is the second one when there is one, otherwise the first. */
export function shownCategory(categories: readonly Pick<ProductCategory, 'name'>[]): string {
  return (categories[1] ?? categories[0])?.name ?? '';
}

/** What a card needs of a catalogue item. */
export type CatalogCardItem = Pick<
  Product,
  'id' | 'name' | 'images' | 'categories' | 'regular_price' | 'sale_price'
>;

/** The §9 sort choices: the default (name), then price low to high and high to low. */
export type CatalogSort = '' | 'lowtohigh' | 'hightolow';
