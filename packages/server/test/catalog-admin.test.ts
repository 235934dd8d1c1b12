import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import type { Schema } from '@wellness/api';
import type { StaffRole } from '@wellness/api/rules';
import { catalogItems, users } from '../src/db/schema.js';
import { hashPassword } from '../src/services/passwords.js';
import { login, PASSWORD, profileForm, readyMember } from './support/members.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

type StaffItem = Schema<'StaffCatalogItem'>;
type CatalogImage = Schema<'CatalogImage'>;
interface Page<T> {
  items: T[];
  total: number;
}
interface AuditEntry {
  kind: string;
  target: { type: string; id: string };
  details: Record<string, unknown>;
}

/** A staff member with `role`, made in the database as an accepted invitation would. */
async function staffToken(server: TestServer, role: StaffRole) {
  const email = uniqueEmail(role);
  await server.db.insert(users).values({
    email,
    role: 'staff',
    staffRole: role,
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: server.clock.now(),
  });
  return ((await login(server, email, PASSWORD)).body.data as { token: string }).token;
}

/** A real picture: a coloured PNG of the given size. */
const png = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 90 } } })
    .png()
    .toBuffer();

const word = () => `zq${randomBytes(4).toString('hex')}`;

describeEachDatabase('staff catalogue: items, gallery, archive, stock', (server) => {
  const upload = async (token: string, bytes: Buffer, name = 'photo.png', type = 'image/png') => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
    return server.call<CatalogImage>('POST', '/v1/staff/catalog/images', { token, form });
  };
  const create = (token: string, body: Record<string, unknown>) =>
    server.call<StaffItem>('POST', '/v1/staff/catalog/items', { token, body });
  const patch = (token: string, id: number, body: Record<string, unknown>) =>
    server.call<StaffItem>('PATCH', `/v1/staff/catalog/items/${id}`, { token, body });
  const adjust = (token: string, id: number, body: Record<string, unknown>) =>
    server.call<StaffItem>('POST', `/v1/staff/catalog/items/${id}/stock`, { token, body });
  const list = (token: string, query: Record<string, string>) =>
    server.call<Page<StaffItem>>('GET', `/v1/staff/catalog/items?${new URLSearchParams(query)}`, { token });
  const memberView = (token: string, id: number) =>
    server.call<{ name: string; stock_quantity: number | null; purchasable: boolean }>(
      'POST',
      '/v1/marketplace/product',
      { token, body: { id } },
    );
  const search = (token: string, q: string, locale = 'en') =>
    server.call<{ kind: string; id: string; title: string }[]>(
      'GET',
      `/v1/user/search?${new URLSearchParams({ q })}`,
      { token, headers: { 'accept-language': locale } },
    );
  const audit = async (token: string, kind: string) =>
    (await server.call<Page<AuditEntry>>('GET', `/v1/staff/audit?pageSize=100&kind=${kind}`, { token })).body
      .data.items;
  const product = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    kind: 'product',
    regular_price: '40.00',
    sale_price: '32.50',
    categories: [17],
    short_description: '<p>Short</p><script>alert(1)</script>',
    stock_quantity: 2,
    ...extra,
  });

  test('an editor adds a product with three pictures in English and Arabic; members see it once published', async () => {
    const editor = await staffToken(server, 'editor');
    const owner = await staffToken(server, 'owner');
    const member = await readyMember(server, uniqueEmail('shopper'));
    const pictures = await Promise.all(
      [png(), png(900, 1400), png(400, 400)].map(async (b) => upload(editor, await b)),
    );
    for (const picture of pictures) {
      expect(picture.status).toBe(201);
      expect(picture.body.data.src).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
      expect(picture.body.data.srcset).toMatch(/ 800w, .* 1600w$/);
      expect(picture.body.data.sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    }
    // The stored files are served, each as what it is.
    const avif = pictures[0]!.body.data.sources![0]!.srcset.split(' ')[0]!;
    const served = await server.app.inject({ method: 'GET', url: avif });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/avif');
    const card = await sharp(served.rawPayload).metadata();
    expect([card.width, card.height]).toEqual([800, 800]);

    const name = `Cedar Balm ${word()}`;
    const created = await create(
      editor,
      product(name, {
        images: pictures.map((p) => p.body.data).reverse(),
        translations: { ar: { name: `بلسم الأرز ${name.split(' ')[2]}`, description: '<p>وصف</p>' } },
      }),
    );
    expect(created.status).toBe(201);
    const item = created.body.data;
    expect(item).toMatchObject({
      kind: 'product',
      status: 'draft',
      regular_price: '40.00',
      sale_price: '32.50',
      stock_quantity: 2,
      stock_held: 0,
      short_description: '<p>Short</p>',
      categories: [{ id: 16 }, { id: 17 }],
      translations: { ar: { description: '<p>وصف</p>' }, tr: { name: '' } },
    });
    expect(item.images.map((i) => i.src)).toEqual(pictures.map((p) => p.body.data.src).reverse());
    // A draft is staff's only.
    expect((await memberView(member, item.id)).status).toBe(404);
    expect((await search(member, name)).body.data).toEqual([]);

    const published = await patch(editor, item.id, { status: 'published' });
    expect(published.body.data.status).toBe('published');
    expect((await memberView(member, item.id)).body.data).toMatchObject({
      name,
      stock_quantity: 2,
      purchasable: true,
    });
    expect((await search(member, name.split(' ')[2]!)).body.data).toMatchObject([
      { kind: 'product', id: String(item.id) },
    ]);
    const arabic = await search(member, 'بلسم الأرز', 'ar');
    expect(arabic.body.data.map((r) => r.id)).toContain(String(item.id));

    const detail = await server.call<StaffItem>('GET', `/v1/staff/catalog/items/${item.id}`, {
      token: owner,
    });
    expect(detail.body.data.stock_history).toMatchObject([{ reason: 'count', change: 2, quantity_after: 2 }]);
    const created_ = (await audit(owner, 'catalog-item-created')).find(
      (e) => e.target.id === String(item.id),
    );
    expect(created_?.details).toMatchObject({ name, kind: 'product', status: 'draft' });
    expect((await audit(owner, 'catalog-item-updated')).map((e) => e.target.id)).toContain(String(item.id));
  }, 240_000);

  test('bad input is a 400 naming the field, and nothing is written', async () => {
    const editor = await staffToken(server, 'editor');
    const before = (await server.db.select({ id: catalogItems.id }).from(catalogItems)).length;
    const refusals: [Record<string, unknown>, string][] = [
      [product('A', { sale_price: '40.00' }), '/sale_price'],
      [product('A', { external_url: 'https://example.com' }), '/external_url'],
      [product('A', { kind: 'affiliate', categories: [] }), '/external_url'],
      [
        product('A', { external_url: 'ftp://example.com', kind: 'affiliate', categories: [] }),
        'external_url',
      ],
      [product('A', { categories: [59] }), '/categories/0'],
      [product('A', { images: [{ src: '/media/elsewhere.png' }] }), '/images/0/src'],
      [product('A', { regular_price: '12.345' }), 'regular_price'],
      [product('  '), 'name'],
    ];
    for (const [body, field] of refusals) {
      const refused = await create(editor, body);
      expect(refused.status, field).toBe(400);
      expect(JSON.stringify(refused.body), field).toContain(field);
    }
    expect((await server.db.select({ id: catalogItems.id }).from(catalogItems)).length).toBe(before);
    const text = await upload(editor, Buffer.from('not a picture at all'), 'photo.png');
    expect(text.status).toBe(400);
    expect(text.body.error?.code).toBe('IMAGE_TYPE_INVALID');
    const cut = await upload(editor, (await png()).subarray(0, 200));
    expect(cut.body.error?.code).toBe('IMAGE_TYPE_INVALID');
  });

  test('roles: support reads, only owner, admin and editor write; members are refused', async () => {
    const support = await staffToken(server, 'support');
    const member = await readyMember(server, uniqueEmail('member'));
    expect((await list(support, {})).status).toBe(200);
    const refused = await create(support, product('Nope'));
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('STAFF_ROLE_FORBIDDEN');
    expect((await upload(support, await png())).status).toBe(403);
    expect((await list(member, {})).body.error?.code).toBe('STAFF_ONLY');
    for (const role of ['owner', 'admin', 'editor'] as const) {
      expect((await create(await staffToken(server, role), product(`By ${role} ${word()}`))).status).toBe(
        201,
      );
    }
  });

  test('the list is paged, searched in any language and filtered by kind, category, stock and status', async () => {
    const editor = await staffToken(server, 'editor');
    const tag = word();
    const made: StaffItem[] = [];
    for (const [index, extra] of [
      { stock_quantity: 0 },
      { stock_quantity: 3, low_stock_threshold: 5 },
      { stock_quantity: 50 },
      { kind: 'service', categories: [59], stock_quantity: null, sale_price: '' },
      { kind: 'affiliate', categories: [], external_url: 'https://partner.example/x', stock_quantity: null },
    ].entries()) {
      const answer = await create(
        editor,
        product(`Item ${tag} ${index}`, { ...extra, translations: { tr: { name: `Ürün ${tag} ${index}` } } }),
      );
      expect(answer.status).toBe(201);
      made.push(answer.body.data);
    }
    const ids = (page: { body: { data: Page<StaffItem> } }) => page.body.data.items.map((i) => i.id);
    const all = await list(editor, { search: tag, pageSize: '2' });
    expect(all.body.data.total).toBe(5);
    expect(ids(all)).toEqual([made[4]!.id, made[3]!.id]);
    expect(ids(await list(editor, { search: tag, pageSize: '2', page: '3' }))).toEqual([made[0]!.id]);
    expect((await list(editor, { search: `urun ${tag}` })).body.data.total).toBe(5);
    expect(ids(await list(editor, { search: tag, stock: 'out' }))).toEqual([made[0]!.id]);
    expect(ids(await list(editor, { search: tag, stock: 'low' }))).toEqual([made[1]!.id]);
    expect(ids(await list(editor, { search: tag, stock: 'in_stock' }))).toEqual([made[2]!.id]);
    expect(ids(await list(editor, { search: tag, stock: 'uncounted', sort: 'name' }))).toEqual([
      made[3]!.id,
      made[4]!.id,
    ]);
    expect(ids(await list(editor, { search: tag, kind: 'service' }))).toEqual([made[3]!.id]);
    expect(ids(await list(editor, { search: tag, category: '59' }))).toEqual([made[3]!.id]);
    expect((await list(editor, { search: tag, status: 'published' })).body.data.total).toBe(0);
    expect((await list(editor, { stock: 'lots' })).status).toBe(400);
  });

  test('archiving hides the item from lists and takes it out of carts and wishlists; it is never deleted', async () => {
    const editor = await staffToken(server, 'editor');
    const owner = await staffToken(server, 'owner');
    const member = await readyMember(server, uniqueEmail('shopper'));
    const name = `Archived Mat ${word()}`;
    const { id } = (await create(editor, product(name, { status: 'published' }))).body.data;
    const body = { productId: String(id), categoryId: '16' };
    expect(
      (await server.call('POST', '/v1/user/marketplace/wishlist/create', { token: member, body })).status,
    ).toBe(201);
    const cartBody = { item: { productId: id, categoryId: 16, quantity: 1 } };
    expect(
      (await server.call('POST', '/v1/user/marketplace/cart/create', { token: member, body: cartBody }))
        .status,
    ).toBe(201);
    const firstPage = { category: 17, page: 1, per_page: 100 };
    const listed = async () =>
      (
        await server.call<{ items: { id: number }[] }>('POST', '/v1/marketplace/products/by/category', {
          token: member,
          body: firstPage,
        })
      ).body.data.items.map((i) => i.id);
    expect(await listed()).toContain(id);

    expect((await patch(editor, id, { status: 'archived' })).body.data.status).toBe('archived');
    // The kept list page is dropped at once (the catalogue's trigger), not after a delay.
    expect(await listed()).not.toContain(id);
    expect((await memberView(member, id)).status).toBe(404);
    expect((await search(member, name)).body.data).toEqual([]);
    expect(
      (await server.call<unknown[]>('POST', '/v1/user/marketplace/cart/list', { token: member })).body.data,
    ).toEqual([]);
    expect(
      (await server.call<unknown[]>('POST', '/v1/user/marketplace/wishlist/list', { token: member })).body
        .data,
    ).toEqual([]);
    expect((await list(editor, { status: 'archived', search: name })).body.data.items).toMatchObject([
      { id },
    ]);
    expect((await audit(owner, 'catalog-item-archived')).map((e) => e.target.id)).toContain(String(id));
  });

  test('stock: restock, count and damage with their reasons; never below 0; uncounted items are counted first', async () => {
    const editor = await staffToken(server, 'editor');
    const owner = await staffToken(server, 'owner');
    const { id } = (await create(editor, product(`Stocked ${word()}`, { low_stock_threshold: 4 }))).body.data;
    expect((await adjust(editor, id, { reason: 'restock', quantity: 5 })).body.data.stock_quantity).toBe(7);
    expect(
      (await adjust(editor, id, { reason: 'damage', quantity: 3, note: 'Crushed box' })).body.data
        .stock_quantity,
    ).toBe(4);
    const tooMany = await adjust(editor, id, { reason: 'damage', quantity: 5 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error?.code).toBe('STOCK_CONFLICT');
    expect((await adjust(editor, id, { reason: 'restock', quantity: 0 })).status).toBe(400);
    expect((await adjust(editor, id, { reason: 'count', quantity: 9 })).body.data.stock_quantity).toBe(9);
    const detail = (await server.call<StaffItem>('GET', `/v1/staff/catalog/items/${id}`, { token: editor }))
      .body.data;
    expect(detail.stock_history?.map((h) => [h.reason, h.change, h.quantity_after, h.note])).toEqual([
      ['count', 5, 9, null],
      ['damage', -3, 4, 'Crushed box'],
      ['restock', 5, 7, null],
      ['count', 2, 2, null],
    ]);
    const entries = (await audit(owner, 'catalog-stock-adjusted')).filter((e) => e.target.id === String(id));
    expect(entries).toHaveLength(3);

    const service = (
      await create(
        editor,
        product(`Massage ${word()}`, { kind: 'service', categories: [59], stock_quantity: null }),
      )
    ).body.data;
    expect((await adjust(editor, service.id, { reason: 'restock', quantity: 1 })).status).toBe(409);
    expect(
      (await adjust(editor, service.id, { reason: 'count', quantity: 4 })).body.data.stock_quantity,
    ).toBe(4);
    expect((await adjust(editor, 2147483000, { reason: 'count', quantity: 4 })).status).toBe(404);
  });

  test('20 members ordering the last 3 units while staff change its stock: no unit is sold twice or lost', async () => {
    const editor = await staffToken(server, 'editor');
    const { id } = (
      await create(
        editor,
        product(`Last units ${word()}`, { status: 'published', stock_quantity: 3, sale_price: '' }),
      )
    ).body.data;
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const token = await readyMember(server, uniqueEmail('rush'));
        await server.call('PATCH', '/v1/user/profile/update', {
          token,
          form: profileForm({ addressLine1: '500 Congress Ave' }),
        });
        const body = { item: { productId: id, categoryId: 16, quantity: 1 } };
        expect((await server.call('POST', '/v1/user/marketplace/cart/create', { token, body })).status).toBe(
          201,
        );
        return token;
      }),
    );
    const [orders, staffChanges] = await Promise.all([
      Promise.all(buyers.map((token) => server.call('POST', '/v1/user/marketplace/order/create', { token }))),
      Promise.all([
        adjust(editor, id, { reason: 'restock', quantity: 2 }),
        adjust(editor, id, { reason: 'damage', quantity: 1 }),
        adjust(editor, id, { reason: 'restock', quantity: 1 }),
      ]),
    ]);
    const made = orders.filter((o) => o.status === 201).length;
    expect(orders.every((o) => o.status === 201 || o.body.error?.code === 'OUT_OF_STOCK')).toBe(true);
    const applied = staffChanges.filter((c) => c.status === 200);
    expect(staffChanges.every((c) => c.status === 200 || c.body.error?.code === 'STOCK_CONFLICT')).toBe(true);
    const item = (await server.call<StaffItem>('GET', `/v1/staff/catalog/items/${id}`, { token: editor }))
      .body.data;
    const added = item
      .stock_history!.filter((h) => h.reason !== 'count')
      .reduce((sum, h) => sum + h.change, 0);
    expect(item.stock_history!.length - 1).toBe(applied.length);
    // Every unit is in a member's unpaid order or still on the shelf.
    expect(item.stock_held).toBe(made);
    expect(made + item.stock_quantity!).toBe(3 + added);
    expect(made).toBeGreaterThanOrEqual(3);
    expect(item.stock_quantity).toBeGreaterThanOrEqual(0);
  }, 240_000);
});
