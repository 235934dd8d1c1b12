import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import { catalogItems, events, healthHeroes, supportGroups } from '../src/db/schema.js';
import { catalogItemValues } from '../src/services/catalog.js';
import { interleave } from '../src/services/search.js';
import { readyMember } from './support/members.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

const HOUR = 3600_000;

interface Result {
  kind: 'event' | 'group' | 'hero' | 'product' | 'service' | 'affiliate';
  id: string;
  title: string;
}

const search = (server: TestServer, token: string, q: string, locale = 'en') =>
  server.call<Result[]>('GET', `/v1/user/search?${new URLSearchParams({ q })}`, {
    token,
    headers: { 'accept-language': locale },
  });

/** One of each kind whose names hold a word no other test uses, plus some a member must never find. */
async function content(server: TestServer) {
  const word = `zq${randomBytes(4).toString('hex')}`;
  const now = server.clock.now().getTime();
  const event = (name: string, status: 'upcoming' | 'cancelled', endsIn: number) => ({
    name,
    mode: 'Online',
    startTime: new Date(now + endsIn - 2 * HOUR),
    endTime: new Date(now + endsIn),
    status,
  });
  const [yoga, , , cancelled] = await server.db
    .insert(events)
    .values([
      {
        ...event(`Çamlıca Yoga ${word}`, 'upcoming', 48 * HOUR),
        translations: { ar: { name: `يوغا تشاملجا ${word}` }, tr: { name: `Çamlıca Yogası ${word}` } },
      },
      event(`Ended Çamlıca talk ${word}`, 'upcoming', -HOUR),
      event(`Draft-like Çamlıca ${word}`, 'cancelled', 48 * HOUR),
      event(`Another Çamlıca ${word}`, 'cancelled', 48 * HOUR),
    ])
    .returning({ id: events.id });
  const [group] = await server.db
    .insert(supportGroups)
    .values([
      {
        name: `Çamlıca walkers ${word}`,
        description: 'Walks.',
        translations: { ar: { name: `مشاة ${word}` } },
      },
      { name: `Çamlıca closed ${word}`, description: 'Gone.', isActive: false },
    ])
    .returning({ id: supportGroups.id });
  const [hero] = await server.db
    .insert(healthHeroes)
    .values({ name: `Dr Çamlıca ${word}`, category: 'Doctor', numberOfHours: 2, mentoringChannel: 'online' })
    .returning({ id: healthHeroes.id });
  const item = (kind: 'product' | 'service', name: string, isActive = true) =>
    catalogItemValues({
      kind,
      name,
      slug: `${word}-${kind}-${isActive}`,
      shortDescription: '',
      description: '',
      regular: '10.00',
      images: [],
      status: isActive ? 'published' : 'archived',
    });
  const [mat, massage] = await server.db
    .insert(catalogItems)
    .values([
      item('product', `Çamlıca cork mat ${word}`),
      item('service', `Çamlıca massage ${word}`),
      item('product', `Çamlıca retired mat ${word}`, false),
    ])
    .returning({ id: catalogItems.id });
  return { word, yoga: yoga!.id, cancelled: cancelled!.id, group: group!.id, hero: hero!.id, mat, massage };
}

describeEachDatabase('global search over content (GET /user/search)', (server) => {
  test('finds events, groups, heroes, products and services from an upper-case, accented or bare query', async () => {
    const token = await readyMember(server, uniqueEmail('search'));
    const made = await content(server);
    const expected = [
      { kind: 'event', id: made.yoga, title: `Çamlıca Yoga ${made.word}` },
      { kind: 'group', id: made.group, title: `Çamlıca walkers ${made.word}` },
      { kind: 'hero', id: made.hero, title: `Dr Çamlıca ${made.word}` },
      { kind: 'product', id: String(made.mat!.id), title: `Çamlıca cork mat ${made.word}` },
      { kind: 'service', id: String(made.massage!.id), title: `Çamlıca massage ${made.word}` },
    ];
    for (const q of [
      `ÇAMLICA ${made.word.toUpperCase()}`,
      `camlica ${made.word}`,
      `  ${made.word}  çamlıca `,
    ]) {
      const response = await search(server, token, q);
      expect(response.status).toBe(200);
      // Ended, cancelled and inactive content is never found.
      expect(new Set(response.body.data)).toEqual(new Set(expected));
    }
    // Every word must be there: a second word nothing holds finds nothing.
    expect((await search(server, token, `${made.word} nowhere`)).body.data).toEqual([]);
  });

  test('names starting with the query come first; a LIKE wildcard is a plain character', async () => {
    const token = await readyMember(server, uniqueEmail('search'));
    const made = await content(server);
    const byMat = await search(server, token, `${made.word} MAT`);
    expect(byMat.body.data.map((r) => r.kind)).toEqual(['product']);
    const hero = await search(server, token, `dr ${made.word}`);
    expect(hero.body.data).toEqual([{ kind: 'hero', id: made.hero, title: `Dr Çamlıca ${made.word}` }]);
    expect((await search(server, token, `${made.word}%`)).body.data).toEqual([]);
    expect((await search(server, token, `_${made.word.slice(1)}`)).body.data).toEqual([]);
  });

  test("events and groups come back in the member's language, matched in it or in English", async () => {
    const token = await readyMember(server, uniqueEmail('search'));
    const made = await content(server);
    const arabic = await search(server, token, `يوغا ${made.word}`, 'ar');
    expect(arabic.body.data).toEqual([{ kind: 'event', id: made.yoga, title: `يوغا تشاملجا ${made.word}` }]);
    const english = (await search(server, token, `walkers ${made.word}`, 'ar')).body.data;
    expect(english).toEqual([{ kind: 'group', id: made.group, title: `مشاة ${made.word}` }]);
    // Turkish: the translated event name; the group has no Turkish name and stays English.
    const turkish = (await search(server, token, `YOGASI ${made.word}`, 'tr')).body.data;
    expect(turkish).toEqual([{ kind: 'event', id: made.yoga, title: `Çamlıca Yogası ${made.word}` }]);
  });

  test("catalogue items come back in the member's language too, matched in it or in English", async () => {
    const token = await readyMember(server, uniqueEmail('search'));
    const mat = { kind: 'product', id: '101', title: 'حصيرة يوغا من الفلين الطبيعي' };
    expect((await search(server, token, 'حصيرة الفلين', 'ar')).body.data).toEqual([mat]);
    expect((await search(server, token, 'natural cork', 'ar')).body.data).toEqual([mat]);
    expect((await search(server, token, 'DOGAL MANTAR', 'tr')).body.data).toEqual([
      { kind: 'product', id: '101', title: 'Doğal Mantar Yoga Matı' },
    ]);
  });

  test('at most 10 results in all, taken in turn from each kind', async () => {
    const token = await readyMember(server, uniqueEmail('search'));
    const word = `zq${randomBytes(4).toString('hex')}`;
    await server.db.insert(catalogItems).values(
      Array.from({ length: 12 }, (_, i) =>
        catalogItemValues({
          kind: 'product',
          name: `Mat ${String(i).padStart(2, '0')} ${word}`,
          slug: `${word}-${i}`,
          shortDescription: '',
          description: '',
          regular: '5.00',
          images: [],
        }),
      ),
    );
    await server.db
      .insert(healthHeroes)
      .values({ name: `Hero ${word}`, category: 'Doctor', numberOfHours: 1, mentoringChannel: 'online' });
    const results = (await search(server, token, word)).body.data;
    expect(results).toHaveLength(10);
    expect(results.filter((r) => r.kind === 'hero')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'product').map((r) => r.title.slice(0, 6))).toEqual(
      Array.from({ length: 9 }, (_, i) => `Mat 0${i}`),
    );
  });

  test('a blank or over-long query is a 400; without a session a 401', async () => {
    const token = await readyMember(server, uniqueEmail('search'));
    expect((await search(server, token, '')).status).toBe(400);
    expect((await search(server, token, 'x'.repeat(101))).status).toBe(400);
    expect((await search(server, token, '   ')).body.data).toEqual([]);
    const anonymous = await server.call('GET', '/v1/user/search?q=yoga');
    expect(anonymous.status).toBe(401);
  });
});

test('interleave takes from each list in turn up to the limit', () => {
  expect(interleave([[1, 2, 3], [10], [20, 21]], 5)).toEqual([1, 10, 20, 2, 21]);
  expect(interleave([[], [1]], 10)).toEqual([1]);
});
