import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import {
  healthHeroApplications,
  healthHeroes,
  healthHeroSessions,
  packages,
  users,
} from '../src/db/schema.js';
import { seedHeroes } from '../src/db/seed-heroes.js';
import { appendHeroProfileFields } from './support/heroes.js';
import { login, mailsTo, readyMember } from './support/members.js';
import { staffAccount } from '../src/db/seed-data.js';
import { describeEachDatabase, TEST_EPOCH, uniqueEmail, type TestServer } from './support/server.js';

const YEAR = 365 * 24 * 3600_000;
const HOUR = 3600_000;
// TEST_EPOCH is 2026-03-02 09:00 UTC = 01:00 on 2026-03-02 in Pacific time (PST).
const TODAY_PT = '2026-03-02';
const TOMORROW_PT = '2026-03-03';

interface HeroView {
  uuid: string;
  name: string;
  packages: { name: string }[];
  [field: string]: unknown;
}
interface SessionView {
  uuid: string;
  healthHeroUuid: string;
  healthHero: { name: string };
  sessionDate: string;
  sessionTime: string;
  isActive: boolean | null;
}

async function memberOf(server: TestServer, packageName: 'Starter' | 'Explorer' | 'Champion' = 'Explorer') {
  const email = uniqueEmail('heroes');
  const token = await readyMember(server, email);
  const [pkg] = await server.db.select().from(packages).where(eq(packages.name, packageName));
  await server.db
    .update(users)
    .set({ packageId: pkg?.id, packageExpiresAt: new Date(server.clock.now().getTime() + YEAR) })
    .where(eq(users.email, email));
  const [user] = await server.db.select().from(users).where(eq(users.email, email));
  return { token, user: user as typeof users.$inferSelect };
}

async function makeHeroes(server: TestServer, n: number) {
  const rows = await server.db
    .insert(healthHeroes)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `Test hero ${i} ${Math.random().toString(36).slice(2, 8)}`,
        category: 'Doctor' as const,
        numberOfHours: 2,
        mentoringChannel: 'online',
      })),
    )
    .returning();
  return rows.map((r) => r.id);
}

const session = (healthHeroUuid: string, overrides: Record<string, unknown> = {}) => ({
  healthHeroUuid,
  sessionDate: TOMORROW_PT,
  sessionTime: '10:30',
  sessionPurpose: 'Managing stress',
  consultation: 'yes',
  ...overrides,
});
const apply = (server: TestServer, token: string, body: unknown) =>
  server.call<SessionView>('POST', '/v1/user/healtHero/apply', { token, body });

// Minimal files whose first bytes are what they claim to be.
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function heroForm(files: { story?: [Buffer, string, string]; documents?: [Buffer, string, string] }) {
  const form = new FormData();
  form.append('category', 'Reversal');
  form.append('ageGroup', 'Youth');
  form.append('numberOfHours', '4');
  form.append('mentoringChannel', 'online');
  form.append('areaOfMentoring', 'Diet');
  form.append('areaOfMentoring', 'Diabetes');
  form.append('mobile', '5551234567');
  if (files.story) {
    const [bytes, name, type] = files.story;
    form.append('uploadStory', new Blob([bytes], { type }), name);
  }
  if (files.documents) {
    const [bytes, name, type] = files.documents;
    form.append('uploadDocuments', new Blob([bytes], { type }), name);
  }
  return form;
}
/** Sends the application, with the profile fields (experience, reason, disease types, package) unless set. */
const register = async (server: TestServer, token: string, form: FormData) =>
  server.call('POST', '/v1/user/healtHero/registration', {
    token,
    form: form.has('experience') ? form : await appendHeroProfileFields(server, form),
  });
const storedFiles = (server: TestServer) => {
  try {
    return readdirSync(path.join(server.config.dataDir, 'private-uploads'));
  } catch {
    return [];
  }
};

describeEachDatabase(
  'health heroes',
  (server) => {
    test('the list holds the seeded heroes with every field of §3', async () => {
      const { token } = await memberOf(server);
      const response = await server.call<HeroView[]>('GET', '/v1/user/healtHero/list', { token });
      expect(response.status).toBe(200);
      const seeded = response.body.data.filter((h) => seedHeroes.some((s) => s.name === h.name));
      expect(seeded).toHaveLength(seedHeroes.length);
      expect(new Set(seeded.map((h) => h.category))).toEqual(
        new Set(['Combat', 'Exemplary', 'Reversal', 'Doctor']),
      );
      for (const hero of seeded) {
        for (const field of [
          'image',
          'city',
          'country',
          'discrip',
          'experience',
          'mentoringChannel',
          'ageBracket',
          'reasonForMentoring',
        ]) {
          expect(hero[field], `${hero.name}.${field}`).toBeTruthy();
        }
        for (const field of ['preferredDays', 'areaOfMentoring', 'diseaseType']) {
          expect((hero[field] as unknown[]).length, `${hero.name}.${field}`).toBeGreaterThan(0);
        }
        expect(hero.numberOfHours).toBeGreaterThan(0);
        expect(hero.packages).toHaveLength(1);
      }
      const portrait = await server.app.inject({ method: 'GET', url: seeded[0]?.image as string });
      expect(portrait.statusCode).toBe(200);
    });

    test('a session request is pending and listed with isActive null; asking the same hero again is a 409', async () => {
      const { token } = await memberOf(server);
      const [heroId] = (await makeHeroes(server, 1)) as [string];
      const created = await apply(server, token, session(heroId, { otherProblems: 'Sleep' }));
      expect(created.status).toBe(201);
      expect(created.body.message).toBe('You have successfully applied for the session');
      expect(created.body.data).toMatchObject({
        healthHeroUuid: heroId,
        sessionDate: TOMORROW_PT,
        sessionTime: '10:30',
        isActive: null,
      });

      const again = await apply(server, token, session(heroId, { sessionDate: '2026-04-01' }));
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You have already requested to join this Health Hero.');

      const listed = await server.call<SessionView[]>('GET', '/v1/user/healtHero/registered/list', { token });
      expect(listed.body.data.map((s) => [s.healthHeroUuid, s.isActive])).toEqual([[heroId, null]]);
    });

    test('§5 dates: a past date, or today with a passed time (Pacific), is a 400 and stores nothing', async () => {
      const { token, user } = await memberOf(server);
      const [heroId] = (await makeHeroes(server, 1)) as [string];
      const yesterday = await apply(server, token, session(heroId, { sessionDate: '2026-03-01' }));
      expect(yesterday.status).toBe(400);
      expect(yesterday.body.message).toBe('Date cannot be in the past');
      expect(yesterday.body.error?.code).toBe('DATE_IN_PAST');
      const earlier = await apply(
        server,
        token,
        session(heroId, { sessionDate: TODAY_PT, sessionTime: '00:30' }),
      );
      expect(earlier.status).toBe(400);
      const rows = await server.db
        .select()
        .from(healthHeroSessions)
        .where(eq(healthHeroSessions.userId, user.id));
      expect(rows).toHaveLength(0);
      // 20 hours later it is 21:00 on the same Pacific day although UTC has moved on to the next date.
      server.clock.advance(20 * HOUR);
      expect(TEST_EPOCH.getUTCDate()).toBe(2);
      expect(
        (await apply(server, token, session(heroId, { sessionDate: TODAY_PT, sessionTime: '22:00' }))).status,
      ).toBe(201);
    });

    test('malformed dates, times and fields are a 400', async () => {
      const { token } = await memberOf(server);
      const [heroId] = (await makeHeroes(server, 1)) as [string];
      expect((await apply(server, token, session(heroId, { sessionDate: '03/10/2026' }))).status).toBe(400);
      expect((await apply(server, token, session(heroId, { sessionTime: '25:00' }))).status).toBe(400);
      expect((await apply(server, token, session(heroId, { consultation: 'maybe' }))).status).toBe(400);
      expect((await apply(server, token, session(heroId, { name: 'x' }))).status).toBe(400);
      const unknown = await apply(server, token, session('00000000-0000-4000-8000-000000000000'));
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Health Hero not found');
    });

    test('a package of N sessions holds at most N live sessions: Explorer (2) is refused a third; refused ones do not count', async () => {
      const { token, user } = await memberOf(server, 'Explorer');
      const heroIds = (await makeHeroes(server, 4)) as string[];
      for (const id of heroIds.slice(0, 2))
        expect((await apply(server, token, session(id))).status).toBe(201);
      const refused = await apply(server, token, session(heroIds[2] as string));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You have exceeded the limit to get the Health Hero Session.');
      expect(refused.body.error?.code).toBe('HH_SESSION_LIMIT_EXCEEDED');
      await server.db
        .update(healthHeroSessions)
        .set({ isActive: false })
        .where(eq(healthHeroSessions.heroId, heroIds[0] as string));
      expect((await apply(server, token, session(heroIds[2] as string))).status).toBe(201);
      const live = (
        await server.db.select().from(healthHeroSessions).where(eq(healthHeroSessions.userId, user.id))
      ).filter((s) => s.isActive !== false);
      expect(live).toHaveLength(2);
    });

    test('Starter (0 sessions) and a member without a package book none', async () => {
      const [heroId] = (await makeHeroes(server, 1)) as string[];
      const starter = await memberOf(server, 'Starter');
      expect((await apply(server, starter.token, session(heroId as string))).body.error?.code).toBe(
        'HH_SESSION_LIMIT_EXCEEDED',
      );
      const none = await memberOf(server, 'Starter');
      await server.db.update(users).set({ packageId: null }).where(eq(users.id, none.user.id));
      expect((await apply(server, none.token, session(heroId as string))).status).toBe(403);
      expect(
        await server.db
          .select()
          .from(healthHeroSessions)
          .where(eq(healthHeroSessions.heroId, heroId as string)),
      ).toHaveLength(0);
    });

    test('20 concurrent session requests at a limit of 2 (Explorer) leave exactly two', async () => {
      const { token, user } = await memberOf(server, 'Explorer');
      const heroIds = await makeHeroes(server, 20);
      const answers = await Promise.all(heroIds.map((id) => apply(server, token, session(id))));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
      expect(answers.filter((a) => a.status === 403)).toHaveLength(18);
      const rows = await server.db
        .select()
        .from(healthHeroSessions)
        .where(eq(healthHeroSessions.userId, user.id));
      expect(rows).toHaveLength(2);
    });

    test('become a hero: story and PDF accepted, stored privately, readable by the owner only; a second is refused', async () => {
      const { token, user } = await memberOf(server);
      const other = await memberOf(server);
      const before = await server.call<{ exists: boolean }>(
        'GET',
        '/v1/user/healthHero/check/existing/request',
        { token },
      );
      expect(before.body.data).toMatchObject({ exists: false, status: null, application: null });

      const created = await register(
        server,
        token,
        heroForm({ story: [PNG, 'story.png', 'image/png'], documents: [PDF, 'cv.pdf', 'application/pdf'] }),
      );
      expect(created.status).toBe(201);
      expect(created.body.message).toBe('Your request to become a Health Hero is submitted successfully.');
      const [application] = await server.db
        .select()
        .from(healthHeroApplications)
        .where(eq(healthHeroApplications.userId, user.id));
      expect(application).toMatchObject({
        areaOfMentoring: ['Diet', 'Diabetes'],
        numberOfHours: 4,
        status: 'pending',
        storyType: 'png',
      });
      expect(application?.storyFile).toMatch(/^[0-9a-f]{32}\.png$/);
      expect(application?.documentsFile).toMatch(/^[0-9a-f]{32}\.pdf$/);

      const check = await server.call<{
        exists: boolean;
        application: { uploadStory: string; uploadDocuments: string };
      }>('GET', '/v1/user/healthHero/check/existing/request', { token });
      expect(check.body.data).toMatchObject({ exists: true, status: 'pending' });
      const url = check.body.data.application.uploadDocuments;
      const own = await server.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['content-disposition']).toContain('attachment');
      expect(own.rawPayload.equals(PDF)).toBe(true);
      const stranger = await server.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${other.token}` },
      });
      expect(stranger.statusCode).toBe(404);
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      // Not reachable through the public uploads either.
      expect(
        (await server.app.inject({ method: 'GET', url: `/uploads/${application?.documentsFile}` }))
          .statusCode,
      ).toBe(404);
      // Staff may read it.
      await server.db.update(users).set({ role: 'staff' }).where(eq(users.id, other.user.id));
      const staff = await server.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${other.token}` },
      });
      expect(staff.statusCode).toBe(200);

      const again = await register(server, token, heroForm({ story: [PNG, 'story.png', 'image/png'] }));
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Request already exists');
      expect(again.body.error?.code).toBe('HH_REQUEST_EXISTS');
    });

    test.each([
      [
        'an HTML file named .pdf as documents',
        { story: [PNG, 's.png', 'image/png'], documents: [HTML, 'cv.pdf', 'application/pdf'] },
        400,
        'Document type should be PDF',
      ],
      [
        'an SVG with a script named .png as story',
        { story: [SVG, 'story.png', 'image/png'] },
        400,
        'Image type should be JPG, PNG or JPEG ',
      ],
      [
        'an empty story',
        { story: [Buffer.alloc(0), 'story.png', 'image/png'] },
        400,
        'Image type should be JPG, PNG or JPEG ',
      ],
      [
        'a PNG story as documents',
        { story: [PNG, 's.png', 'image/png'], documents: [PNG, 'cv.pdf', 'application/pdf'] },
        400,
        'Document type should be PDF',
      ],
      ['no story at all', { documents: [PDF, 'cv.pdf', 'application/pdf'] }, 400, undefined],
    ] as const)(
      'become a hero refuses %s with a clear 4xx and stores nothing',
      async (_, files, status, message) => {
        const { token, user } = await memberOf(server);
        const before = storedFiles(server).length;
        const refused = await register(server, token, heroForm(files as Parameters<typeof heroForm>[0]));
        expect(refused.status).toBe(status);
        if (message) expect(refused.body.message).toBe(message);
        expect(storedFiles(server)).toHaveLength(before);
        const rows = await server.db
          .select()
          .from(healthHeroApplications)
          .where(eq(healthHeroApplications.userId, user.id));
        expect(rows).toHaveLength(0);
      },
    );

    test('become a hero checks the fields against the contract', async () => {
      const { token } = await memberOf(server);
      const before = storedFiles(server).length;
      const form = heroForm({ story: [PNG, 'story.png', 'image/png'] });
      form.set('numberOfHours', 'lots');
      expect((await register(server, token, form)).status).toBe(400);
      const badArea = heroForm({ story: [PNG, 'story.png', 'image/png'] });
      badArea.append('areaOfMentoring', 'Astrology');
      expect((await register(server, token, badArea)).status).toBe(400);
      // The profile's fields: none may be blank, and the package must be one members can hold.
      for (const [field, value] of [
        ['experience', '   '],
        ['reasonForMentoring', ''],
        ['diseaseType', ' '],
        ['packageUuid', '00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const form = await appendHeroProfileFields(
          server,
          heroForm({ story: [PNG, 'story.png', 'image/png'] }),
        );
        form.set(field, value);
        const refused = await register(server, token, form);
        expect(refused.status, field).toBe(400);
        expect(refused.body.error?.details?.[0], field).toMatchObject({ path: `/${field}` });
      }
      const missing = heroForm({ story: [PNG, 'story.png', 'image/png'] });
      missing.set('experience', 'Years of it.');
      expect((await register(server, token, missing)).status).toBe(400);
      expect(storedFiles(server)).toHaveLength(before);
    });
  },
  { env: { HERO_UPLOAD_MAX_BYTES: '4096' } },
);

describeEachDatabase(
  'health hero uploads over the limit',
  (server) => {
    test('a story over HERO_UPLOAD_MAX_BYTES is a 413 and nothing is stored', async () => {
      const { token, user } = await memberOf(server);
      const big = Buffer.concat([PNG, Buffer.alloc(8192)]);
      const refused = await register(server, token, heroForm({ story: [big, 'story.png', 'image/png'] }));
      expect(refused.status).toBe(413);
      expect(refused.body.error?.code).toBe('FILE_TOO_LARGE');
      expect(refused.body.message).toBe('The file is too large (at most 4 KB).');
      expect(storedFiles(server)).toHaveLength(0);
      const rows = await server.db
        .select()
        .from(healthHeroApplications)
        .where(eq(healthHeroApplications.userId, user.id));
      expect(rows).toHaveLength(0);
    });
  },
  { env: { HERO_UPLOAD_MAX_BYTES: '4096' } },
);

/** A member who applied and was accepted by staff: their hero profile's uuid and their token. */
async function acceptedHero(server: TestServer) {
  const applicant = await memberOf(server);
  expect(
    (await register(server, applicant.token, heroForm({ story: [PNG, 'story.png', 'image/png'] }))).status,
  ).toBe(201);
  const [application] = await server.db
    .select()
    .from(healthHeroApplications)
    .where(eq(healthHeroApplications.userId, applicant.user.id));
  const staff = await staffToken(server);
  const decided = await server.call('PATCH', `/v1/staff/healthHero/applications/${application!.id}`, {
    token: staff,
    body: { decision: 'accept' },
  });
  expect(decided.status).toBe(200);
  const [hero] = await server.db
    .select()
    .from(healthHeroes)
    .where(eq(healthHeroes.userId, applicant.user.id));
  return { ...applicant, heroId: hero!.id, staff };
}

async function staffToken(server: TestServer) {
  return ((await login(server, staffAccount.email, staffAccount.password)).body.data as { token: string })
    .token;
}

interface OwnSession {
  uuid: string;
  member: { name: string };
  sessionDate: string;
  sessionPurpose: string;
  isActive: boolean | null;
}
const ownSessions = (server: TestServer, token: string) =>
  server.call<{ requests: OwnSession[]; upcoming: OwnSession[] }>('GET', '/v1/user/healthHero/own/sessions', {
    token,
  });
const decideOwn = (server: TestServer, token: string, id: string, decision: 'accept' | 'reject') =>
  server.call('PATCH', `/v1/user/healthHero/own/sessions/${id}`, { token, body: { decision } });

describeEachDatabase('health heroes: accepted heroes', (server) => {
  test('accepting an application carries every field into the hero profile; none is blank on the list', async () => {
    const hero = await acceptedHero(server);
    const list = await server.call<HeroView[]>('GET', '/v1/user/healtHero/list', { token: hero.token });
    const profile = list.body.data.find((h) => h.uuid === hero.heroId);
    expect(profile).toMatchObject({
      category: 'Reversal',
      numberOfHours: 4,
      mentoringChannel: 'online',
      ageBracket: 'Youth',
      areaOfMentoring: ['Diet', 'Diabetes'],
      experience: 'Ten years as a diabetes educator.',
      reasonForMentoring: 'I reversed my own type 2 diabetes.',
      diseaseType: ['Type 2 diabetes', 'Hypertension'],
      packages: [{ name: 'Explorer' }],
    });
    // The member's own view knows their hero profile (their sessions page and navigation).
    const me = await server.call<{ healthHeroUuid: string | null }>('POST', '/v1/user/profile/view', {
      token: hero.token,
    });
    expect(me.body.data.healthHeroUuid).toBe(hero.heroId);
  });

  test('a member cannot book a session with themselves', async () => {
    const hero = await acceptedHero(server);
    const refused = await apply(server, hero.token, session(hero.heroId));
    expect(refused.body).toMatchObject({
      status: 403,
      message: 'You cannot request a session with yourself.',
      error: { code: 'OWN_HEALTH_HERO' },
    });
    const rows = await server.db
      .select()
      .from(healthHeroSessions)
      .where(eq(healthHeroSessions.userId, hero.user.id));
    expect(rows).toHaveLength(0);
  });

  test('a hero sees the requests made to them and decides only their own; staff can still decide', async () => {
    const hero = await acceptedHero(server);
    const otherHero = await acceptedHero(server);
    const first = await memberOf(server);
    const second = await memberOf(server);
    const third = await memberOf(server);
    const asked = (await apply(server, first.token, session(hero.heroId))).body.data;
    server.clock.advance(60_000);
    const later = (await apply(server, second.token, session(hero.heroId, { sessionDate: '2026-03-05' })))
      .body.data;
    const forOther = (await apply(server, third.token, session(otherHero.heroId))).body.data;

    const page = await ownSessions(server, hero.token);
    expect(page.status).toBe(200);
    expect(page.body.data.requests.map((r) => r.uuid)).toEqual([asked.uuid, later.uuid]);
    expect(page.body.data.requests[0]).toMatchObject({ sessionPurpose: 'Managing stress', isActive: null });
    expect(page.body.data.upcoming).toEqual([]);
    expect(JSON.stringify(page.body.data)).not.toContain(first.user.email);

    // Not a hero: refused. Another hero's request: not theirs to decide.
    expect((await ownSessions(server, first.token)).body.error?.code).toBe('NOT_A_HEALTH_HERO');
    expect((await decideOwn(server, first.token, asked.uuid, 'accept')).body.error?.code).toBe(
      'NOT_A_HEALTH_HERO',
    );
    expect((await decideOwn(server, hero.token, forOther.uuid, 'accept')).body.error?.code).toBe(
      'REQUEST_NOT_PENDING',
    );

    const accepted = await decideOwn(server, hero.token, asked.uuid, 'accept');
    expect(accepted.body).toMatchObject({ status: 200, message: 'The request has been accepted.' });
    expect((await decideOwn(server, hero.token, asked.uuid, 'reject')).body.error?.code).toBe(
      'REQUEST_NOT_PENDING',
    );
    // Staff decide the other one for the hero.
    const staffDecided = await server.call('PATCH', `/v1/staff/healthHero/sessions/${later.uuid}`, {
      token: hero.staff,
      body: { decision: 'reject' },
    });
    expect(staffDecided.status).toBe(200);
    expect((await decideOwn(server, hero.token, later.uuid, 'accept')).status).toBe(404);

    const after = await ownSessions(server, hero.token);
    expect(after.body.data.requests).toEqual([]);
    expect(after.body.data.upcoming).toMatchObject([{ uuid: asked.uuid, isActive: true }]);
    // The member sees it accepted, and is mailed.
    const theirs = await server.call<SessionView[]>('GET', '/v1/user/healtHero/registered/list', {
      token: first.token,
    });
    expect(theirs.body.data.find((s) => s.uuid === asked.uuid)?.isActive).toBe(true);
    await server.runDueJobs();
    expect(
      (await mailsTo(server, first.user.email)).some((m) => m.subject === 'Your request was accepted'),
    ).toBe(true);
    // The other hero's request is untouched.
    expect((await ownSessions(server, otherHero.token)).body.data.requests.map((r) => r.uuid)).toEqual([
      forOther.uuid,
    ]);
  });
});
