import { eq, sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { events, healthHeroes, packages } from '../src/db/schema.js';
import { TRUST_VERSIONS_MS } from '../src/services/shared-cache.js';
import { readyMember } from './support/members.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

// The lists every member sees alike (events, packages, heroes, the catalogue) are answered from a cache in the
// process (services/shared-cache.ts): these tests change the database behind the server's back, as another
// process or an operator would, and expect the next answer to show it; and check nothing about one member or
// language reaches another.

const HOUR = 3600_000;

interface EventItem {
  uuid: string;
  name: string;
  endTime: string;
  quantity: number | null;
}
interface Item {
  uuid: string;
  name: string;
}

const language = (token: string, value: string) => ({ token, headers: { 'accept-language': value } });

async function upcoming(server: TestServer, token: string, lang = 'en') {
  return (await server.call<EventItem[]>('GET', '/v1/user/event/listUpcoming', language(token, lang))).body
    .data;
}

async function makeEvent(server: TestServer, name: string, values: Partial<typeof events.$inferInsert> = {}) {
  const [starter] = await server.db.select().from(packages).where(eq(packages.name, 'Starter'));
  const start = new Date(server.clock.now().getTime() + 2 * HOUR);
  const [row] = await server.db
    .insert(events)
    .values({
      name,
      mode: 'Online',
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
      status: 'upcoming',
      packageId: starter?.id,
      capacity: 10,
      ...values,
    })
    .returning();
  return row as typeof events.$inferSelect;
}

/** The plan of a statement when sequential scans are ruled out (the seed is small enough to scan). */
async function plan(server: TestServer, statement: ReturnType<typeof sql>) {
  return server.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${statement}`);
    return ((result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows ?? [])
      .map((r) => r['QUERY PLAN'])
      .join('\n');
  });
}

describeEachDatabase('shared lists', (server) => {
  const member = () => readyMember(server, uniqueEmail('shared-lists'));

  test('the upcoming events show an event added, a seat taken and an event ended, at once', async () => {
    const token = await member();
    const before = await upcoming(server, token);
    const name = `Cached ${Math.random().toString(36).slice(2)}`;
    const added = await makeEvent(server, name);

    const afterInsert = await upcoming(server, token);
    expect(afterInsert.map((e) => e.name)).toContain(name);
    expect(afterInsert).toHaveLength(before.length + 1);
    expect(afterInsert.find((e) => e.uuid === added.id)?.quantity).toBe(10);

    const registered = await server.call('POST', '/v1/user/event/register', {
      token,
      body: { eventUuid: added.id, quantity: 3 },
    });
    expect(registered.status).toBe(200);
    expect((await upcoming(server, token)).find((e) => e.uuid === added.id)?.quantity).toBe(7);

    // No write at all: the event ends as the clock passes its end.
    server.clock.advance(3 * HOUR + 60_000);
    expect((await upcoming(server, token)).map((e) => e.uuid)).not.toContain(added.id);
  });

  test('a language gets its own list, and every member of a language gets the same answer', async () => {
    const [first, second] = [await member(), await member()];
    const english = await upcoming(server, first, 'en');
    const turkish = await upcoming(server, second, 'tr');
    const mindful = (list: EventItem[]) =>
      list.find((e) => e.name.startsWith('Mindful Mornings') || e.name.startsWith('Farkındalıklı'));
    expect(mindful(english)?.name).toBe('Mindful Mornings: Managing Everyday Stress');
    expect(mindful(turkish)?.name).toBe('Farkındalıklı Sabahlar: Günlük Stresi Yönetmek');
    expect(await upcoming(server, second, 'en')).toEqual(english);
    expect(await upcoming(server, first, 'tr')).toEqual(turkish);

    // The event details carry the member's own answer (viewerCanRegister) and are never shared.
    const view = await server.call<{ viewerCanRegister: boolean }>(
      'GET',
      `/v1/user/event/view?uuid=${mindful(english)?.uuid}`,
      { token: first },
    );
    expect(typeof view.body.data.viewerCanRegister).toBe('boolean');
  });

  test('packages and health heroes show a change made directly in the database', async () => {
    const token = await member();
    const list = async () =>
      (await server.call<Item[]>('GET', '/v1/user/package/list', { token })).body.data.map((p) => p.name);
    const heroes = async () =>
      (await server.call<Item[]>('GET', '/v1/user/healtHero/list', { token })).body.data.map((h) => h.name);

    const [first] = await server.db.select().from(packages).where(eq(packages.isActive, true));
    const [hero] = await server.db.select().from(healthHeroes).where(eq(healthHeroes.isActive, true));
    expect(await list()).toContain(first!.name);
    expect(await heroes()).toContain(hero!.name);

    const renamed = `${first!.name} (renamed)`;
    await server.db.update(packages).set({ name: renamed }).where(eq(packages.id, first!.id));
    await server.db.update(healthHeroes).set({ isActive: false }).where(eq(healthHeroes.id, hero!.id));
    try {
      expect(await list()).toContain(renamed);
      expect(await heroes()).not.toContain(hero!.name);
    } finally {
      await server.db.update(packages).set({ name: first!.name }).where(eq(packages.id, first!.id));
      await server.db.update(healthHeroes).set({ isActive: true }).where(eq(healthHeroes.id, hero!.id));
    }
    expect(await list()).toContain(first!.name);
    expect(await heroes()).toContain(hero!.name);
  });

  test('the answer is the same JSON as an uncached one (envelope and all)', async () => {
    const token = await member();
    const response = await server.app.inject({
      method: 'GET',
      url: '/v1/user/package/list',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json() as { status: number; message: string; data: unknown[]; error: null };
    expect(body).toMatchObject({ status: 200, message: 'Package list', error: null });
    expect(body.data.length).toBeGreaterThan(0);
  });

  test('sessions looked up together in one batch still answer each call for its own member', async () => {
    const [first, second, ended] = [await member(), await member(), await member()];
    expect((await server.call('POST', '/v1/user/logout', { token: ended })).status).toBe(200);
    const tokens = Array.from({ length: 24 }, (_, i) => [first, second, ended][i % 3]!);
    const answers = await Promise.all(
      tokens.map((token) =>
        server.call<{ uuid: string }>('POST', '/v1/user/profile/view', { token, body: {} }),
      ),
    );
    const owners = new Map<string, string>();
    answers.forEach((answer, i) => {
      if (tokens[i] === ended) {
        expect(answer.status).toBe(401);
        return;
      }
      expect(answer.status).toBe(200);
      const owner = owners.get(tokens[i]!) ?? answer.body.data.uuid;
      owners.set(tokens[i]!, owner);
      expect(answer.body.data.uuid).toBe(owner);
    });
    expect(new Set(owners.values()).size).toBe(2);
  });

  test('a kept answer costs no database round trip, and a change made through this process shows at once', async () => {
    const token = await member();
    const list = () => server.call<Item[]>('GET', '/v1/user/package/list', { token });
    await list();
    const { stats } = server.app.sharedCache;
    const reads = stats.versionReads;
    const hits = stats.hits;
    const started = performance.now();
    for (let i = 0; i < 5; i += 1) expect((await list()).status).toBe(200);
    expect(stats.hits).toBe(hits + 5);
    // The versions were known through the notifications: read again only when the trust window lapsed.
    const windows = Math.ceil((performance.now() - started) / TRUST_VERSIONS_MS);
    expect(stats.versionReads - reads).toBeLessThanOrEqual(windows);

    // A change through this process (a registration takes seats): the next call re-reads the versions first.
    const event = await makeEvent(server, `Here ${Math.random().toString(36).slice(2)}`);
    const seats = async () => (await upcoming(server, token)).find((e) => e.uuid === event.id)?.quantity;
    expect(await seats()).toBe(10);
    const registered = await server.call('POST', '/v1/user/event/register', {
      token,
      body: { eventUuid: event.id, quantity: 2 },
    });
    expect(registered.status).toBe(200);
    expect(await seats()).toBe(8);
  });

  test('calls that arrive together after a change wait for one computation of the list', async () => {
    const token = await member();
    const list = () => server.call<Item[]>('GET', '/v1/user/package/list', { token });
    await list();
    const [first] = await server.db.select().from(packages).where(eq(packages.isActive, true));
    const renamed = `${first!.name} (together)`;
    await server.db.update(packages).set({ name: renamed }).where(eq(packages.id, first!.id));
    try {
      const { stats } = server.app.sharedCache;
      const misses = stats.misses;
      const answers = await Promise.all(Array.from({ length: 8 }, list));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      for (const answer of answers) expect(answer.body.data.map((p) => p.name)).toContain(renamed);
      expect(stats.misses - misses).toBe(1);
    } finally {
      await server.db.update(packages).set({ name: first!.name }).where(eq(packages.id, first!.id));
    }
  });

  test('a kept answer carries an ETag: 304 when the client has it, a new one after a change', async () => {
    const token = await member();
    const get = (headers: Record<string, string> = {}) =>
      server.app.inject({
        method: 'GET',
        url: '/v1/user/healtHero/list',
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
    const first = await get();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Compressed once and kept: the same bytes as the plain answer.
    const br = await get({ 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gzip = await get({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);

    const [hero] = await server.db.select().from(healthHeroes).where(eq(healthHeroes.isActive, true));
    await server.db.update(healthHeroes).set({ isActive: false }).where(eq(healthHeroes.id, hero!.id));
    try {
      // The notification is awaited by server.call (as if the change came from another process).
      await server.call('GET', '/v1/user/healtHero/list', { token });
      const changed = await get({ 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    } finally {
      await server.db.update(healthHeroes).set({ isActive: true }).where(eq(healthHeroes.id, hero!.id));
    }
  });

  test('EXPLAIN: the shared lists can use their indexes', async () => {
    expect(
      await plan(
        server,
        sql`select * from events where status = 'upcoming' and end_time > now() order by start_time, number`,
      ),
    ).toContain('events_upcoming_idx');
    expect(
      await plan(server, sql`select * from packages where is_active order by annual_cost, name`),
    ).toContain('packages_active_cost_idx');
    expect(await plan(server, sql`select * from health_heroes where is_active order by name, id`)).toContain(
      'health_heroes_active_name_idx',
    );
    expect(await plan(server, sql`select * from support_groups where is_active order by name, id`)).toContain(
      'support_groups_active_name_idx',
    );
    expect(await plan(server, sql`select version from cache_versions where topic = 'events'`)).toContain(
      'cache_versions_pkey',
    );
    // The group list's per-member overlay (the member's live memberships) and its shared part's member counts.
    expect(
      await plan(
        server,
        sql`select group_id, is_active from support_group_members
            where user_id = '00000000-0000-0000-0000-000000000000' and (is_active is null or is_active)`,
      ),
    ).toContain('support_group_members_user_id_idx');
    expect(
      await plan(
        server,
        sql`select group_id, count(*) from support_group_members
            where group_id in ('00000000-0000-0000-0000-000000000000') and is_active group by group_id`,
      ),
    ).toMatch(/support_group_members_group_id_idx|support_group_members_live_unique/);
    // A session read when it is not kept (pkey), and a member's sessions ended at once (logout everywhere).
    expect(
      await plan(
        server,
        sql`select * from sessions where id in ('00000000-0000-0000-0000-000000000000') and revoked_at is null`,
      ),
    ).toContain('sessions_pkey');
    expect(
      await plan(
        server,
        sql`update sessions set revoked_at = now() where user_id = '00000000-0000-0000-0000-000000000000'`,
      ),
    ).toContain('sessions_user_id_idx');
  });
});
