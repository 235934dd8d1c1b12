import { describe, expect, test } from 'vitest';
import { itemBodyOf, newCatalogItemDraft, validateCatalogItem } from './catalogItemRules';

const draft = { ...newCatalogItemDraft(), name: { en: 'Cedar balm' }, regular_price: '40.00' };

describe('validateCatalogItem', () => {
  test('a named item with a price passes', () => {
    expect(validateCatalogItem(draft)).toEqual({});
  });
  test('the sale price must be below the regular one', () => {
    expect(validateCatalogItem({ ...draft, sale_price: '40' }).sale_price).toBe(
      'The sale price must be below the regular price',
    );
    expect(validateCatalogItem({ ...draft, sale_price: '39.99' })).toEqual({});
  });
  test('names the fields in error', () => {
    expect(
      validateCatalogItem({
        ...draft,
        name: { ar: 'بلسم' },
        regular_price: '12.345',
        stock_quantity: '2.5',
        kind: 'affiliate',
        external_url: 'ftp://x',
      }),
    ).toEqual({
      name: { en: 'This field is required' },
      regular_price: 'Enter a price such as 24.50',
      stock_quantity: 'Enter a whole number of units',
      external_url: 'Please enter a valid URL, including scheme',
    });
  });
});

describe('itemBodyOf', () => {
  test('sends the Product field names, the translations, and the first count only when adding', () => {
    const body = itemBodyOf(
      { ...draft, name: { en: ' Cedar balm ', ar: 'بلسم' }, stock_quantity: '2' },
      true,
    );
    expect(body).toMatchObject({
      name: 'Cedar balm',
      stock_quantity: 2,
      external_url: '',
      translations: { ar: { name: 'بلسم' }, tr: { name: '' } },
    });
    expect(itemBodyOf(draft, false)).not.toHaveProperty('stock_quantity');
  });
});
