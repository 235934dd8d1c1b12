import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { partnerApplications, staffDecisions, vendorApplications } from '../src/db/schema.js';
import { staffAccount } from '../src/db/seed-data.js';
import { seedPartners } from '../src/db/seed-marketplace-data.js';
import { fieldSealer } from '../src/services/field-encryption.js';
import { login, mailsTo, readyMember } from './support/members.js';
import { describeEachDatabase, uniqueEmail, type TestServer } from './support/server.js';

interface Partner {
  uuid: string;
  name: string;
  logo: string | null;
  type: number;
  link: string;
  description: string;
}
interface PartnerApplication {
  uuid: string;
  name: string;
  emailId: string;
  logo: string;
  status: string;
}
interface VendorApplication {
  uuid: string;
  email: string;
  first_name: string;
  store_name: string;
  hasPayoutDetails: boolean;
}
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

// Minimal files whose first bytes are what they claim to be (or are not).
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64),
]);
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64),
]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const UPLOAD_LIMIT = 4096;
const IBAN = 'GB33BUKB20201555555555';
const ACCOUNT_NO = '31926819';

function partnerForm(
  fields: Record<string, string> = {},
  logo: [Buffer, string, string] | null = [PNG, 'logo.png', 'image/png'],
) {
  const form = new FormData();
  const values: Record<string, string> = {
    name: 'Harbour Yoga Collective',
    description: 'Community yoga studio with classes for every age.',
    link: 'http://localhost:8080/harbour',
    type: '2',
    emailId: uniqueEmail('partner'),
    phoneNumber: '5551234567',
    countryCode: '+1',
    addressLine1: '12 Quay Street',
    city: 'Portland',
    state: 'Maine',
    country: 'United States',
    zipCode: '04101',
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) if (value !== '\u0000omit') form.append(key, value);
  if (logo) form.append('logo', new Blob([logo[0]], { type: logo[2] }), logo[1]);
  return { form, email: values.emailId as string };
}

function vendorBody(fields: Record<string, string | undefined> = {}) {
  return {
    first_name: 'Ana',
    last_name: 'Souza',
    email: uniqueEmail('vendor'),
    phone: '5551234567',
    countryCode: '+55',
    zipCode: '01310',
    state: 'São Paulo',
    city: 'São Paulo',
    country: 'Brazil',
    store_name: 'Raízes Natural Foods',
    account_name: 'Ana Souza',
    account_no: ACCOUNT_NO,
    bank_name: 'Banco Exemplo',
    iban: IBAN,
    swift_code: 'BUKBGB22',
    ...fields,
  };
}

const uploadsIn = (server: TestServer) => {
  try {
    return readdirSync(path.join(server.config.dataDir, 'uploads'));
  } catch {
    return [];
  }
};

async function staffToken(server: TestServer) {
  const response = await login(server, staffAccount.email, staffAccount.password);
  expect(response.status).toBe(200);
  return (response.body.data as { token: string }).token;
}

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

describeEachDatabase(
  'partners and applications',
  (server) => {
    const request = (form: FormData) => server.call('POST', '/v1/user/business/partner/request', { form });
    const vendor = (body: unknown) => server.call('POST', '/v1/vendor/create', { body });

    test('members see the partners by name (one of each type at least) and one partner by uuid', async () => {
      const token = await readyMember(server, uniqueEmail('partners'));
      const list = await server.call<Partner[]>('GET', '/v1/user/business/list', { token });
      expect(list.status).toBe(200);
      const seeded = list.body.data.filter((p) => seedPartners.some((s) => s.name === p.name));
      expect(seeded).toHaveLength(seedPartners.length);
      expect(new Set(seeded.map((p) => p.type))).toEqual(new Set([0, 1, 2]));
      const names = list.body.data.map((p) => p.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const one = await server.call<Partner>('POST', '/v1/user/business/view', {
        token,
        body: { uuid: seeded[0]!.uuid },
      });
      expect(one.body.data).toMatchObject({ name: seeded[0]!.name, link: seeded[0]!.link });
      const logo = await server.app.inject({ method: 'GET', url: one.body.data.logo! });
      expect(logo.statusCode).toBe(200);
      const missing = await server.call('POST', '/v1/user/business/view', {
        token,
        body: { uuid: '00000000-0000-4000-8000-000000000000' },
      });
      expect(missing.body).toMatchObject({ status: 404, error: { code: 'PARTNER_NOT_FOUND' } });
      expect((await server.call('GET', '/v1/user/business/list')).status).toBe(401);
    });

    test('anyone may apply as a partner with a PNG or JPEG logo; staff accept and the partner is listed', async () => {
      const { form, email } = partnerForm();
      const response = await request(form);
      expect(response.body).toEqual({
        status: 201,
        message: 'Your request has been successfully submitted. Our team will connect with you shortly.',
        data: null,
        error: null,
      });
      const jpeg = partnerForm({ name: 'Juniper Physio' }, [JPEG, 'logo.jpeg', 'image/jpeg']);
      expect((await request(jpeg.form)).status).toBe(201);

      const staff = await staffToken(server);
      const queue = await server.call<Page<PartnerApplication>>(
        'GET',
        `/v1/staff/partner/applications?search=${encodeURIComponent(email)}`,
        { token: staff },
      );
      const mine = queue.body.data.items.find((a) => a.emailId === email);
      expect(mine).toMatchObject({ name: 'Harbour Yoga Collective', status: 'pending' });
      expect(mine?.logo).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

      const accepted = await server.call('PATCH', `/v1/staff/partner/applications/${mine?.uuid}`, {
        token: staff,
        body: { decision: 'accept' },
      });
      expect(accepted.status).toBe(200);
      const [audit] = await server.db
        .select()
        .from(staffDecisions)
        .where(eq(staffDecisions.targetId, mine!.uuid));
      expect(audit).toMatchObject({ kind: 'partner-application', decision: 'accepted' });
      const decisionMail = (await mailsTo(server, email)).find(
        (m) => m.subject === 'Your application was accepted',
      );
      expect(decisionMail?.text).toContain('Our team will be in touch with the next steps.');
      expect(decisionMail?.text).toContain('The Wellness Community team');
      expect(decisionMail?.text).toContain('Questions? Write to support@wellness.example.');
      const member = await readyMember(server, uniqueEmail('partners'));
      const list = await server.call<Partner[]>('GET', '/v1/user/business/list', { token: member });
      expect(list.body.data.find((p) => p.name === 'Harbour Yoga Collective')).toMatchObject({
        type: 2,
        logo: mine?.logo,
      });
      const again = await server.call('PATCH', `/v1/staff/partner/applications/${mine?.uuid}`, {
        token: staff,
        body: { decision: 'reject' },
      });
      expect(again.body).toMatchObject({ status: 404, error: { code: 'REQUEST_NOT_PENDING' } });
    });

    test.each([
      ['an HTML page named .png', [HTML, 'logo.png', 'image/png'], 400, 'IMAGE_TYPE_INVALID'],
      ['an SVG with a script', [SVG, 'logo.svg', 'image/svg+xml'], 400, 'IMAGE_TYPE_INVALID'],
      ['an SVG named .jpg', [SVG, 'logo.jpg', 'image/jpeg'], 400, 'IMAGE_TYPE_INVALID'],
      ['an empty file', [Buffer.alloc(0), 'logo.png', 'image/png'], 400, 'IMAGE_TYPE_INVALID'],
      [
        'a PNG over the limit',
        [Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMIT)]), 'big.png', 'image/png'],
        413,
        'FILE_TOO_LARGE',
      ],
    ] as const)('a logo that is %s is refused and nothing is stored', async (_name, logo, status, code) => {
      const before = uploadsIn(server);
      const { form, email } = partnerForm({}, [logo[0], logo[1], logo[2]]);
      const response = await request(form);
      expect(response.status).toBe(status);
      expect(response.body.error?.code).toBe(code);
      if (code === 'IMAGE_TYPE_INVALID')
        expect(response.body.message).toBe('Image type should be JPG, PNG or JPEG');
      expect(uploadsIn(server)).toEqual(before);
      const rows = await server.db
        .select()
        .from(partnerApplications)
        .where(eq(partnerApplications.email, email));
      expect(rows).toHaveLength(0);
    });

    test('application texts are stored and answered as typed: "Smith & Sons", a link with &b=2, quotes and <angles>', async () => {
      const typed = {
        name: `Smith & Sons "Wellness" <Studio> ${server.driver}`,
        description: "Tom's yoga & pilates: 2 < 3 > 1, 'always' \"open\"",
        link: 'http://localhost:8080/smith?a=1&b=2',
        addressLine1: 'Unit 4 & 5, <Old> Mill',
      };
      const { form, email } = partnerForm(typed);
      expect((await request(form)).status).toBe(201);
      const [row] = await server.db
        .select()
        .from(partnerApplications)
        .where(eq(partnerApplications.email, email));
      expect(row).toMatchObject(typed);
      const staff = await staffToken(server);
      const queue = await server.call<Page<PartnerApplication>>(
        'GET',
        `/v1/staff/partner/applications?search=${encodeURIComponent(email)}`,
        { token: staff },
      );
      const mine = queue.body.data.items.find((a) => a.emailId === email);
      expect(mine).toMatchObject({ name: typed.name, description: typed.description, link: typed.link });
      await server.call('PATCH', `/v1/staff/partner/applications/${mine?.uuid}`, {
        token: staff,
        body: { decision: 'accept' },
      });
      const member = await readyMember(server, uniqueEmail('typed'));
      const list = await server.call<Partner[]>('GET', '/v1/user/business/list', { token: member });
      expect(list.body.data.find((p) => p.name === typed.name)).toMatchObject({
        description: typed.description,
        link: typed.link,
      });

      const body = vendorBody({ store_name: `Smith & Sons <Foods> ${server.driver}`, city: "Land's End" });
      expect((await vendor(body)).status).toBe(201);
      const [stored] = await server.db
        .select()
        .from(vendorApplications)
        .where(eq(vendorApplications.email, body.email));
      expect(stored).toMatchObject({ storeName: body.store_name, city: "Land's End" });
    });

    test('the §5 partner rules are checked on the server, with the spec words', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ link: 'www.example.com' }, 'Please enter a valid URL, including scheme'],
        [{ phoneNumber: '55512a' }, 'Must be only digits'],
        [{ phoneNumber: '12345' }, 'Must be more than 6 digits'],
        [{ phoneNumber: '1234567890123456' }, 'Must be not more than 15 digits'],
        [{ zipCode: 'AB12' }, 'zipCode is not in the expected format'],
        [{ type: '3' }, 'type must be one of: 0, 1, 2'],
        [{ name: '   ' }, 'This field is required'],
        [{ emailId: 'not-an-email' }, 'emailId must be a valid email address'],
      ];
      const before = uploadsIn(server);
      for (const [fields, message] of cases) {
        const response = await request(partnerForm(fields).form);
        expect(response.status, JSON.stringify(fields)).toBe(400);
        expect(response.body.message).toBe(message);
      }
      const noLogo = await request(partnerForm({}, null).form);
      expect(noLogo.body.message).toBe('logo is required');
      expect(uploadsIn(server)).toEqual(before);
    });

    test('a vendor application: empty fields dropped, bank details encrypted at rest and never returned or logged', async () => {
      const body = vendorBody({ address_1: '   ', paypal_link: '' });
      const response = await vendor(body);
      expect(response.status).toBe(201);
      expect(response.body.message).toBe(
        'Your request has been successfully submitted. Our team will connect with you shortly.',
      );
      const [row] = await server.db
        .select()
        .from(vendorApplications)
        .where(eq(vendorApplications.email, body.email));
      expect(row).toMatchObject({ storeName: 'Raízes Natural Foods', addressLine1: null });
      // The whole row, as the database holds it, has no bank detail in plain text.
      const raw = await server.db.execute(
        sql`select row_to_json(v)::text as json from vendor_applications v where id = ${row!.id}`,
      );
      const stored = (raw as unknown as { rows: { json: string }[] }).rows[0]!.json;
      for (const secret of [IBAN, ACCOUNT_NO, 'BUKBGB22', 'Banco Exemplo'])
        expect(stored).not.toContain(secret);
      // It opens with the configured key (and only for this row).
      const sealer = fieldSealer(server.config.dataEncryptionKey);
      expect(JSON.parse(sealer.open(row!.payoutDetailsSealed!, row!.id))).toEqual({
        account_name: 'Ana Souza',
        account_no: ACCOUNT_NO,
        bank_name: 'Banco Exemplo',
        iban: IBAN,
        swift_code: 'BUKBGB22',
      });
      expect(() => sealer.open(row!.payoutDetailsSealed!, 'another-row')).toThrow();

      const staff = await staffToken(server);
      const queue = await server.call<Page<VendorApplication>>(
        'GET',
        `/v1/staff/vendor/applications?search=${encodeURIComponent(body.email)}`,
        { token: staff },
      );
      const mine = queue.body.data.items.find((a) => a.email === body.email);
      expect(mine).toMatchObject({ store_name: 'Raízes Natural Foods', hasPayoutDetails: true });
      expect(JSON.stringify(queue.body)).not.toContain(IBAN);
      expect(JSON.stringify(queue.body)).not.toContain(ACCOUNT_NO);
      const rejected = await server.call('PATCH', `/v1/staff/vendor/applications/${mine?.uuid}`, {
        token: staff,
        body: { decision: 'reject', reason: 'We are not taking new food vendors this quarter.' },
      });
      expect(rejected.status).toBe(200);
      expect((await mailsTo(server, body.email))[0]?.text).toContain('not taking new food vendors');
      expect(logLines.join('')).not.toContain(IBAN);
      expect(logLines.join('')).not.toContain(ACCOUNT_NO);

      const noBank = vendorBody({
        account_name: undefined,
        account_no: undefined,
        bank_name: undefined,
        iban: undefined,
        swift_code: undefined,
      });
      expect((await vendor(JSON.parse(JSON.stringify(noBank)))).status).toBe(201);
      const [plain] = await server.db
        .select()
        .from(vendorApplications)
        .where(eq(vendorApplications.email, noBank.email));
      expect(plain?.payoutDetailsSealed).toBeNull();
    });

    test('staff page, sort and search both application queues; bank details are never answered nor searched', async () => {
      const staff = await staffToken(server);
      const tag = `q${randomUUID().slice(0, 8)}`;
      for (const name of ['Cedar', 'alder', 'Birch'])
        expect((await request(partnerForm({ name: `${name} ${tag}`, type: '1' }).form)).status).toBe(201);
      for (const store of ['Mint', 'basil', 'Thyme'])
        expect((await vendor(vendorBody({ store_name: `${store} ${tag}`, first_name: store }))).status).toBe(
          201,
        );

      const partnersPage = (query: string) =>
        server.call<Page<PartnerApplication>>(
          'GET',
          `/v1/staff/partner/applications?search=${tag}&${query}`,
          {
            token: staff,
          },
        );
      const byName = await partnersPage('sort=name&order=desc&pageSize=2');
      expect(byName.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(byName.body.data.items.map((a) => a.name)).toEqual([`Cedar ${tag}`, `Birch ${tag}`]);
      const second = await partnersPage('sort=name&order=desc&pageSize=2&page=2');
      expect(second.body.data.items.map((a) => a.name)).toEqual([`alder ${tag}`]);
      const oldest = await partnersPage('');
      expect(oldest.body.data.items.map((a) => a.name)).toEqual([
        `Cedar ${tag}`,
        `alder ${tag}`,
        `Birch ${tag}`,
      ]);
      expect((await partnersPage('sort=logo')).status).toBe(400);

      const vendorsPage = (query: string) =>
        server.call<Page<VendorApplication>>('GET', `/v1/staff/vendor/applications?${query}`, {
          token: staff,
        });
      const byStore = await vendorsPage(`search=${tag}&sort=store&order=asc`);
      expect(byStore.body.data.total).toBe(3);
      expect(byStore.body.data.items.map((a) => a.store_name)).toEqual([
        `basil ${tag}`,
        `Mint ${tag}`,
        `Thyme ${tag}`,
      ]);
      expect(byStore.body.data.items.every((a) => a.hasPayoutDetails)).toBe(true);
      const answer = JSON.stringify(byStore.body);
      for (const secret of [IBAN, ACCOUNT_NO, 'Banco Exemplo', 'BUKBGB22'])
        expect(answer).not.toContain(secret);
      expect(Object.keys(byStore.body.data.items[0]!)).not.toEqual(
        expect.arrayContaining([
          'iban',
          'account_no',
          'account_name',
          'bank_name',
          'swift_code',
          'paypal_link',
        ]),
      );
      const byIban = await vendorsPage(`search=${IBAN}`);
      expect(byIban.body.data).toMatchObject({ total: 0, items: [] });
      const byFirstName = await vendorsPage(`search=${tag}&sort=name&order=desc&pageSize=1`);
      expect(byFirstName.body.data).toMatchObject({ total: 3, pageSize: 1 });
      expect(byFirstName.body.data.items[0]?.first_name).toBe('Thyme');
    });

    test('the §5 vendor rules are checked on the server', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ phone: '12ab56' }, 'Must be only digits'],
        [{ phone: '123' }, 'Must be more than 6 digits'],
        [{ email: 'nope' }, 'email must be a valid email address'],
        [{ store_name: '  ' }, 'This field is required'],
      ];
      for (const [fields, message] of cases) {
        const response = await vendor(vendorBody(fields));
        expect(response.status, JSON.stringify(fields)).toBe(400);
        expect(response.body.message).toBe(message);
      }
      const missing = vendorBody();
      delete (missing as Record<string, unknown>).store_name;
      expect((await vendor(missing)).body.message).toBe('store_name is required');
    });

    test('members are refused on the staff application calls, and nothing changes', async () => {
      const token = await readyMember(server, uniqueEmail('member'));
      const { form } = partnerForm({ name: 'Not Decided Yet' });
      await request(form);
      const [pending] = await server.db
        .select()
        .from(partnerApplications)
        .where(eq(partnerApplications.name, 'Not Decided Yet'));
      for (const [method, url, body] of [
        ['GET', '/v1/staff/partner/applications', undefined],
        ['PATCH', `/v1/staff/partner/applications/${pending!.id}`, { decision: 'accept' }],
        ['GET', '/v1/staff/vendor/applications', undefined],
        ['PATCH', `/v1/staff/vendor/applications/${pending!.id}`, { decision: 'reject' }],
      ] as const) {
        const response = await server.call(method, url, { token, body });
        expect(response.body, `${method} ${url}`).toMatchObject({
          status: 403,
          error: { code: 'STAFF_ONLY' },
        });
        expect((await server.call(method, url, { body })).status).toBe(401);
      }
      const [after] = await server.db
        .select()
        .from(partnerApplications)
        .where(eq(partnerApplications.id, pending!.id));
      expect(after?.status).toBe('pending');
    });
  },
  { env: { UPLOAD_MAX_BYTES: String(UPLOAD_LIMIT) }, app: { logger: { level: 'trace', stream: logStream } } },
);

describeEachDatabase(
  'application rate limits',
  (server) => {
    test('partner and vendor applications answer 429 once a client passes the limit', async () => {
      for (let i = 0; i < 2; i += 1)
        expect((await server.call('POST', '/v1/vendor/create', { body: vendorBody() })).status).toBe(201);
      const limited = await server.call('POST', '/v1/vendor/create', { body: vendorBody() });
      expect(limited.body).toMatchObject({ status: 429, error: { code: 'RATE_LIMITED' } });
      for (let i = 0; i < 2; i += 1) {
        const response = await server.call('POST', '/v1/user/business/partner/request', {
          form: partnerForm().form,
        });
        expect(response.status).toBe(201);
      }
      const partnerLimited = await server.call('POST', '/v1/user/business/partner/request', {
        form: partnerForm().form,
      });
      expect(partnerLimited.status).toBe(429);
    });
  },
  { env: { AUTH_RATE_LIMIT_MAX: '2', AUTH_RATE_LIMIT_WINDOW: '10m' } },
);
