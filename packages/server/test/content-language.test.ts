import { eq, isNotNull } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { catalogItems, events, faqs, healthHeroes } from '../src/db/schema.js';
import { seedGroups } from '../src/db/seed-groups.js';
import { groupTranslations } from '../src/db/seed-group-translations.js';
import { seedHeroTranslations, seedHeroes } from '../src/db/seed-heroes.js';
import { seedSpeakerTranslations } from '../src/db/seed-events.js';
import { heroTranslations, speakerTranslations } from '../src/db/seed-speaker-hero-translations.js';
import { catalogItemValues } from '../src/services/catalog.js';
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
  speakers: { name: string; designation: string | null; description: string | null; role: string }[];
}
interface HeroView {
  name: string;
  discrip: string;
  experience: string;
  reasonForMentoring: string;
  diseaseType: string[];
  areaOfMentoring: string[];
  ageBracket: string;
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

test('every seeded group, speaker and hero has its member-facing texts in Turkish and Arabic', () => {
  for (const group of seedGroups) {
    for (const locale of ['tr', 'ar'] as const) {
      const texts = groupTranslations[group.key]?.[locale];
      expect(texts?.name, `${group.key} ${locale}`).toBeTruthy();
      expect(texts?.description, `${group.key} ${locale}`).toBeTruthy();
    }
  }
  for (const hero of seedHeroes) {
    for (const locale of ['tr', 'ar'] as const) {
      const texts = heroTranslations[hero.key]?.[locale];
      expect(
        texts?.discrip && texts.experience && texts.reasonForMentoring,
        `${hero.key} ${locale}`,
      ).toBeTruthy();
      expect(texts?.diseaseType, `${hero.key} ${locale}`).toHaveLength(hero.diseaseType.length);
    }
  }
  for (const [name, texts] of Object.entries(speakerTranslations)) {
    for (const locale of ['tr', 'ar'] as const) {
      expect(texts[locale]?.designation && texts[locale]?.description, `${name} ${locale}`).toBeTruthy();
    }
  }
});

test('translated catalogue texts are sanitised on write like the English ones', () => {
  const row = catalogItemValues({
    kind: 'product',
    name: 'Mat',
    slug: 'mat',
    shortDescription: '<p>Mat</p>',
    description: '<p>Mat</p>',
    regular: '10.00',
    images: [],
    translations: {
      ar: {
        name: '  حصيرة  ',
        shortDescription: '<p onclick="x()">حصيرة</p><script>alert(1)</script>',
        description: '<p>وصف<img src=x onerror="alert(1)"></p>',
      },
    },
  });
  expect(row.translations?.ar?.name).toBe('حصيرة');
  expect(row.translations?.ar?.shortDescription).toBe('<p>حصيرة</p>');
  expect(row.translations?.ar?.description).not.toMatch(/onerror|<script/);
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

  test('support groups come with their names and descriptions in Turkish or Arabic; English otherwise', async () => {
    const token = await readyMember(server, uniqueEmail('lang'));
    const groups = async (header: string) =>
      (
        await server.call<{ uuid: string; name: string; description: string }[]>(
          'GET',
          '/v1/user/supportGroup/list',
          { token, ...language(header) },
        )
      ).body.data;
    const english = (await groups('en')).find((g) => g.name === 'Mindful Minds');
    expect(english).toBeDefined();
    const turkish = (await groups('tr')).find((g) => g.uuid === english?.uuid);
    expect(turkish?.name).toBe('Farkında Zihinler');
    expect(turkish?.description).toMatch(/^Stres, kaygı ya da düşük ruh hâliyle/);
    const arabic = (await groups('ar')).find((g) => g.uuid === english?.uuid);
    expect(arabic?.name).toBe('عقول واعية');
    expect(arabic?.description).toMatch(/^حلقة أسبوعية/);
  });

  test("speakers' designations and biographies come in Turkish or Arabic; English otherwise", async () => {
    const token = await readyMember(server, uniqueEmail('lang'));
    const speakers = async (header: string) => {
      const list = (
        await server.call<EventView[]>('GET', '/v1/user/event/listUpcoming', { token, ...language(header) })
      ).body.data;
      const english = (
        await server.call<EventView[]>('GET', '/v1/user/event/listUpcoming', { token, ...language('en') })
      ).body.data.find((e) => e.name === 'Mindful Mornings: Managing Everyday Stress');
      const event = list.find((e) => e.uuid === english?.uuid);
      const details = await server.call<EventView>('GET', `/v1/user/event/view?uuid=${english?.uuid}`, {
        token,
        ...language(header),
      });
      expect(details.body.data.speakers).toEqual(event?.speakers);
      return event?.speakers;
    };
    const english = await speakers('en');
    expect(english?.[0]).toEqual({
      name: 'Dr. Maya Patel',
      image: null,
      linkedInProfile: 'https://www.linkedin.com/in/dr-maya-patel',
      designation: 'Clinical psychologist',
      description: 'Dr. Maya Patel is clinical psychologist.',
      role: 'speaker',
    });
    expect((await speakers('tr'))?.[0]).toEqual({
      ...english?.[0],
      designation: 'Klinik psikolog',
      description: 'Dr. Maya Patel klinik psikolog olarak çalışıyor.',
    });
    const arabic = await speakers('ar-SA,ar;q=0.9');
    expect(arabic?.[0]).toEqual({
      ...english?.[0],
      designation: 'أخصائية نفسية سريرية',
      description: 'تعمل Dr. Maya Patel أخصائيةً نفسية سريرية.',
    });
    expect(arabic?.[1]).toMatchObject({
      name: 'Sam Rivera',
      role: 'moderator',
      designation: 'مقدّم فعاليات المجتمع',
    });
    expect(await speakers('fr')).toEqual(english);

    // Every seeded speaker and moderator has both languages.
    const seeded = await server.db
      .select({ speakers: events.speakers })
      .from(events)
      .where(isNotNull(events.seedKey));
    const all = seeded.flatMap((e) => e.speakers);
    expect(all.length).toBeGreaterThan(15);
    for (const speaker of all) {
      for (const locale of ['tr', 'ar'] as const) {
        expect(speaker.translations?.[locale]?.designation, `${speaker.name} ${locale}`).toBeTruthy();
        expect(speaker.translations?.[locale]?.description, `${speaker.name} ${locale}`).toBeTruthy();
      }
    }
  });

  test("health heroes' own sentences come in Turkish or Arabic; names and categorised words stay as stored", async () => {
    const token = await readyMember(server, uniqueEmail('lang'));
    const priya = async (header: string) =>
      (
        await server.call<HeroView[]>('GET', '/v1/user/healtHero/list', { token, ...language(header) })
      ).body.data.find((h) => h.name === 'Dr. Priya Shah');
    // Twice each: the second answers come from the shared list's cache, each in its own language.
    for (let round = 0; round < 2; round += 1) {
      const english = await priya('en');
      expect(english).toMatchObject({
        discrip:
          'Family physician who helps members make sense of a new diagnosis and plan the first months.',
        experience: '15 years in family medicine',
        reasonForMentoring: 'Nobody should leave the clinic not understanding their own condition.',
        diseaseType: ['Type 2 diabetes', 'Hypertension'],
      });
      expect(english).not.toHaveProperty('translations');
      const same = {
        name: 'Dr. Priya Shah',
        areaOfMentoring: ['Diabetes', 'Heart Health'],
        ageBracket: 'Matured',
      };
      expect(await priya('tr')).toMatchObject({
        ...same,
        discrip:
          'Üyelerin yeni bir tanıyı anlamasına ve ilk aylarını planlamasına yardımcı olan aile hekimi.',
        experience: 'Aile hekimliğinde 15 yıl',
        reasonForMentoring: 'Kimse muayenehaneden kendi durumunu anlamadan çıkmamalı.',
        diseaseType: ['Tip 2 diyabet', 'Hipertansiyon'],
      });
      expect(await priya('ar')).toMatchObject({
        ...same,
        discrip: 'طبيبة أسرة تساعد الأعضاء على فهم التشخيص الجديد والتخطيط للأشهر الأولى بعده.',
        experience: '15 عامًا في طب الأسرة',
        reasonForMentoring: 'لا ينبغي لأحد أن يغادر العيادة دون أن يفهم حالته.',
        diseaseType: ['السكري من النوع الثاني', 'ارتفاع ضغط الدم'],
      });
      expect(await priya('fr')).toEqual(english);
    }

    // An operator empties the Arabic experience: that one field falls back to English, the cache sees the change.
    const [row] = await server.db.select().from(healthHeroes).where(eq(healthHeroes.seedKey, 'priya-shah'));
    await server.db
      .update(healthHeroes)
      .set({ translations: { ...row!.translations, ar: { ...row!.translations.ar, experience: '' } } })
      .where(eq(healthHeroes.id, row!.id));
    try {
      expect(await priya('ar')).toMatchObject({
        experience: '15 years in family medicine',
        discrip: 'طبيبة أسرة تساعد الأعضاء على فهم التشخيص الجديد والتخطيط للأشهر الأولى بعده.',
      });
    } finally {
      await server.db
        .update(healthHeroes)
        .set({ translations: row!.translations })
        .where(eq(healthHeroes.id, row!.id));
    }
  });

  test('a demo database seeded before the speakers and heroes had Turkish and Arabic gets them once', async () => {
    const [hero] = await server.db.select().from(healthHeroes).where(eq(healthHeroes.seedKey, 'marcus-bell'));
    const [event] = await server.db.select().from(events).where(eq(events.seedKey, 'sleep-reset'));
    const edited = { tr: { experience: 'Bir operatörün yazdığı' } };
    await server.db.update(healthHeroes).set({ translations: {} }).where(eq(healthHeroes.id, hero!.id));
    await server.db
      .update(healthHeroes)
      .set({ translations: edited })
      .where(eq(healthHeroes.seedKey, 'elena-rossi'));
    await server.db
      .update(events)
      .set({ speakers: event!.speakers.map(({ translations: _t, ...s }) => s) })
      .where(eq(events.id, event!.id));
    try {
      await seedSpeakerTranslations(server.db);
      await seedHeroTranslations(server.db);
      const [after] = await server.db.select().from(healthHeroes).where(eq(healthHeroes.id, hero!.id));
      expect(after!.translations).toEqual(hero!.translations);
      expect(after!.translations.ar?.diseaseType).toEqual(['سرطان الغدد اللمفاوية']);
      const [kept] = await server.db
        .select()
        .from(healthHeroes)
        .where(eq(healthHeroes.seedKey, 'elena-rossi'));
      expect(kept!.translations).toEqual(edited);
      const [eventAfter] = await server.db.select().from(events).where(eq(events.id, event!.id));
      expect(eventAfter!.speakers).toEqual(event!.speakers);
      expect(eventAfter!.speakers[0]?.translations?.tr?.designation).toBe('Uyku araştırmacısı');
    } finally {
      await server.db
        .update(healthHeroes)
        .set({ translations: heroTranslations['elena-rossi'] ?? {} })
        .where(eq(healthHeroes.seedKey, 'elena-rossi'));
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

interface CatalogPage {
  items: {
    id: number;
    name: string;
    short_description: string;
    description: string;
    categories: { id: number; name: string }[];
    attributes: { name: string; options: string[] }[];
  }[];
  total: number;
}

describeEachDatabase('the marketplace catalogue in the member language', (server) => {
  const productPage = async (token: string, header: string | undefined, body: object = {}) =>
    (
      await server.call<CatalogPage>('POST', '/v1/marketplace/products/by/category', {
        token,
        ...(header ? language(header) : {}),
        body: { category: 16, page: 1, per_page: 100, ...body },
      })
    ).body.data;

  test('names, descriptions, categories and attributes come in Turkish or Arabic; English otherwise', async () => {
    const token = await readyMember(server, uniqueEmail('shop'));
    const mat = async (header?: string) => (await productPage(token, header)).items.find((i) => i.id === 101);
    expect(await mat()).toMatchObject({ name: 'Natural Cork Yoga Mat' });
    expect(await mat('tr-TR,tr;q=0.9')).toMatchObject({
      name: 'Doğal Mantar Yoga Matı',
      short_description: '<p>Doğal kauçuk taban üzerinde, terledikçe daha iyi tutan mantar yüzey.</p>',
      categories: [
        { id: 16, name: 'Tüm Ürünler' },
        { id: 17, name: 'Yoga ve Pilates' },
      ],
    });
    const arabic = await mat('ar');
    expect(arabic?.name).toBe('حصيرة يوغا من الفلين الطبيعي');
    expect(arabic?.categories[1]?.name).toBe('اليوغا والبيلاتس');
    expect(arabic?.attributes[0]).toEqual({ name: 'السماكة', options: ['4 مم'] });
    expect(await mat('fr')).toEqual(await mat('en'));

    const detail = await server.call<CatalogPage['items'][number]>('POST', '/v1/marketplace/product', {
      token,
      ...language('ar'),
      body: { id: 201 },
    });
    expect(detail.body.data.name).toBe('تدليك الأنسجة العميقة (60 دقيقة)');
    expect(detail.body.data.description).toMatch(/^<p>يعمل معالج تدليك مرخّص/);

    const categories = await server.call<{ id: number; name: string }[]>(
      'POST',
      '/v1/marketplace/product/categories/list',
      { token, ...language('tr'), body: { page: 1, per_page: 100 } },
    );
    expect(categories.body.data.find((c) => c.id === 58)?.name).toBe('Sağlıklı Yaşam Hizmetleri');
  });

  test('banners and partner descriptions come in the member language; partner names stay brand names', async () => {
    const token = await readyMember(server, uniqueEmail('shop'));
    const sliders = async (header: string) =>
      (await server.call<{ title: string; text: string }[]>('GET', '/v1/slider/list', language(header))).body
        .data;
    expect((await sliders('en'))[0]).toMatchObject({ title: 'Wellness Services' });
    expect((await sliders('ar'))[0]).toMatchObject({
      title: 'خدمات العافية',
      text: 'تدليك وتدريب وعلاج طبيعي من شركاء موثوقين',
    });
    expect((await sliders('tr'))[0]?.title).toBe('Sağlıklı Yaşam Hizmetleri');

    const partners = await server.call<{ name: string; description: string }[]>(
      'GET',
      '/v1/user/business/list',
      {
        token,
        ...language('tr'),
      },
    );
    expect(partners.body.data.find((p) => p.name === 'Calm Waters Day Spa')?.description).toBe(
      'Şehir merkezindeki üç spada masaj, refleksoloji ve hidroterapi.',
    );
  });

  test("the cart and the wishlist show the items' names and categories in the member language", async () => {
    const token = await readyMember(server, uniqueEmail('shop'));
    expect(
      (
        await server.call('POST', '/v1/user/marketplace/cart/create', {
          token,
          body: { item: { productId: 102, categoryId: 17, quantity: 1 } },
        })
      ).status,
    ).toBeLessThan(300);
    expect(
      (
        await server.call('POST', '/v1/user/marketplace/wishlist/create', {
          token,
          body: { productId: '201', categoryId: '59' },
        })
      ).status,
    ).toBeLessThan(300);
    const cart = async (header: string) =>
      (
        await server.call<{ items: { name: string; category: { name: string }[] }[] }>(
          'POST',
          '/v1/user/marketplace/cart/list',
          { token, ...language(header) },
        )
      ).body.data.items[0];
    expect(await cart('ar')).toMatchObject({
      name: 'زوج مكعبات يوغا من الخيزران',
      category: [{ name: 'جميع المنتجات' }, { name: 'اليوغا والبيلاتس' }],
    });
    expect((await cart('en'))?.name).toBe('Bamboo Yoga Block Pair');
    const wishlist = await server.call<{ name: string }[]>('POST', '/v1/user/marketplace/wishlist/list', {
      token,
      ...language('tr'),
    });
    expect(wishlist.body.data[0]?.name).toBe('Derin Doku Masajı (60 dk)');
  });

  test('a search also matches the name in the member language, ignoring accents; English still matches', async () => {
    const token = await readyMember(server, uniqueEmail('shop'));
    const names = async (header: string, search: string) =>
      (await productPage(token, header, { search })).items.map((i) => i.name);
    expect(await names('tr', 'mantar')).toEqual(['Doğal Mantar Yoga Matı']);
    expect(await names('tr', 'DOGAL MANTAR')).toEqual(['Doğal Mantar Yoga Matı']);
    expect(await names('tr', 'cork yoga')).toEqual(['Doğal Mantar Yoga Matı']);
    expect(await names('ar', 'الفلين')).toEqual(['حصيرة يوغا من الفلين الطبيعي']);
    // Not in another language's names.
    expect(await names('en', 'mantar')).toEqual([]);
  });

  test('the shared list is cached per language, and a text without a translation falls back to English', async () => {
    const token = await readyMember(server, uniqueEmail('shop'));
    const name = async (header: string) =>
      (await productPage(token, header, { search: 'bamboo yoga block' })).items[0]?.name;
    // Twice each: the second answers come from the cache, each in its own language.
    for (let round = 0; round < 2; round += 1) {
      expect(await name('en')).toBe('Bamboo Yoga Block Pair');
      expect(await name('tr')).toBe('Bambu Yoga Blok Seti');
      expect(await name('ar')).toBe('زوج مكعبات يوغا من الخيزران');
    }
    const [row] = await server.db.select().from(catalogItems).where(eq(catalogItems.id, 102));
    // An operator leaves the Arabic name out: that one name falls back to English, the cache sees the change.
    await server.db
      .update(catalogItems)
      .set({ translations: { ...row!.translations, ar: { ...row!.translations.ar, name: '' } } })
      .where(eq(catalogItems.id, 102));
    try {
      expect(await name('ar')).toBe('Bamboo Yoga Block Pair');
      expect(await name('tr')).toBe('Bambu Yoga Blok Seti');
    } finally {
      await server.db
        .update(catalogItems)
        .set({ translations: row!.translations })
        .where(eq(catalogItems.id, 102));
    }
  });
});
