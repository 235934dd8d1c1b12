import type { CatalogImage, CatalogItemStatus, CatalogKind, StaffCatalogItem } from '@wellness/api';
import { stringRules } from '@wellness/api/rules';

/** The languages staff write side by side; English is the fallback of the others. */
export const ITEM_LANGUAGES = ['en', 'tr', 'ar'] as const;
export type ItemLanguage = (typeof ITEM_LANGUAGES)[number];

/** The form's state: texts per language, numbers as typed, categories as ids. */
export interface CatalogItemDraft {
  kind: CatalogKind;
  status: CatalogItemStatus;
  name: Partial<Record<ItemLanguage, string>>;
  short_description: Partial<Record<ItemLanguage, string>>;
  description: Partial<Record<ItemLanguage, string>>;
  regular_price?: string;
  sale_price?: string;
  /** Only when adding an item: its first count ('' - not counted). */
  stock_quantity?: string;
  low_stock_threshold?: string;
  categories: number[];
  external_url?: string;
  featured: boolean;
  images: CatalogImage[];
}

export interface CatalogItemMessages {
  required: string;
  price: string;
  saleBelowRegular: string;
  wholeNumber: string;
  link: string;
}

export const defaultCatalogItemMessages: CatalogItemMessages = {
  required: 'This field is required',
  price: 'Enter a price such as 24.50',
  saleBelowRegular: 'The sale price must be below the regular price',
  wholeNumber: 'Enter a whole number of units',
  link: 'Please enter a valid URL, including scheme',
};

const PRICE = new RegExp(stringRules.CatalogPrice.patterns[0]!.pattern);
const LINK = /^https?:\/\/[^\s/$.?#][^\s]*$/;
const WHOLE = /^\d{1,7}$/;
const cents = (price: string) => Math.round(Number(price) * 100);

/** The item's rules the server also holds: a name, prices (sale below regular), whole units, a link for affiliates. */
export function validateCatalogItem(
  values: CatalogItemDraft,
  messages: CatalogItemMessages = defaultCatalogItemMessages,
) {
  const errors: Record<string, string | Record<string, string>> = {};
  if (!values.name?.en?.trim()) errors.name = { en: messages.required };
  const regular = values.regular_price?.trim() ?? '';
  const sale = values.sale_price?.trim() ?? '';
  if (!regular) errors.regular_price = messages.required;
  else if (!PRICE.test(regular)) errors.regular_price = messages.price;
  if (sale && !PRICE.test(sale)) errors.sale_price = messages.price;
  else if (sale && PRICE.test(regular) && cents(sale) >= cents(regular))
    errors.sale_price = messages.saleBelowRegular;
  for (const field of ['stock_quantity', 'low_stock_threshold'] as const) {
    const value = values[field]?.trim();
    if (value && !WHOLE.test(value)) errors[field] = messages.wholeNumber;
  }
  if (values.kind === 'affiliate') {
    const link = values.external_url?.trim() ?? '';
    if (!link) errors.external_url = messages.required;
    else if (!LINK.test(link)) errors.external_url = messages.link;
  }
  return errors;
}

/** A new item's first state: a draft product. */
export const newCatalogItemDraft = (kind: CatalogKind = 'product'): CatalogItemDraft => ({
  kind,
  status: 'draft',
  name: {},
  short_description: {},
  description: {},
  categories: [],
  featured: false,
  images: [],
  low_stock_threshold: '5',
});

/** An item as the form edits it. */
export function draftOf(item: StaffCatalogItem): CatalogItemDraft {
  const texts = (field: 'name' | 'short_description' | 'description') => ({
    en: item[field],
    tr: item.translations.tr?.[field] ?? '',
    ar: item.translations.ar?.[field] ?? '',
  });
  return {
    kind: item.kind,
    status: item.status,
    name: texts('name'),
    short_description: texts('short_description'),
    description: texts('description'),
    regular_price: item.regular_price,
    sale_price: item.sale_price,
    low_stock_threshold: String(item.low_stock_threshold),
    categories: item.categories.map((c) => c.id),
    external_url: item.external_url,
    featured: item.featured,
    images: item.images,
  };
}

/** What the form sends (the Product field names); `stock_quantity` only when adding. */
export function itemBodyOf(values: CatalogItemDraft, adding: boolean) {
  const text = (field: 'name' | 'short_description' | 'description', language: ItemLanguage) =>
    values[field]?.[language]?.trim() ?? '';
  const translation = (language: 'tr' | 'ar') => ({
    name: text('name', language),
    short_description: text('short_description', language),
    description: text('description', language),
  });
  const stock = values.stock_quantity?.trim();
  const threshold = values.low_stock_threshold?.trim();
  return {
    kind: values.kind,
    status: values.status,
    name: text('name', 'en'),
    short_description: text('short_description', 'en'),
    description: text('description', 'en'),
    regular_price: values.regular_price?.trim() ?? '',
    sale_price: values.sale_price?.trim() ?? '',
    categories: values.categories,
    external_url: values.kind === 'affiliate' ? (values.external_url?.trim() ?? '') : '',
    featured: values.featured,
    images: values.images,
    ...(threshold ? { low_stock_threshold: Number(threshold) } : {}),
    translations: { tr: translation('tr'), ar: translation('ar') },
    ...(adding ? { stock_quantity: stock ? Number(stock) : null } : {}),
  };
}
