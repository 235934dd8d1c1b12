import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { faqs } from '../src/db/schema.js';
import { localeFromHeader } from '../src/services/locale.js';
import { readyMember } from './support/members.js';
import { describeEachDatabase, uniqueEmail } from './support/server.js';

interface PackageView {
  name: string;
  benefits: string[];
}
interface EventView {
  uuid: string;
  name: string;
  description: string;
}

const language = (value: string) => ({ headers: { 'accept-language': value } });

test('Accept-Language: the first supported language by quality, English otherwise', () => {
  expect(localeFromHeader(undefined)).toBe('en');
  expect(localeFromHeader('ar')).toBe('ar');
  expect(localeFromHeader('tr-TR,tr;q=0.9,en;q=0.8')).toBe('tr');
  expect(localeFromHeader('de-DE,de;q=0.9,ar;q=0.5,tr;q=0.4')).toBe('ar');
  expect(localeFromHeader('en;q=0.2, tr;q=0.7')).toBe('tr');
  expect(localeFromHeader('fr, *;q=0.1')).toBe('en');
  expect(localeFromHeader('ar;q=0, tr;q=abc')).toBe('en');
  expect(localeFromHeader(';;;,,,')).toBe('en');
});

describeEachDatabase('server content in the member language', (server) => {
  test('package benefits come in Turkish, Arabic or English by Accept-Language; names stay brand names', async () => {
    const benefits = async (header?: string) => {
      const response = await server.call<PackageView[]>(
        'GET',
        '/v1/user/package/list',
        header ? language(header) : {},
      );
      expect(response.status).toBe(200);
      return response.body.data.find((p) => p.name === 'Champion')?.benefits;
    };
    expect((await benefits())?.[0]).toBe('20% discount on micro learning and periodic wellness courses');
    expect((await benefits('en'))?.[0]).toBe('20% discount on micro learning and periodic wellness courses');
    expect((await benefits('ar'))?.[0]).toBe('خصم 20% على دورات التعلّم المصغّر ودورات العافية الدورية');
    expect((await benefits('tr-TR,tr;q=0.9'))?.[0]).toBe(
      'Mikro öğrenme ve dönemsel sağlıklı yaşam kurslarında %20 indirim',
    );
    expect(await benefits('fr')).toEqual(await benefits('en'));
  });

  test('FAQ in each language, and a question without a translation falls back to English', async () => {
    const faqList = (header: string) =>
      server.call<{ uuid: string; question: string; answer: string }[]>(
        'GET',
        '/v1/user/faq/list',
        language(header),
      );
    expect((await faqList('tr')).body.data[0]?.question).toBe('Ücretsiz Starter üyeliğine neler dahil?');
    expect((await faqList('ar')).body.data[0]?.question).toBe('ماذا تشمل عضوية Starter المجانية؟');

    // An operator adds a question with only an Arabic question (no Arabic answer, no Turkish at all).
    await server.db.insert(faqs).values({
      question: 'Where do we meet?',
      answer: 'In the community hall.',
      position: 99,
      translations: { ar: { question: 'أين نلتقي؟' } },
    });
    try {
      const last = async (header: string) => (await faqList(header)).body.data.at(-1);
      expect(await last('ar')).toMatchObject({ question: 'أين نلتقي؟', answer: 'In the community hall.' });
      expect(await last('tr')).toMatchObject({
        question: 'Where do we meet?',
        answer: 'In the community hall.',
      });
    } finally {
      await server.db.delete(faqs).where(eq(faqs.question, 'Where do we meet?'));
    }
  });

  test('events (list, details, registrations) and vouchers come in the member language', async () => {
    const token = await readyMember(server, uniqueEmail('lang'));
    const upcoming = async (header: string) =>
      (await server.call<EventView[]>('GET', '/v1/user/event/listUpcoming', { token, ...language(header) }))
        .body.data;
    const english = (await upcoming('en')).find((e) => e.name === 'Community Open Day');
    expect(english).toBeDefined();
    const arabic = (await upcoming('ar')).find((e) => e.uuid === english?.uuid);
    expect(arabic?.name).toBe('اليوم المفتوح للمجتمع');
    expect(arabic?.description).toBe('<p>تعرّف إلى الفريق، وجرّب حصة، وابحث عن مجموعة تناسبك.</p>');

    const details = await server.call<EventView>('GET', `/v1/user/event/view?uuid=${english?.uuid}`, {
      token,
      ...language('tr'),
    });
    expect(details.body.data.name).toBe('Topluluk Açık Günü');

    expect(
      (
        await server.call('POST', '/v1/user/event/register', {
          token,
          body: { eventUuid: english?.uuid, quantity: 1 },
        })
      ).status,
    ).toBe(200);
    const registrations = await server.call<{ event: EventView }[]>('GET', '/v1/user/register/event/list', {
      token,
      ...language('ar'),
    });
    expect(registrations.body.data.map((r) => r.event.name)).toContain('اليوم المفتوح للمجتمع');

    const vouchers = async (header: string) =>
      (
        await server.call<{ name: string; companyName: string }[]>('GET', '/v1/user/voucher/list', {
          token,
          ...language(header),
        })
      ).body.data.map((v) => v.name);
    expect(await vouchers('en')).toContain('10% off your first yoga class');
    expect(await vouchers('tr')).toContain('İlk yoga dersinizde %10 indirim');
    expect(await vouchers('ar')).toContain('خصم 10% على أول حصة يوغا');
  });
});
