import { describe, expect, it } from 'vitest';
import type { Product } from '@wellness/api';
import { aUser, fail, ok } from '@wellness/api/testing';
import { runWithHarness, startHarness, type HarnessOptions } from '../../../test/sagaHarness';
import { readListQuery, writeListQuery } from '../paths';
import { loadDetail, marketplaceSaga } from '../saga';
import { categoriesFor } from '../selectors';
import { categoriesRequested, detailRequested, homeRequested, listRequested } from '../slice';

const product = (id: number, name: string, overrides: Partial<Product> = {}): Product => ({
  id,
  name,
  images: [],
  categories: [{ id: 16, name: 'All Products', slug: 'allproducts', parent: 0, count: 3 }],
  short_description: '',
  description: '',
  regular_price: '10.00',
  sale_price: '',
  price: '10.00',
  attributes: [],
  dimensions: { height: '', length: '', width: '' },
  external_url: '',
  featured: false,
  related_ids: [],
  ...overrides,
});
const page = (items: Product[], total = items.length, perPage = 20) => ({
  items,
  page: 1,
  per_page: perPage,
  total,
  total_pages: Math.ceil(total / perPage),
});

function harness(routes: HarnessOptions['routes']) {
  return startHarness(marketplaceSaga, {
    routes,
    state: { session: { status: 'signedIn', token: 't', user: aUser() } },
  });
}

describe('marketplace landing', () => {
  it('reads the banners and the four sections of 4 at once, and a failed section fails alone', async () => {
    const run = harness({
      'GET /slider/list': ok([
        {
          type: 1,
          image: '/media/marketplace/banner-services.svg',
          link: '/marketplace/services',
          title: 'Wellness Services',
          text: 'Massage and physio',
        },
      ]),
      'POST /marketplace/products/featured': ok(page([product(1, 'Mat')])),
      'POST /marketplace/products/by/category': ok(page([product(2, 'Tea')])),
      'POST /marketplace/services/by/category': ok(page([product(3, 'Massage')])),
      'POST /marketplace/affiliate/list': fail(500, 'Down', 'INTERNAL'),
    });
    run.dispatch(homeRequested());
    await run.until(() => run.state.marketplace.sections.services.status !== 'loading');
    run.stop();
    // Every call left before the first answer came back: no waterfall.
    const order = run.fetch.calls.map((call) => call.path);
    expect(order).toHaveLength(5);
    expect(run.fetch.callsTo('POST /marketplace/products/featured')[0]?.body).toEqual({
      featured: true,
      page: 1,
      per_page: 4,
    });
    expect(run.fetch.callsTo('POST /marketplace/products/by/category')[0]?.body).toEqual({
      category: 16,
      page: 1,
      per_page: 4,
    });
    expect(run.fetch.callsTo('POST /marketplace/services/by/category')[0]?.body).toMatchObject({
      category: 58,
    });
    const { sections, sliders } = run.state.marketplace;
    expect(sliders.items).toHaveLength(1);
    expect(sections.recommended.items.map((p) => p.name)).toEqual(['Mat']);
    expect(sections.products.items.map((p) => p.name)).toEqual(['Tea']);
    expect(sections.services.items.map((p) => p.name)).toEqual(['Massage']);
    expect(sections.affiliate).toEqual({
      status: 'failed',
      items: [],
      error: 'Oops something bad happened!',
    });
  });
});

describe('catalogue lists', () => {
  it('asks the server for 20 of the search, category and sort, and keeps the totals', async () => {
    const run = harness({
      'POST /marketplace/services/by/category': ok(page([product(3, 'Massage')], 41)),
    });
    run.dispatch(
      listRequested({
        kind: 'services',
        query: { search: ' massage ', category: '59', sort: 'hightolow', page: 3 },
      }),
    );
    await run.until(() => run.state.marketplace.list.status === 'succeeded');
    run.stop();
    expect(run.fetch.callsTo('POST /marketplace/services/by/category')[0]?.body).toEqual({
      category: 59,
      page: 3,
      per_page: 20,
      search: 'massage',
      orderby: 'hightolow',
    });
    expect(run.state.marketplace.list).toMatchObject({ total: 41, totalPages: 3, kind: 'services' });
  });

  it('lists every product (16) and the recommended ones without a category; affiliate items without one too', async () => {
    const run = harness({
      'POST /marketplace/products/by/category': ok(page([])),
      'POST /marketplace/products/featured': ok(page([])),
      'POST /marketplace/affiliate/list': ok(page([])),
    });
    const first = { search: '', category: '', sort: '' as const, page: 1 };
    run.dispatch(listRequested({ kind: 'products', query: first }));
    await run.until(() => run.state.marketplace.list.status === 'succeeded');
    run.dispatch(listRequested({ kind: 'recommended', query: first }));
    await run.until(() => run.state.marketplace.list.status === 'succeeded');
    run.dispatch(listRequested({ kind: 'affiliate', query: first }));
    await run.until(() => run.state.marketplace.list.status === 'succeeded');
    run.stop();
    expect(run.fetch.callsTo('POST /marketplace/products/by/category')[0]?.body).toEqual({
      category: 16,
      page: 1,
      per_page: 20,
    });
    expect(run.fetch.callsTo('POST /marketplace/products/featured')[0]?.body).toEqual({
      featured: true,
      page: 1,
      per_page: 20,
    });
    expect(run.fetch.callsTo('POST /marketplace/affiliate/list')[0]?.body).toEqual({ page: 1, per_page: 20 });
    expect(run.state.marketplace.list.items).toEqual([]);
  });

  it('says a list failed with the spec words, the list emptied', async () => {
    const run = harness({ 'POST /marketplace/products/by/category': fail(500, 'Down', 'INTERNAL') });
    run.dispatch(listRequested({ kind: 'products', query: { search: '', category: '', sort: '', page: 1 } }));
    await run.until(() => run.state.marketplace.list.status === 'failed');
    run.stop();
    expect(run.state.marketplace.list).toMatchObject({ items: [], error: 'Oops something bad happened!' });
  });

  it('reads the categories once, both calls together', async () => {
    const run = harness({
      'POST /marketplace/product/categories/list': ok([
        { id: 16, name: 'All Products', slug: 'allproducts', parent: 0, count: 2 },
        { id: 17, name: 'Yoga', slug: 'yoga', parent: 16, count: 2 },
        { id: 58, name: 'Wellness Services', slug: 'services', parent: 0, count: 1 },
        { id: 59, name: 'Massage', slug: 'massage', parent: 58, count: 1 },
      ]),
      'POST /marketplace/affiliate/categories': ok([
        { id: 93, name: 'Affiliate', slug: 'affiliate', parent: 0, count: 1 },
        { id: 94, name: 'Wearables', slug: 'wearables', parent: 93, count: 1 },
      ]),
    });
    run.dispatch(categoriesRequested());
    await run.until(() => run.state.marketplace.categories.status === 'succeeded');
    run.dispatch(categoriesRequested());
    await Promise.resolve();
    run.stop();
    expect(run.fetch.callsTo('POST /marketplace/product/categories/list')).toHaveLength(1);
    expect(run.fetch.callsTo('POST /marketplace/product/categories/list')[0]?.body).toEqual({
      page: 1,
      per_page: 100,
    });
    const { categories, affiliateCategories } = run.state.marketplace;
    expect(categoriesFor('products', categories.items).map((c) => c.name)).toEqual(['Yoga']);
    expect(categoriesFor('services', categories.items).map((c) => c.name)).toEqual(['Massage']);
    expect(categoriesFor('affiliate', affiliateCategories.items).map((c) => c.name)).toEqual(['Wearables']);
  });
});

describe('detail pages', () => {
  it('reads the item, then its related items together, leaving out one that cannot be read', async () => {
    const mat = product(1, 'Mat', { related_ids: [2, 3, 4] });
    const run = harness({
      'POST /marketplace/product': (request) => {
        const { id } = request.body as { id: number };
        if (id === 4) return fail(404, 'Product not found', 'PRODUCT_NOT_FOUND');
        return ok(id === 1 ? mat : product(id, `Item ${id}`));
      },
    });
    run.dispatch(detailRequested(1));
    await run.until(() => run.state.marketplace.detail.related.length > 0);
    run.stop();
    expect(run.state.marketplace.detail.product?.name).toBe('Mat');
    expect(run.state.marketplace.detail.related.map((p) => p.name)).toEqual(['Item 2', 'Item 3']);
    expect(run.fetch.callsTo('POST /marketplace/product')).toHaveLength(4);
  });

  it('ignores a failed fetch: the page keeps loading (§2)', async () => {
    const run = await runWithHarness(
      loadDetail,
      { routes: { 'POST /marketplace/product': fail(500, 'Down', 'INTERNAL') } },
      detailRequested(7),
    );
    expect(run.actions).toEqual([]);
    expect(run.toasts()).toEqual([]);
    expect(run.state.marketplace.detail.product).toBeNull();
  });
});

describe('the list address', () => {
  it('reads and writes the search, category, sort and page, dropping defaults and anything unreadable', () => {
    const query = readListQuery(new URLSearchParams('search=yoga mat&category=17&sort=lowtohigh&page=2'));
    expect(query).toEqual({ search: 'yoga mat', category: '17', sort: 'lowtohigh', page: 2 });
    expect(writeListQuery(query).toString()).toBe('search=yoga+mat&category=17&sort=lowtohigh&page=2');
    expect(readListQuery(new URLSearchParams('category=x&sort=cheap&page=-1'))).toEqual({
      search: '',
      category: '',
      sort: '',
      page: 1,
    });
    expect(writeListQuery({ search: '', category: '', sort: '', page: 1 }).toString()).toBe('');
  });
});
