import type { IntlShape } from 'react-intl';
import type {
  CatalogGalleryLabels,
  CatalogItemFormLabels,
  CatalogItemMessages,
  CatalogItemsTableLabels,
  StockAdjustDialogLabels,
} from '@wellness/ui/staff';

/** The design system's words for the staff catalogue, from the app's catalogs (keys `app.catalogAdmin.…`). */
export function catalogLabels(intl: IntlShape) {
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `app.catalogAdmin.${id}` }, values);
  const kinds = { product: t('kind.product'), service: t('kind.service'), affiliate: t('kind.affiliate') };
  const statuses = {
    draft: t('status.draft'),
    published: t('status.published'),
    archived: t('status.archived'),
  };
  const table: Partial<CatalogItemsTableLabels> = {
    search: t('table.search'),
    searchPlaceholder: t('table.searchPlaceholder'),
    actions: t('table.actions'),
    loading: intl.formatMessage({ id: 'app.staff.queue.loading' }),
    empty: t('table.empty'),
    noMatch: t('table.noMatch'),
    error: intl.formatMessage({ id: 'app.staff.queue.error' }),
    kind: t('field.kind'),
    kinds,
    category: t('table.category'),
    stock: t('table.stock'),
    stocks: {
      in_stock: t('stock.inStock'),
      low: t('stock.low'),
      out: t('stock.out'),
      uncounted: t('stock.uncounted'),
    },
    status: t('field.status'),
    statuses,
    any: t('table.any'),
    add: t('table.add'),
    open: t('table.open'),
    openRow: (name) => t('table.openRow', { name }),
  };
  const form: Partial<CatalogItemFormLabels> = {
    title: t('form.title'),
    basics: t('form.basics'),
    texts: t('form.texts'),
    prices: t('form.prices'),
    stock: t('form.stock'),
    kind: t('field.kind'),
    kinds,
    status: t('field.status'),
    statuses,
    languages: { en: t('language.en'), tr: t('language.tr'), ar: t('language.ar') },
    name: t('field.name'),
    shortDescription: t('field.shortDescription'),
    description: t('field.description'),
    htmlHint: t('form.htmlHint'),
    fallbackHint: t('form.fallbackHint'),
    regularPrice: t('field.regularPrice'),
    salePrice: t('field.salePrice'),
    salePriceHint: t('field.salePriceHint'),
    stockQuantity: t('field.stockQuantity'),
    stockQuantityHint: t('field.stockQuantityHint'),
    lowStockThreshold: t('field.lowStockThreshold'),
    lowStockThresholdHint: t('field.lowStockThresholdHint'),
    categories: t('field.categories'),
    externalUrl: t('field.externalUrl'),
    externalUrlHint: t('field.externalUrlHint'),
    featured: t('field.featured'),
    save: t('form.save'),
    busy: t('form.busy'),
    cancel: t('form.cancel'),
  };
  const messages: Partial<CatalogItemMessages> = {
    required: t('rule.required'),
    price: t('rule.price'),
    saleBelowRegular: t('rule.saleBelowRegular'),
    wholeNumber: t('rule.wholeNumber'),
    link: t('rule.link'),
  };
  const gallery: Partial<CatalogGalleryLabels> = {
    title: t('gallery.title'),
    hint: t('gallery.hint'),
    add: t('gallery.add'),
    uploading: t('gallery.uploading'),
    first: t('gallery.first'),
    makeFirst: (n) => t('gallery.makeFirst', { n }),
    earlier: (n) => t('gallery.earlier', { n }),
    later: (n) => t('gallery.later', { n }),
    remove: (n) => t('gallery.remove', { n }),
    picture: (n) => t('gallery.picture', { n }),
    empty: t('gallery.empty'),
  };
  const stock: Partial<StockAdjustDialogLabels> = {
    title: t('adjust.title'),
    reason: t('adjust.reason'),
    reasons: { restock: t('adjust.restock'), count: t('adjust.count'), damage: t('adjust.damage') },
    quantity: {
      restock: t('adjust.quantityRestock'),
      count: t('adjust.quantityCount'),
      damage: t('adjust.quantityDamage'),
    },
    note: t('adjust.note'),
    noteHelper: t('adjust.noteHelper'),
    quantityInvalid: t('rule.wholeNumber'),
    confirm: t('form.save'),
    cancel: t('form.cancel'),
    busy: t('form.busy'),
    close: t('adjust.close'),
  };
  return { t, table, form, messages, gallery, stock, kinds, statuses };
}
