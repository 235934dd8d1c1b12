import type { CartColumnLabels, CartTableLabels } from '@wellness/ui/commerce';

type T = (id: string, values?: Record<string, string | number>) => string;

export const cartColumnLabels = (t: T): CartColumnLabels => ({
  image: t('app.commerce.cart.image'),
  name: t('app.commerce.cart.name'),
  category: t('app.commerce.cart.category'),
  price: t('app.commerce.cart.price'),
  quantity: t('app.commerce.cart.quantity'),
  total: t('app.commerce.cart.total'),
  actions: t('app.commerce.cart.actions'),
});

export const cartTableLabels = (t: T): CartTableLabels => ({
  decrease: (name) => t('app.commerce.cart.decrease', { name }),
  increase: (name) => t('app.commerce.cart.increase', { name }),
  quantity: (name) => t('app.commerce.cart.quantityOf', { name }),
  remove: (name) => t('app.commerce.cart.remove', { name }),
  confirmTitle: t('app.commerce.cart.confirmTitle'),
  confirmMessage: (name) => t('app.commerce.cart.confirmMessage', { name }),
  confirmYes: t('app.commerce.confirm.yes'),
  confirmNo: t('app.commerce.confirm.no'),
  originalPrice: t('app.commerce.list.originalPrice'),
});
