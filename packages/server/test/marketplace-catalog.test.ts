import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { catalogCategories, catalogItemCategories, catalogItems } from '../src/db/schema.js';
import { seedItems } from '../src/db/seed-marketplace-data.js';
import { catalogItemValues, catalogService, type CatalogQuery } from '../src/services/catalog.js';
import { readyMember } from './support/members.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

interface Product {
  id: number;
  name: string;
  images: { src: string }[];
  categories: { id: number; name: string; slug: string; parent: number; count: number }[];
  short_description: string;
  description: string;
  regular_price: string;
  sale_price: string;
  price: string;
  external_url: string;
  featured: boolean;
  related_ids: number[];
}
interface ProductPage {
  items: Product[];
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
}

const seededOf = (kind: string) => seedItems.filter((i) => i.kind === kind);

/**
 * Items made for one test, all with a unique word in their names (so a search finds only them) and in a
 * category of their own (parent 16) besides 16 itself.
 */
async function makeItems(
  server: TestServer,
  items: { name: string; regular: string; sale?: string; featured?: boolean; isActive?: boolean }[],
) {
  const word = `Tq${randomBytes(4).toString('hex')}`;
  const categoryId = 1000 + Math.floor(Math.random() * 1_000_000);
  await server.db
    .insert(catalogCategories)
    .values({ id: categoryId, name: `Test ${word}`, slug: `test-${word}`, parent: 16, kind: 'product' });
  const rows = await server.db
    .insert(catalogItems)
    .values(
      items.map((item, i) =>
        catalogItemValues({
          kind: 'product',
          name: `${word} ${item.name}`,
          slug: `${word}-${i}`.toLowerCase(),
          shortDescription: '<p>Short <b>text</b></p>',
          description: '<p>Long text</p>',
          regular: item.regular,
          sale: item.sale,
          images: [{ src: '/media/marketplace/cork-yoga-mat-1.svg', alt: item.name }],
          featured: item.featured,
          status: item.isActive === false ? 'archived' : 'published',
        }),
      ),
    )
    .returning({ id: catalogItems.id, name: catalogItems.name });
  await server.db.insert(catalogItemCategories).values(
    rows.flatMap((r) => [
      { itemId: r.id, categoryId: 16, position: 0 },
      { itemId: r.id, categoryId, position: 1 },
    ]),
  );
  return { word, categoryId, ids: rows.map((r) => r.id) };
}

describeEachDatabase('marketplace catalogue', (server) => {
  let token = '';
  const member = async () => (token ||= await readyMember(server, uniqueEmail('market')));
  const products = async (body: Record<string, unknown>) =>
    server.call<ProductPage>('POST', '/v1/marketplace/products/by/category', { token: await member(), body });
  const names = (page: { body: { data: ProductPage } }) =>
    page.body.data.items.map((p) => p.name.replace(/^Tq[0-9a-f]+ /, ''));

  test('the seeded catalogue: 60+ items, special categories 16 / 58 / 93, pages of 20, images served', async () => {
    expect(seedItems.length).toBeGreaterThanOrEqual(60);
    const first = await products({ category: 16, page: 1, per_page: 20 });
    expect(first.status).toBe(200);
    const productCount = seededOf('product').length;
    expect(first.body.data).toMatchObject({ page: 1, per_page: 20, total: productCount });
    expect(first.body.data.total_pages).toBe(Math.ceil(productCount / 20));
    expect(first.body.data.items).toHaveLength(20);
    const second = await products({ category: 16, page: 2, per_page: 20 });
    expect(second.body.data.items).toHaveLength(productCount - 20);
    const ids = [...first.body.data.items, ...second.body.data.items].map((p) => p.id);
    expect(new Set(ids).size).toBe(productCount);
    for (const product of first.body.data.items) {
      expect(product.categories[0]).toMatchObject({ id: 16, slug: 'allproducts', parent: 0 });
      expect(product.categories[1]?.parent).toBe(16);
      expect(product.images.length).toBeGreaterThanOrEqual(3);
      expect(product.external_url).toBe('');
    }
    const image = await server.app.inject({ method: 'GET', url: first.body.data.items[0]!.images[0]!.src });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');

    const services = await server.call<ProductPage>('POST', '/v1/marketplace/services/by/category', {
      token: await member(),
      body: { category: 58, page: 1, per_page: 20 },
    });
    expect(services.body.data.total).toBe(seededOf('service').length);
    expect(services.body.data.items.every((s) => s.categories[0]?.slug === 'services')).toBe(true);

    const affiliate = await server.call<ProductPage>('POST', '/v1/marketplace/affiliate/list', {
      token: await member(),
      body: { page: 1, per_page: 20 },
    });
    expect(affiliate.body.data.total).toBe(seededOf('affiliate').length);
    expect(affiliate.body.data.items.every((a) => a.external_url.startsWith('https://'))).toBe(true);
    expect(affiliate.body.data.items.every((a) => a.categories[0]?.id === 93)).toBe(true);
  });

  test('categories: allproducts first, services 58 with its children, counts of active items', async () => {
    const response = await server.call<Product['categories']>(
      'POST',
      '/v1/marketplace/product/categories/list',
      { token: await member(), body: { page: 1, per_page: 100 } },
    );
    const categories = response.body.data;
    expect(categories[0]).toMatchObject({ id: 16, slug: 'allproducts' });
    expect(categories.find((c) => c.id === 58)).toMatchObject({ slug: 'services', parent: 0 });
    expect(categories.filter((c) => c.parent === 58).length).toBeGreaterThan(2);
    expect(categories.some((c) => c.id === 93)).toBe(false);
    const yoga = categories.find((c) => c.slug === 'yoga-pilates');
    expect(yoga?.count).toBe(seedItems.filter((i) => i.category === yoga?.id).length);
    const affiliate = await server.call<Product['categories']>(
      'POST',
      '/v1/marketplace/affiliate/categories',
      {
        token: await member(),
      },
    );
    expect(affiliate.body.data[0]).toMatchObject({ id: 93 });
    expect(affiliate.body.data.slice(1).every((c) => c.parent === 93)).toBe(true);
  });

  test('default sort is by name descending; price sorts use the sale price when there is one', async () => {
    const { word } = await makeItems(server, [
      { name: 'alpha', regular: '50.00', sale: '10.00' },
      { name: 'bravo', regular: '20.00' },
      { name: 'charlie', regular: '30.00', sale: '25.00' },
      { name: 'delta', regular: '15.00' },
    ]);
    const base = { category: 16, page: 1, per_page: 20, search: word };
    expect(names(await products(base))).toEqual(['delta', 'charlie', 'bravo', 'alpha']);
    expect(names(await products({ ...base, orderby: 'lowtohigh' }))).toEqual([
      'alpha',
      'delta',
      'bravo',
      'charlie',
    ]);
    expect(names(await products({ ...base, orderby: 'hightolow' }))).toEqual([
      'charlie',
      'bravo',
      'delta',
      'alpha',
    ]);
    const [alpha] = (await products({ ...base, orderby: 'lowtohigh' })).body.data.items;
    expect(alpha).toMatchObject({ regular_price: '50.00', sale_price: '10.00', price: '10.00' });
    const bravo = (await products(base)).body.data.items[2];
    expect(bravo).toMatchObject({ regular_price: '20.00', sale_price: '', price: '20.00' });
  });

  test('search ignores case and accents, and treats % and _ as letters', async () => {
    const { categoryId } = await makeItems(server, [
      { name: 'Café Crème Scrub', regular: '10.00' },
      { name: 'Şifa Çayı', regular: '10.00' },
      { name: 'Plain 100% Cotton', regular: '10.00' },
    ]);
    const find = async (search: string) =>
      names(await products({ category: categoryId, page: 1, per_page: 20, search }));
    expect(await find('cafe')).toEqual(['Café Crème Scrub']);
    expect(await find('CAFÉ CRÈME')).toEqual(['Café Crème Scrub']);
    expect(await find('creme scrub')).toEqual(['Café Crème Scrub']);
    expect(await find('sifa cayi')).toEqual(['Şifa Çayı']);
    expect(await find('100%')).toEqual(['Plain 100% Cotton']);
    expect(await find('%')).toEqual(['Plain 100% Cotton']);
    expect(await find('_')).toEqual([]);
    // The seed: an accent-free search finds the accented name.
    const seeded = await products({ category: 16, page: 1, per_page: 20, search: 'matcha' });
    expect(seeded.body.data.items.map((p) => p.name)).toEqual(['Ceremonial Grade Matcha']);
  });

  test('category filter, paging past the end, inactive items hidden, 401 without a token', async () => {
    const { categoryId, word } = await makeItems(server, [
      { name: 'one', regular: '1.00' },
      { name: 'two', regular: '2.00' },
      { name: 'three', regular: '3.00' },
      { name: 'hidden', regular: '4.00', isActive: false },
    ]);
    const inCategory = await products({ category: categoryId, page: 1, per_page: 2 });
    expect(names(inCategory)).toEqual(['two', 'three']);
    expect(inCategory.body.data).toMatchObject({ total: 3, total_pages: 2 });
    expect(names(await products({ category: categoryId, page: 2, per_page: 2 }))).toEqual(['one']);
    const past = await products({ category: categoryId, page: 5, per_page: 2 });
    expect(past.body.data).toMatchObject({ items: [], total: 3, total_pages: 2 });
    // The services list never shows products, whatever the category.
    const services = await server.call<ProductPage>('POST', '/v1/marketplace/services/by/category', {
      token: await member(),
      body: { category: categoryId, page: 1, per_page: 20, search: word },
    });
    expect(services.body.data.total).toBe(0);
    const anonymous = await server.call('POST', '/v1/marketplace/products/by/category', {
      body: { category: 16, page: 1, per_page: 20 },
    });
    expect(anonymous.status).toBe(401);
    const bad = await products({ category: 16, page: 0, per_page: 500 });
    expect(bad.status).toBe(400);
    const badSort = await products({ category: 16, page: 1, per_page: 20, orderby: 'price' });
    expect(badSort.status).toBe(400);
  });

  test('featured products are the recommended list; detail carries related ids; unknown ids are 404', async () => {
    const featured = await server.call<ProductPage>('POST', '/v1/marketplace/products/featured', {
      token: await member(),
      body: { featured: true, per_page: 4 },
    });
    expect(featured.status).toBe(200);
    expect(featured.body.data.items).toHaveLength(4);
    expect(featured.body.data.total).toBe(seededOf('product').filter((i) => i.featured).length);
    expect(featured.body.data.items.every((p) => p.featured)).toBe(true);

    const mat = seedItems.find((i) => i.key === 'cork-yoga-mat')!;
    const view = await server.call<Product>('POST', '/v1/marketplace/product', {
      token: await member(),
      body: { id: mat.id },
    });
    expect(view.body.data).toMatchObject({
      id: mat.id,
      name: mat.name,
      regular_price: '89.00',
      sale_price: '74.00',
      price: '74.00',
    });
    expect(view.body.data.categories.map((c) => c.slug)).toEqual(['allproducts', 'yoga-pilates']);
    expect(view.body.data.related_ids.length).toBe(4);
    expect(view.body.data.related_ids).not.toContain(mat.id);
    const related = seedItems.filter((i) => view.body.data.related_ids.includes(i.id));
    expect(related.every((i) => i.category === mat.category)).toBe(true);

    const missing = await server.call('POST', '/v1/marketplace/product', {
      token: await member(),
      body: { id: 999_999 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error?.code).toBe('PRODUCT_NOT_FOUND');
  });

  test('rich text is sanitised when written', async () => {
    const [row] = await server.db
      .insert(catalogItems)
      .values(
        catalogItemValues({
          kind: 'service',
          name: 'Sanitised service',
          slug: `sanitised-${randomBytes(4).toString('hex')}`,
          shortDescription: '<p onclick="alert(1)">Calm <script>alert(1)</script>care</p>',
          description:
            '<p>Safe</p><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
          regular: '10.00',
          images: [],
        }),
      )
      .returning();
    expect(row?.shortDescription).toBe('<p>Calm care</p>');
    expect(row?.description).toBe('<p>Safe</p>');
    const seeded = await server.db
      .select()
      .from(catalogItems)
      .where(inArray(catalogItems.id, [101, 201, 301]));
    for (const item of seeded) expect(item.description).not.toMatch(/<script|onerror|onclick/i);
  });

  test('sliders: open to anyone, both banner types', async () => {
    const response = await server.call<{ type: number; image: string; link: string | null }[]>(
      'GET',
      '/v1/slider/list',
    );
    expect(response.status).toBe(200);
    expect(new Set(response.body.data.map((s) => s.type))).toEqual(new Set([1, 2]));
    const banner = await server.app.inject({ method: 'GET', url: response.body.data[0]!.image });
    expect(banner.statusCode).toBe(200);
  });

  test('EXPLAIN: the list statements can use the catalogue indexes', async () => {
    const catalog = catalogService({ db: server.db });
    const plan = async (query: CatalogQuery) =>
      server.db.transaction(async (tx) => {
        // The seed is small enough that a sequential scan is cheapest; forbid it to see which index serves.
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql`explain ${catalog.listQuery(query)}`);
        return ((result as unknown as { rows: unknown[] }).rows as { 'QUERY PLAN': string }[])
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      });
    const base = { kind: 'product' as const, page: 1, perPage: 20 };
    expect(await plan(base)).toContain('catalog_items_kind_name_idx');
    expect(await plan({ ...base, orderby: 'lowtohigh' })).toContain('catalog_items_kind_price_idx');
    expect(await plan({ ...base, orderby: 'hightolow', search: 'yoga' })).toContain(
      'catalog_items_kind_price_idx',
    );
    expect(await plan({ ...base, category: 17 })).toMatch(
      /catalog_item_categories_(category_idx|item_id_category_id_pk)/,
    );
  });
});
