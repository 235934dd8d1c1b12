import type { Locale } from './locale.js';

// Every mail a member gets about their account, payments and events, in one place: what each says, in English,
// Turkish and Arabic. Facts (names, amounts, dates) arrive already formatted in the member's language; the layout
// below turns a mail into its plain-text and HTML parts with the organisation's name and support address.

export type MemberMailFacts =
  | { template: 'payment-receipt'; item: string; amount: string; reference: string; date: string }
  | { template: 'refund'; item: string; amount: string; date: string; reference: string }
  | { template: 'package-changed'; packageName: string; until: string }
  | { template: 'package-cancelled'; packageName: string; newPackageName: string }
  | { template: 'event-registered'; eventName: string; when: string; quantity: number }
  | { template: 'event-cancelled'; eventName: string; when: string; paid: boolean }
  | { template: 'event-reminder'; eventName: string; when: string; quantity: number }
  | { template: 'password-changed'; date: string }
  | {
      /** A staff decision on the member's request or application (the review queues, partner and vendor). */
      template: 'staff-decision';
      kind: DecisionKind;
      decision: 'accept' | 'reject';
      /** The group's or hero's name (join, session and proposal requests); '' for applications. */
      subject: string;
      reason: string | null;
    }
  | {
      template: 'order-update';
      step: 'placed' | 'paid' | 'shipped' | 'completed' | 'refunded';
      number: string;
      /** The day the order was placed. */
      ordered: string;
      /** The day of this step. */
      date: string;
      /** Each item ('Yoga mat × 2') with its amount. */
      items: [string, string][];
      total: string;
      address: string;
      reason: string | null;
      url: string;
    };

export type DecisionKind =
  | 'wsg-join'
  | 'hh-session'
  | 'hero-application'
  | 'wsg-proposal'
  | 'partner-application'
  | 'vendor-application';

type MemberMailTemplate = MemberMailFacts['template'];

interface Written {
  subject: string;
  /** Paragraphs, in order. */
  lines: string[];
  /** Label and value pairs shown as a small table (a receipt's amount, an event's time). */
  details?: [string, string][];
}

type Words = {
  [T in MemberMailTemplate]: (facts: Extract<MemberMailFacts, { template: T }>, org: string) => Written;
} & {
  greeting: (name: string) => string;
  questions: (support: string) => string;
  signature: (org: string) => string;
};

type OrderFacts = Extract<MemberMailFacts, { template: 'order-update' }>;

/** The order receipt every order mail carries: its items, total, shipping, address and number. */
const receipt = (
  f: OrderFacts,
  label: {
    order: string;
    placed: string;
    shipping: string;
    free: string;
    total: string;
    address: string;
    status: string;
    reason: string;
  },
  status: string,
): [string, string][] => [
  [label.order, `#${f.number}`],
  [label.placed, f.ordered],
  ...f.items,
  [label.shipping, label.free],
  [label.total, f.total],
  [label.address, f.address],
  [label.status, status],
  ...(f.reason ? ([[label.reason, f.reason]] as [string, string][]) : []),
];

const enOrder = {
  order: 'Order',
  placed: 'Placed on',
  shipping: 'Shipping',
  free: 'Free',
  total: 'Total',
  address: 'Delivery address',
  status: 'Status',
  reason: 'Reason',
};
const trOrder = {
  order: 'Sipariş',
  placed: 'Sipariş tarihi',
  shipping: 'Kargo',
  free: 'Ücretsiz',
  total: 'Toplam',
  address: 'Teslimat adresi',
  status: 'Durum',
  reason: 'Gerekçe',
};
const arOrder = {
  order: 'الطلب',
  placed: 'تاريخ الطلب',
  shipping: 'الشحن',
  free: 'مجاني',
  total: 'الإجمالي',
  address: 'عنوان التسليم',
  status: 'الحالة',
  reason: 'السبب',
};

const en: Words = {
  greeting: (name) => `Hello ${name},`,
  questions: (support) => `Questions? Write to ${support}.`,
  signature: (org) => `The ${org} team`,
  'payment-receipt': (f, org) => ({
    subject: `Your ${org} receipt: ${f.item}`,
    lines: ['Thank you for your payment. This is your receipt.'],
    details: [
      ['Paid for', f.item],
      ['Amount', f.amount],
      ['Date', f.date],
      ['Reference', f.reference],
    ],
  }),
  refund: (f) => ({
    subject: `Your refund for ${f.item}`,
    lines: [
      `We have refunded ${f.amount} for ${f.item} to the card you paid with.`,
      'Depending on your bank, it can take up to 7 business days to appear on your statement.',
    ],
    details: [
      ['Refunded', f.amount],
      ['Date', f.date],
      ['Refund reference', f.reference],
    ],
  }),
  'package-changed': (f) => ({
    subject: `Your membership is now ${f.packageName}`,
    lines: [`Your membership package is now ${f.packageName}, valid until ${f.until}.`],
  }),
  'package-cancelled': (f) => ({
    subject: `Your ${f.packageName} membership is cancelled`,
    lines: [
      `Your ${f.packageName} membership has been cancelled and you are now on ${f.newPackageName}.`,
      'You can choose a package again at any time from the Packages page.',
    ],
  }),
  'event-registered': (f) => ({
    subject: `You are registered: ${f.eventName}`,
    lines: [
      `You are registered for ${f.eventName}.`,
      'The attached calendar file adds the event to your calendar.',
    ],
    details: [
      ['When', f.when],
      ['Seats', String(f.quantity)],
    ],
  }),
  'event-cancelled': (f) => ({
    subject: `Registration cancelled: ${f.eventName}`,
    lines: [
      `Your registration for ${f.eventName} (${f.when}) has been cancelled.`,
      ...(f.paid
        ? ['Any refund for a cancelled event registration is initiated within 7 business days.']
        : []),
    ],
  }),
  'event-reminder': (f) => ({
    subject: `Tomorrow: ${f.eventName}`,
    lines: [`A reminder: ${f.eventName} starts in 24 hours.`],
    details: [
      ['When', f.when],
      ['Seats', String(f.quantity)],
    ],
  }),
  'order-update': (f) => {
    const step = {
      placed: {
        subject: `Order #${f.number} placed`,
        line: 'Thank you for your order. We will let you know when it ships.',
        status: 'Processing',
      },
      paid: {
        subject: `Order #${f.number}: payment received`,
        line: 'Thank you for your payment. Your order is being prepared; we will let you know when it ships.',
        status: 'Processing',
      },
      shipped: {
        subject: `Order #${f.number} has shipped`,
        line: `Your order was shipped on ${f.date}.`,
        status: 'Shipped',
      },
      completed: {
        subject: `Order #${f.number} is complete`,
        line: 'Your order is complete. You can now rate and review its items from the order page.',
        status: 'Completed',
      },
      refunded: {
        subject: `Order #${f.number} refunded`,
        line: `We have refunded ${f.total} for order #${f.number} to the card you paid with. Depending on your bank, it can take up to 7 business days to appear on your statement.`,
        status: 'Refunded',
      },
    }[f.step];
    return {
      subject: step.subject,
      lines: [step.line, `Order details: ${f.url}`],
      details: receipt(f, enOrder, step.status),
    };
  },
  'password-changed': (f, org) => ({
    subject: `Your ${org} password was changed`,
    lines: [
      `The password of your ${org} account was changed on ${f.date}.`,
      'If this was not you, reset your password from the login page now and write to us.',
    ],
  }),
  'staff-decision': (f) => {
    const what = {
      'wsg-join': `Your request to join ${f.subject}`,
      'hh-session': `Your session request with ${f.subject}`,
      'wsg-proposal': `Your proposal of the group ${f.subject}`,
      'hero-application': 'Your application to become a Health Hero',
      'partner-application': 'Your application to become a business partner',
      'vendor-application': 'Your application to become a vendor',
    }[f.kind];
    const application = f.kind === 'partner-application' || f.kind === 'vendor-application';
    const accepted = f.decision === 'accept';
    return {
      subject: `Your ${application ? 'application' : 'request'} was ${accepted ? 'accepted' : 'declined'}`,
      lines: [
        accepted && application
          ? `${what} has been accepted. Our team will be in touch with the next steps.`
          : `${what} has been ${accepted ? 'accepted' : 'declined'}.`,
        ...(f.reason ? [`Reason: ${f.reason}`] : []),
      ],
    };
  },
};

const tr: Words = {
  greeting: (name) => `Merhaba ${name},`,
  questions: (support) => `Sorularınız için: ${support}`,
  signature: (org) => `${org} ekibi`,
  'payment-receipt': (f, org) => ({
    subject: `${org} makbuzunuz: ${f.item}`,
    lines: ['Ödemeniz için teşekkür ederiz. Makbuzunuz aşağıdadır.'],
    details: [
      ['Ödenen', f.item],
      ['Tutar', f.amount],
      ['Tarih', f.date],
      ['Referans', f.reference],
    ],
  }),
  refund: (f) => ({
    subject: `${f.item} için iadeniz`,
    lines: [
      `${f.item} için ${f.amount} tutarını ödeme yaptığınız karta iade ettik.`,
      'Bankanıza bağlı olarak hesap özetinizde görünmesi 7 iş gününe kadar sürebilir.',
    ],
    details: [
      ['İade edilen', f.amount],
      ['Tarih', f.date],
      ['İade referansı', f.reference],
    ],
  }),
  'package-changed': (f) => ({
    subject: `Üyeliğiniz artık ${f.packageName}`,
    lines: [`Üyelik paketiniz artık ${f.packageName}; ${f.until} tarihine kadar geçerli.`],
  }),
  'package-cancelled': (f) => ({
    subject: `${f.packageName} üyeliğiniz iptal edildi`,
    lines: [
      `${f.packageName} üyeliğiniz iptal edildi; artık ${f.newPackageName} paketindesiniz.`,
      'Paketler sayfasından istediğiniz zaman yeniden bir paket seçebilirsiniz.',
    ],
  }),
  'event-registered': (f) => ({
    subject: `Kaydınız alındı: ${f.eventName}`,
    lines: [
      `${f.eventName} etkinliğine kaydınız alındı.`,
      'Ekteki takvim dosyası etkinliği takviminize ekler.',
    ],
    details: [
      ['Zaman', f.when],
      ['Kişi sayısı', String(f.quantity)],
    ],
  }),
  'event-cancelled': (f) => ({
    subject: `Kayıt iptal edildi: ${f.eventName}`,
    lines: [
      `${f.eventName} (${f.when}) etkinliğine kaydınız iptal edildi.`,
      ...(f.paid ? ['İptal edilen bir etkinlik kaydının iadesi 7 iş günü içinde başlatılır.'] : []),
    ],
  }),
  'event-reminder': (f) => ({
    subject: `Yarın: ${f.eventName}`,
    lines: [`Hatırlatma: ${f.eventName} 24 saat sonra başlıyor.`],
    details: [
      ['Zaman', f.when],
      ['Kişi sayısı', String(f.quantity)],
    ],
  }),
  'order-update': (f) => {
    const step = {
      placed: {
        subject: `#${f.number} numaralı siparişiniz alındı`,
        line: 'Siparişiniz için teşekkür ederiz. Kargoya verildiğinde size haber vereceğiz.',
        status: 'Hazırlanıyor',
      },
      paid: {
        subject: `#${f.number} numaralı sipariş: ödemeniz alındı`,
        line: 'Ödemeniz için teşekkür ederiz. Siparişiniz hazırlanıyor; kargoya verildiğinde size haber vereceğiz.',
        status: 'Hazırlanıyor',
      },
      shipped: {
        subject: `#${f.number} numaralı siparişiniz kargoya verildi`,
        line: `Siparişiniz ${f.date} tarihinde kargoya verildi.`,
        status: 'Kargoya verildi',
      },
      completed: {
        subject: `#${f.number} numaralı siparişiniz tamamlandı`,
        line: 'Siparişiniz tamamlandı. Ürünlerini artık sipariş sayfasından puanlayıp değerlendirebilirsiniz.',
        status: 'Tamamlandı',
      },
      refunded: {
        subject: `#${f.number} numaralı sipariş iade edildi`,
        line: `#${f.number} numaralı sipariş için ${f.total} tutarını ödeme yaptığınız karta iade ettik. Bankanıza bağlı olarak hesap özetinizde görünmesi 7 iş gününe kadar sürebilir.`,
        status: 'İade edildi',
      },
    }[f.step];
    return {
      subject: step.subject,
      lines: [step.line, `Sipariş ayrıntıları: ${f.url}`],
      details: receipt(f, trOrder, step.status),
    };
  },
  'password-changed': (f, org) => ({
    subject: `${org} şifreniz değiştirildi`,
    lines: [
      `${org} hesabınızın şifresi ${f.date} tarihinde değiştirildi.`,
      'Bu siz değilseniz, giriş sayfasından şifrenizi hemen sıfırlayın ve bize yazın.',
    ],
  }),
  'staff-decision': (f) => {
    const what = {
      'wsg-join': `${f.subject} grubuna katılma isteğiniz`,
      'hh-session': `${f.subject} ile seans isteğiniz`,
      'wsg-proposal': `${f.subject} grubu öneriniz`,
      'hero-application': 'Sağlık Kahramanı olma başvurunuz',
      'partner-application': 'İş ortağı olma başvurunuz',
      'vendor-application': 'Satıcı olma başvurunuz',
    }[f.kind];
    const application = f.kind === 'partner-application' || f.kind === 'vendor-application';
    const accepted = f.decision === 'accept';
    return {
      subject: `${application ? 'Başvurunuz' : 'İsteğiniz'} ${accepted ? 'kabul edildi' : 'reddedildi'}`,
      lines: [
        accepted && application
          ? `${what} kabul edildi. Ekibimiz sonraki adımlar için sizinle iletişime geçecek.`
          : `${what} ${accepted ? 'kabul edildi' : 'reddedildi'}.`,
        ...(f.reason ? [`Gerekçe: ${f.reason}`] : []),
      ],
    };
  },
};

const ar: Words = {
  greeting: (name) => `مرحبًا ${name}،`,
  questions: (support) => `للاستفسارات راسلنا على ${support}`,
  signature: (org) => `فريق ${org}`,
  'payment-receipt': (f, org) => ({
    subject: `إيصالك من ${org}: ${f.item}`,
    lines: ['شكرًا لك على الدفع. هذا إيصالك.'],
    details: [
      ['مقابل', f.item],
      ['المبلغ', f.amount],
      ['التاريخ', f.date],
      ['المرجع', f.reference],
    ],
  }),
  refund: (f) => ({
    subject: `استرداد المبلغ مقابل ${f.item}`,
    lines: [
      `أعدنا ${f.amount} مقابل ${f.item} إلى البطاقة التي دفعت بها.`,
      'قد يستغرق ظهوره في كشف حسابك ما يصل إلى 7 أيام عمل بحسب مصرفك.',
    ],
    details: [
      ['المبلغ المسترد', f.amount],
      ['التاريخ', f.date],
      ['مرجع الاسترداد', f.reference],
    ],
  }),
  'package-changed': (f) => ({
    subject: `أصبحت عضويتك ${f.packageName}`,
    lines: [`أصبحت باقة عضويتك ${f.packageName}، وهي صالحة حتى ${f.until}.`],
  }),
  'package-cancelled': (f) => ({
    subject: `أُلغيت عضويتك ${f.packageName}`,
    lines: [
      `أُلغيت عضويتك ${f.packageName} وأصبحت الآن على باقة ${f.newPackageName}.`,
      'يمكنك اختيار باقة من جديد في أي وقت من صفحة الباقات.',
    ],
  }),
  'event-registered': (f) => ({
    subject: `تم تسجيلك: ${f.eventName}`,
    lines: [`تم تسجيلك في ${f.eventName}.`, 'يضيف ملف التقويم المرفق الفعالية إلى تقويمك.'],
    details: [
      ['الموعد', f.when],
      ['عدد المقاعد', String(f.quantity)],
    ],
  }),
  'event-cancelled': (f) => ({
    subject: `أُلغي التسجيل: ${f.eventName}`,
    lines: [
      `أُلغي تسجيلك في ${f.eventName} (${f.when}).`,
      ...(f.paid ? ['يبدأ أي استرداد لتسجيل فعالية ملغى خلال 7 أيام عمل.'] : []),
    ],
  }),
  'event-reminder': (f) => ({
    subject: `غدًا: ${f.eventName}`,
    lines: [`تذكير: تبدأ ${f.eventName} بعد 24 ساعة.`],
    details: [
      ['الموعد', f.when],
      ['عدد المقاعد', String(f.quantity)],
    ],
  }),
  'order-update': (f) => {
    const step = {
      placed: {
        subject: `تم استلام طلبك رقم ${f.number}`,
        line: 'شكرًا لطلبك. سنخبرك عند شحنه.',
        status: 'قيد التجهيز',
      },
      paid: {
        subject: `الطلب رقم ${f.number}: تم استلام الدفع`,
        line: 'شكرًا لك على الدفع. يجري تجهيز طلبك، وسنخبرك عند شحنه.',
        status: 'قيد التجهيز',
      },
      shipped: {
        subject: `تم شحن طلبك رقم ${f.number}`,
        line: `تم شحن طلبك بتاريخ ${f.date}.`,
        status: 'تم الشحن',
      },
      completed: {
        subject: `اكتمل طلبك رقم ${f.number}`,
        line: 'اكتمل طلبك. يمكنك الآن تقييم منتجاته ومراجعتها من صفحة الطلب.',
        status: 'مكتمل',
      },
      refunded: {
        subject: `تم استرداد مبلغ الطلب رقم ${f.number}`,
        line: `أعدنا ${f.total} مقابل الطلب رقم ${f.number} إلى البطاقة التي دفعت بها. قد يستغرق ظهوره في كشف حسابك ما يصل إلى 7 أيام عمل بحسب مصرفك.`,
        status: 'مسترد',
      },
    }[f.step];
    return {
      subject: step.subject,
      lines: [step.line, `تفاصيل الطلب: ${f.url}`],
      details: receipt(f, arOrder, step.status),
    };
  },
  'password-changed': (f, org) => ({
    subject: `تم تغيير كلمة مرورك في ${org}`,
    lines: [
      `تم تغيير كلمة مرور حسابك في ${org} بتاريخ ${f.date}.`,
      'إن لم تكن أنت، فأعد تعيين كلمة المرور من صفحة تسجيل الدخول فورًا وراسلنا.',
    ],
  }),
  'staff-decision': (f) => {
    const what = {
      'wsg-join': `طلبك للانضمام إلى ${f.subject}`,
      'hh-session': `طلب جلستك مع ${f.subject}`,
      'wsg-proposal': `اقتراحك لمجموعة ${f.subject}`,
      'hero-application': 'طلبك لتصبح بطلًا صحيًا',
      'partner-application': 'طلبك لتصبح شريك أعمال',
      'vendor-application': 'طلبك لتصبح بائعًا',
    }[f.kind];
    const application = f.kind === 'partner-application' || f.kind === 'vendor-application';
    const accepted = f.decision === 'accept';
    return {
      subject: `${accepted ? 'تم قبول' : 'تم رفض'} طلبك`,
      lines: [
        accepted && application
          ? `تم قبول ${what}. سيتواصل فريقنا معك بشأن الخطوات التالية.`
          : `${accepted ? 'تم قبول' : 'تم رفض'} ${what}.`,
        ...(f.reason ? [`السبب: ${f.reason}`] : []),
      ],
    };
  },
};

const words: Record<Locale, Words> = { en, tr, ar };

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** One mail in the member's language: plain text and HTML with the same content. */
export function renderMemberMail(
  facts: MemberMailFacts,
  context: { locale: Locale; name: string; organisationName: string; supportEmail: string },
): RenderedMail {
  const w = words[context.locale];
  const write = w[facts.template] as (f: MemberMailFacts, org: string) => Written;
  const written = write(facts, context.organisationName);
  const greeting = w.greeting(context.name);
  const questions = w.questions(context.supportEmail);
  const signature = w.signature(context.organisationName);
  const details = written.details ?? [];

  const text = [
    greeting,
    '',
    ...written.lines.flatMap((line) => [line, '']),
    ...(details.length ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    signature,
    questions,
    '',
  ].join('\n');

  const dir = context.locale === 'ar' ? 'rtl' : 'ltr';
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:start;padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0"><bdi>${escapeHtml(value)}</bdi></td></tr>`,
    )
    .join('');
  const html = [
    `<!doctype html><html lang="${context.locale}" dir="${dir}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(written.subject)}</title></head>`,
    `<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">`,
    `<p><strong>${escapeHtml(context.organisationName)}</strong></p>`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...written.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    rows ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>` : '',
    `<p>${escapeHtml(signature)}</p>`,
    `<p style="color:#555;font-size:14px">${escapeHtml(questions)}</p>`,
    `</body></html>`,
  ].join('');

  return { subject: written.subject, text, html };
}
