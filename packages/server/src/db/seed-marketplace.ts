import { catalogItemValues } from '../services/catalog.js';
import type { Database } from './index.js';
import {
  catalogCategories,
  catalogItemCategories,
  catalogItems,
  marketplaceSliders,
  partners,
} from './schema.js';
import {
  AFFILIATE_CATEGORY,
  ALL_PRODUCTS_CATEGORY,
  ALL_SERVICES_CATEGORY,
  seedCategories,
  seedItems,
  seedPartners,
  seedSliders,
  type SeedItem,
} from './seed-marketplace-data.js';
import { MEDIA_PREFIX } from './seed-groups.js';

/** Units of each seeded product. */
export const SEED_PRODUCT_STOCK = 25;

/** The committed images (scripts/generate-marketplace-media.ts writes them under media/marketplace/). */
export const catalogImageCount = (item: Pick<SeedItem, 'images'>) => item.images ?? 3;
export const catalogImagePath = (key: string, view: number) =>
  `${MEDIA_PREFIX}marketplace/${key}-${view}.svg`;
export const partnerLogoPath = (key: string) => `${MEDIA_PREFIX}marketplace/partner-${key}.svg`;

const ALL_OF_KIND = {
  product: ALL_PRODUCTS_CATEGORY,
  service: ALL_SERVICES_CATEGORY,
  affiliate: AFFILIATE_CATEGORY,
};

/** The seeded marketplace (idempotent: rows an operator edited are left alone). */
export async function seedMarketplace(db: Database) {
  await db
    .insert(catalogCategories)
    .values(seedCategories.map((c, position) => ({ ...c, position })))
    .onConflictDoNothing();
  await db
    .insert(catalogItems)
    .values(
      seedItems.map((item) =>
        catalogItemValues({
          id: item.id,
          kind: item.kind,
          name: item.name,
          slug: item.key,
          shortDescription: `<p>${item.short}</p>`,
          description: item.description.map((p) => `<p>${p}</p>`).join(''),
          regular: item.regular,
          sale: item.sale,
          images: Array.from({ length: catalogImageCount(item) }, (_, i) => ({
            src: catalogImagePath(item.key, i + 1),
            alt: i === 0 ? item.name : `${item.name}, view ${i + 1}`,
          })),
          attributes: item.attributes,
          dimensions: item.dimensions,
          externalUrl: item.externalUrl,
          featured: item.featured,
          // Products are counted (a demo stock); services and affiliate items are not.
          stockQuantity: item.kind === 'product' ? SEED_PRODUCT_STOCK : null,
          seedKey: item.key,
        }),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(catalogItemCategories)
    .values(
      seedItems.flatMap((item) => [
        { itemId: item.id, categoryId: ALL_OF_KIND[item.kind], position: 0 },
        { itemId: item.id, categoryId: item.category, position: 1 },
      ]),
    )
    .onConflictDoNothing();
  await db
    .insert(marketplaceSliders)
    .values(seedSliders.map(({ key, ...slider }, position) => ({ ...slider, seedKey: key, position })))
    .onConflictDoNothing({ target: marketplaceSliders.seedKey });
  await db
    .insert(partners)
    .values(seedPartners.map(({ key, ...p }) => ({ ...p, logo: partnerLogoPath(key), seedKey: key })))
    .onConflictDoNothing({ target: partners.seedKey });
}
