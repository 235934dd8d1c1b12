import { sql, type AnyColumn } from 'drizzle-orm';
import { catalogItemValues } from '../services/catalog.js';
import type { Translations } from '../services/locale.js';
import type { Database } from './index.js';
import {
  catalogCategories,
  catalogItemCategories,
  catalogItems,
  marketplaceSliders,
  partners,
  type CatalogItemTexts,
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
import {
  categoryTranslations,
  itemTranslations,
  partnerTranslations,
  sliderTranslations,
  type SeedItemTexts,
} from './seed-marketplace-translations.js';

/** Units of each seeded product. */
const SEED_PRODUCT_STOCK = 25;

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

const paragraphs = (texts: string[]) => texts.map((p) => `<p>${p}</p>`).join('');

/** A seed item's Turkish and Arabic texts in the columns' shape (HTML paragraphs, like the English ones). */
function itemTexts(key: string): Translations<CatalogItemTexts> {
  return Object.fromEntries(
    Object.entries(itemTranslations[key] ?? {}).map(([locale, t]: [string, Partial<SeedItemTexts>]) => [
      locale,
      {
        ...(t.name ? { name: t.name } : {}),
        ...(t.short ? { shortDescription: `<p>${t.short}</p>` } : {}),
        ...(t.description ? { description: paragraphs(t.description) } : {}),
        ...(t.attributes ? { attributes: t.attributes } : {}),
      },
    ]),
  );
}

/** On a seeded row already there: the seed's translations while it has none (an operator's stay as they are). */
const whileUntranslated = (column: AnyColumn) => sql`${column} = '{}'::jsonb`;

/** The seeded marketplace (idempotent: rows an operator edited are left alone, but gain missing translations). */
export async function seedMarketplace(db: Database) {
  await db
    .insert(catalogCategories)
    .values(
      seedCategories.map((c, position) => ({
        ...c,
        position,
        translations: categoryTranslations[c.id] ?? {},
      })),
    )
    .onConflictDoUpdate({
      target: catalogCategories.id,
      set: { translations: sql`excluded.translations` },
      setWhere: whileUntranslated(catalogCategories.translations),
    });
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
          description: paragraphs(item.description),
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
          translations: itemTexts(item.key),
        }),
      ),
    )
    .onConflictDoUpdate({
      target: catalogItems.id,
      set: { translations: sql`excluded.translations` },
      setWhere: whileUntranslated(catalogItems.translations),
    });
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
    .values(
      seedSliders.map(({ key, art: _art, ...slider }, position) => ({
        ...slider,
        seedKey: key,
        position,
        translations: sliderTranslations[key] ?? {},
      })),
    )
    .onConflictDoUpdate({
      target: marketplaceSliders.seedKey,
      // Banners seeded before they had words gain their title and text with the translations.
      set: {
        title: sql`excluded.title`,
        text: sql`excluded.text`,
        translations: sql`excluded.translations`,
      },
      setWhere: whileUntranslated(marketplaceSliders.translations),
    });
  await db
    .insert(partners)
    .values(
      seedPartners.map(({ key, ...p }) => ({
        ...p,
        logo: partnerLogoPath(key),
        seedKey: key,
        translations: partnerTranslations[key] ?? {},
      })),
    )
    .onConflictDoUpdate({
      target: partners.seedKey,
      set: { translations: sql`excluded.translations` },
      setWhere: whileUntranslated(partners.translations),
    });
}
