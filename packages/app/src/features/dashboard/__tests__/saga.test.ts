import { describe, expect, it } from 'vitest';
import type { Product } from '@wellness/api';
import { aUser, fail, ok } from '@wellness/api/testing';
import { startHarness } from '../../../test/sagaHarness';
import { vouchers } from '../../../test/screen/fixtures';
import { dashboardSaga, shopCategories } from '../saga';
import { dashboardRequested } from '../slice';

const item = (id: number, name: string) =>
  ({
    id,
    name,
    images: [],
    categories: [],
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
  }) satisfies Product;
const page = (items: Product[]) => ({ items, page: 1, per_page: 4, total: items.length, total_pages: 1 });

describe('dashboard', () => {
  it("reads the member's lists and the shop's categories, products and services in one round trip", async () => {
    const run = startHarness(dashboardSaga, {
      state: { session: { status: 'signedIn', token: 't', user: aUser() } },
      now: Date.parse('2026-11-24T09:30:00Z'),
      routes: {
        'GET /user/register/event/list': ok([]),
        'GET /user/healtHero/registered/list': ok([]),
        'GET /user/voucher/list': ok([]),
        'POST /marketplace/product/categories/list': ok([
          { id: 16, name: 'All Products', slug: 'allproducts', parent: 0, count: 3 },
          { id: 17, name: 'Yoga', slug: 'yoga', parent: 16, count: 3 },
          { id: 18, name: 'Empty shelf', slug: 'empty', parent: 16, count: 0 },
          { id: 59, name: 'Massage', slug: 'massage', parent: 58, count: 1 },
        ]),
        'POST /marketplace/products/by/category': ok(page([item(1, 'Mat')])),
        'POST /marketplace/services/by/category': fail(500, 'Down', 'INTERNAL'),
      },
    });
    run.dispatch(dashboardRequested());
    await run.until(() => run.state.dashboard.status === 'succeeded');
    run.stop();
    expect(run.fetch.calls).toHaveLength(6);
    expect(run.fetch.callsTo('POST /marketplace/product/categories/list')[0]?.body).toEqual({
      page: 1,
      per_page: 100,
    });
    expect(run.fetch.callsTo('POST /marketplace/products/by/category')[0]?.body).toEqual({
      category: 16,
      page: 1,
      per_page: 4,
    });
    expect(run.fetch.callsTo('POST /marketplace/services/by/category')[0]?.body).toEqual({
      category: 58,
      page: 1,
      per_page: 4,
    });
    const { shop } = run.state.dashboard;
    expect(shop.categories?.map((c) => c.name)).toEqual(['Yoga', 'Massage']);
    expect(shop.products?.map((p) => p.name)).toEqual(['Mat']);
    // A failed list fails its own section only.
    expect(shop.services).toBeNull();
    expect(run.state.dashboard.summary.voucherCount).toBe(0);
  });

  it("counts only the vouchers the member has not redeemed yet for 'N vouchers to redeem'", async () => {
    // Three of the member's package, one of them redeemed already.
    expect(vouchers.map((voucher) => voucher.redeemedAt !== null)).toEqual([false, false, true]);
    const run = startHarness(dashboardSaga, {
      state: { session: { status: 'signedIn', token: 't', user: aUser() } },
      now: Date.parse('2026-11-24T09:30:00Z'),
      routes: {
        'GET /user/register/event/list': ok([]),
        'GET /user/healtHero/registered/list': ok([]),
        'GET /user/voucher/list': ok(vouchers),
        'POST /marketplace/product/categories/list': ok([]),
        'POST /marketplace/products/by/category': ok(page([])),
        'POST /marketplace/services/by/category': ok(page([])),
      },
    });
    run.dispatch(dashboardRequested());
    await run.until(() => run.state.dashboard.status === 'succeeded');
    run.stop();
    expect(run.state.dashboard.summary.voucherCount).toBe(2);
  });

  it('keeps only product and service categories that hold items', () => {
    expect(
      shopCategories([
        { id: 16, name: 'All Products', slug: 'allproducts', parent: 0, count: 3 },
        { id: 94, name: 'Wearables', slug: 'wearables', parent: 93, count: 2 },
      ]),
    ).toEqual([]);
  });
});
