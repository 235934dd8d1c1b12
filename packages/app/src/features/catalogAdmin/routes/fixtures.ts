import type { StaffCatalogItem } from '@wellness/api';
import { marketplaceProducts } from '../../../test/screen/marketplace';

/** The staff views of a few of the screens' catalogue items (a sale, low stock, a draft service, archived). */
export const staffCatalogItems: StaffCatalogItem[] = marketplaceProducts
  .slice(0, 4)
  .map((product, index) => ({
    id: product.id,
    kind: index === 2 ? 'service' : 'product',
    status: index === 2 ? 'draft' : index === 3 ? 'archived' : 'published',
    name: product.name,
    categories: product.categories.map(({ id, name, slug }) => ({ id, name, slug })),
    short_description: product.short_description,
    description: product.description,
    regular_price: product.regular_price,
    sale_price: product.sale_price,
    stock_quantity: index === 2 ? null : [2, 40, 0, 0][index]!,
    stock_held: index === 0 ? 1 : 0,
    low_stock_threshold: 5,
    attributes: product.attributes,
    dimensions: product.dimensions,
    external_url: '',
    featured: product.featured,
    images: product.images,
    translations: {
      tr: { name: `${product.name} (TR)`, short_description: '', description: '' },
      ar: { name: 'حصيرة يوغا', short_description: '', description: '' },
    },
    created_at: '2026-11-20T10:00:00.000Z',
    stock_history: [
      {
        uuid: `0b1c0d2b-3a4f-4b6c-8d7e-9f0a1b2c3d4${index}`,
        at: '2026-11-20T10:00:00.000Z',
        reason: 'count',
        change: 3,
        quantity_after: 3,
        note: null,
        staff: 'staff@wellness.example',
      },
    ],
  }));
