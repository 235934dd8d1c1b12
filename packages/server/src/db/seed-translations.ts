import type { Translations } from '../services/locale.js';

// Turkish and Arabic texts of the seeded content, keyed like the seed rows (package name, FAQ position, event and
// voucher seed keys). English lives in the rows' own columns; a text missing here falls back to English.

/** Package names are the programme's brand names and stay as they are in every language; benefits translate. */
export const packageTranslations: Record<string, Translations<{ benefits: string[] }>> = {
  Starter: {
    tr: {
      benefits: [
        '1 ücretsiz tanışma oturumu',
        'Kurslarda, inzivalarda ve oturumlarda %0 indirim',
        '1 Sağlıklı Yaşam Destek Grubuna katılın',
        'Ücretsiz topluluk etkinliklerine kaydolun',
      ],
    },
    ar: {
      benefits: [
        'جلسة تعريفية مجانية واحدة',
        'خصم 0% على الدورات والخلوات والجلسات',
        'الانضمام إلى مجموعة دعم عافية واحدة',
        'التسجيل في فعاليات المجتمع المجانية',
      ],
    },
  },
  Explorer: {
    tr: {
      benefits: [
        'Mikro öğrenme ve dönemsel sağlıklı yaşam kurslarında %10 indirim',
        'İnzivalarda ve beslenme kamplarında %20 indirim',
        '2 bülten',
        '3 Sağlıklı Yaşam Destek Grubuna kadar katılın',
        '2 Sağlık Kahramanı oturumu',
      ],
    },
    ar: {
      benefits: [
        'خصم 10% على دورات التعلّم المصغّر ودورات العافية الدورية',
        'خصم 20% على الخلوات ومخيمات التغذية',
        'نشرتان إخباريتان',
        'الانضمام إلى ما يصل إلى 3 مجموعات دعم عافية',
        'جلستان مع أبطال الصحة',
      ],
    },
  },
  Champion: {
    tr: {
      benefits: [
        'Mikro öğrenme ve dönemsel sağlıklı yaşam kurslarında %20 indirim',
        'İnzivalarda ve beslenme kamplarında %30 indirim',
        'Sağlıklı yaşam tarzı oturumunda %50 indirim',
        '4 bülten',
        '10 Sağlıklı Yaşam Destek Grubuna kadar katılın',
        '5 Sağlık Kahramanı oturumu',
      ],
    },
    ar: {
      benefits: [
        'خصم 20% على دورات التعلّم المصغّر ودورات العافية الدورية',
        'خصم 30% على الخلوات ومخيمات التغذية',
        'خصم 50% على جلسة نمط الحياة الصحي',
        '4 نشرات إخبارية',
        'الانضمام إلى ما يصل إلى 10 مجموعات دعم عافية',
        '5 جلسات مع أبطال الصحة',
      ],
    },
  },
};

/** In the order of `seedFaqs`. */
export const faqTranslations: Translations<{ question: string; answer: string }>[] = [
  {
    tr: {
      question: 'Ücretsiz Starter üyeliğine neler dahil?',
      answer:
        'Starter size bir ücretsiz tanışma oturumu, ücretsiz topluluk etkinliklerine erişim ve bir Sağlıklı Yaşam Destek Grubu üyeliği sunar. Paketler sayfasından istediğiniz zaman Explorer veya Champion paketine geçebilirsiniz.',
    },
    ar: {
      question: 'ماذا تشمل عضوية Starter المجانية؟',
      answer:
        'تمنحك عضوية Starter جلسة تعريفية مجانية واحدة، والوصول إلى فعاليات المجتمع المجانية، وعضوية مجموعة دعم عافية واحدة. يمكنك الترقية إلى Explorer أو Champion في أي وقت من صفحة الباقات.',
    },
  },
  {
    tr: {
      question: 'Üyelik paketimi nasıl yükseltirim veya iptal ederim?',
      answer:
        'Profilinizden Paketler sayfasını açın ve istediğiniz pakette Seç düğmesine basın. Ücretli bir paketi iptal etmek için mevcut paketinizde İptal düğmesine basın: hemen ücretsiz Starter paketine geçersiniz ve kalan süre için iade yapılmaz.',
    },
    ar: {
      question: 'كيف أرقّي باقة عضويتي أو ألغيها؟',
      answer:
        'افتح صفحة الباقات من ملفك الشخصي واختر «اختيار» على الباقة التي تريدها. لإلغاء باقة مدفوعة، اختر «إلغاء» على باقتك الحالية: تنتقل فورًا إلى باقة Starter المجانية ولا تُسترد قيمة المدة المتبقية.',
    },
  },
  {
    tr: {
      question: 'Yeni bir paketin etkinleşmesi ne kadar sürer?',
      answer:
        'Çoğu ödeme paketinizi bir dakika içinde etkinleştirir. Bekleyen bir üyeliğin etkinleşmesi 24 saate kadar sürebilir; bir ödeme başarısız olursa alınan tutar 7-10 iş günü içinde iade edilir.',
    },
    ar: {
      question: 'كم من الوقت يستغرق تفعيل باقة جديدة؟',
      answer:
        'تُفعّل معظم المدفوعات باقتك خلال دقيقة. قد يستغرق تفعيل العضوية المعلّقة ما يصل إلى 24 ساعة؛ وإذا فشلت عملية دفع، يُرد أي مبلغ مخصوم خلال 7 إلى 10 أيام عمل.',
    },
  },
  {
    tr: {
      question: 'Sağlıklı Yaşam Destek Grubu (WSG) nedir?',
      answer:
        'WSG, kalp sağlığı, diyabet veya yaşam tarzı değişikliği gibi ortak bir sağlık konusu etrafında bir grup lideri rehberliğinde düzenli olarak buluşan küçük bir üye grubudur. Katılabileceğiniz grup sayısı paketinize bağlıdır: Starter ile 1, Explorer ile en fazla 3, Champion ile en fazla 10.',
    },
    ar: {
      question: 'ما هي مجموعة دعم العافية (WSG)؟',
      answer:
        'مجموعة دعم العافية هي مجموعة صغيرة من الأعضاء يلتقون بانتظام حول موضوع صحي مشترك، مثل صحة القلب أو السكري أو تغيير نمط الحياة، بإرشاد قائد المجموعة. يعتمد عدد المجموعات التي يمكنك الانضمام إليها على باقتك: مجموعة واحدة مع Starter، وحتى 3 مع Explorer، وحتى 10 مع Champion.',
    },
  },
  {
    tr: {
      question: 'Sağlık Kahramanları kimdir ve nasıl oturum ayırtırım?',
      answer:
        'Sağlık Kahramanları, bir sağlık sorununu yaşamış ya da tedavi eden mentorlardır. Sağlık Kahramanlarını Keşfet sayfasını açın, bir kahramanda Daha Fazla Bilgi ve ardından Oturum Talep Et düğmesine basın. Oturum sayısı paketinize bağlıdır: Starter ile hiç, Explorer ile en fazla 2, Champion ile en fazla 5.',
    },
    ar: {
      question: 'من هم أبطال الصحة وكيف أحجز جلسة؟',
      answer:
        'أبطال الصحة مرشدون عاشوا تجربة حالة صحية أو يعالجونها. افتح «استكشف أبطال الصحة»، واختر «اعرف المزيد» على أحد الأبطال ثم «طلب جلسة». يعتمد عدد الجلسات على باقتك: لا جلسات مع Starter، وحتى جلستين مع Explorer، وحتى 5 مع Champion.',
    },
  },
  {
    tr: {
      question: 'Bir etkinlik kaydını iptal edersem iade alabilir miyim?',
      answer:
        'Evet. Ücretli bir etkinlik kaydını iptal ettiğinizde, iade 7 iş günü içinde ödeme yaptığınız karta başlatılır.',
    },
    ar: {
      question: 'هل يمكنني استرداد المبلغ إذا ألغيت تسجيلي في فعالية؟',
      answer:
        'نعم. عند إلغاء تسجيل مدفوع في فعالية، يبدأ أي استرداد خلال 7 أيام عمل إلى البطاقة التي دفعت بها.',
    },
  },
  {
    tr: {
      question: 'Bir kupon veya indirim kodunu nasıl kullanırım?',
      answer:
        'Paketinize ait kuponlar Kuponlar bölümünde listelenir. Ödeme yapmadan önce Sipariş İnceleme sayfasındaki kupon kutusuna kupon kodunu girin; indirim onaylamadan önce gösterilir.',
    },
    ar: {
      question: 'كيف أستخدم قسيمة أو رمز خصم؟',
      answer:
        'تظهر قسائم باقتك ضمن «القسائم». أدخل رمز القسيمة في خانة القسيمة في صفحة مراجعة الطلب قبل الدفع؛ ويظهر الخصم قبل أن تؤكد.',
    },
  },
  {
    tr: {
      question: 'Şifremi unuttum. Ne yapmalıyım?',
      answer:
        'Giriş sayfasında Şifremi Unuttum seçeneğini seçin ve e-posta adresinizi girin. Size yeni bir şifre belirlemeniz için bir bağlantı göndeririz; bağlantı bir kez kullanılabilir ve bir saat sonra geçerliliğini yitirir.',
    },
    ar: {
      question: 'نسيت كلمة المرور. ماذا أفعل؟',
      answer:
        'اختر «نسيت كلمة المرور» في صفحة تسجيل الدخول وأدخل عنوان بريدك الإلكتروني. سنرسل إليك رابطًا لتعيين كلمة مرور جديدة؛ يمكن استخدام الرابط مرة واحدة وتنتهي صلاحيته بعد ساعة.',
    },
  },
  {
    tr: {
      question: 'Sağlık bilgilerim gizli tutuluyor mu?',
      answer:
        'Profiliniz yalnızca size ve katıldığınız programları yürüten ekibe görünür. Kişisel verileri asla satmayız ve Bize Ulaşın üzerinden hesabınızın silinmesini istediğiniz zaman isteyebilirsiniz.',
    },
    ar: {
      question: 'هل تبقى معلوماتي الصحية خاصة؟',
      answer:
        'ملفك الشخصي مرئي لك وللفريق الذي يدير البرامج التي تنضم إليها فقط. لا نبيع البيانات الشخصية أبدًا، ويمكنك طلب حذف حسابك في أي وقت عبر «اتصل بنا».',
    },
  },
];

/** By the event's seed key; descriptions are the same small HTML as the English ones. */
export const eventTranslations: Record<string, Translations<{ name: string; description: string }>> = {
  'mindful-mornings': {
    tr: {
      name: 'Farkındalıklı Sabahlar: Günlük Stresi Yönetmek',
      description:
        '<p>Yoğun günler için <strong>nefes</strong> ve kısa farkındalık uygulamaları üzerine nazik, rehberli bir oturum.</p><ul><li>Kutu nefesi</li><li>Beden taraması</li></ul>',
    },
    ar: {
      name: 'صباحات واعية: إدارة الضغط اليومي',
      description:
        '<p>جلسة إرشادية هادئة حول <strong>التنفس</strong> وتمارين يقظة ذهنية قصيرة للأيام المزدحمة.</p><ul><li>التنفس المربّع</li><li>مسح الجسم</li></ul>',
    },
  },
  'cancer-survivors-circle': {
    tr: {
      name: 'Kanseri Yenenler Çemberi',
      description:
        '<p>Hayatta kalanlar ve bakım verenler, tedavi ve iyileşme sürecinde kendilerine neyin yardımcı olduğunu paylaşıyor.</p>',
    },
    ar: {
      name: 'حلقة الناجين من السرطان',
      description: '<p>يشارك الناجون ومقدّمو الرعاية ما ساعدهم خلال العلاج والتعافي.</p>',
    },
  },
  'workplace-wellbeing': {
    tr: {
      name: 'Ekipler için İş Yerinde İyi Oluş',
      description:
        '<p>Ekip liderleri için uygulamalı bir atölye: ergonomi, işe yarayan molalar ve sağlıklı toplantılar.</p>',
    },
    ar: {
      name: 'العافية في مكان العمل للفرق',
      description: '<p>ورشة عمل عملية لقادة الفرق: بيئة العمل المريحة، واستراحات مفيدة، واجتماعات صحية.</p>',
    },
  },
  'plant-based-kitchen': {
    tr: {
      name: 'Bitkisel Mutfak',
      description: '<p>Birlikte pişirelim: lif ve protein açısından zengin üç hafta içi yemeği.</p>',
    },
    ar: {
      name: 'المطبخ النباتي',
      description: '<p>اطبخ معنا: ثلاث وجبات لأيام الأسبوع غنية بالألياف والبروتين.</p>',
    },
  },
  'diabetes-101': {
    tr: {
      name: 'Tip 2 Diyabetle İyi Yaşamak',
      description:
        '<p>Kan şekeri temelleri, etiket okuma ve aktivite planlama; sorular için de zaman var.</p>',
    },
    ar: {
      name: 'العيش بصحة جيدة مع السكري من النوع الثاني',
      description: '<p>أساسيات سكر الدم، وقراءة الملصقات الغذائية، وتخطيط النشاط، مع وقت للأسئلة.</p>',
    },
  },
  'health-hero-stories': {
    tr: {
      name: 'Sağlık Kahramanı Hikâyeleri: Olasılıkları Tersine Çevirmek',
      description:
        '<p>Üç sağlık kahramanı yönlerini nasıl değiştirdiklerini ve bugün size ne söyleyeceklerini anlatıyor.</p>',
    },
    ar: {
      name: 'قصص أبطال الصحة: قلب الموازين',
      description: '<p>ثلاثة من أبطال الصحة يروون كيف غيّروا مسارهم، وما الذي سيقولونه لك اليوم.</p>',
    },
  },
  'heart-health-masterclass': {
    tr: {
      name: 'Kalp Sağlığı Ustalık Sınıfı',
      description:
        '<p>Kardiyologlar tansiyonu, kolesterolü ve kalbinizi koruyan alışkanlıkları anlatıyor.</p>',
    },
    ar: {
      name: 'دورة متقدمة في صحة القلب',
      description: '<p>يشرح أطباء القلب ضغط الدم والكوليسترول والعادات التي تحمي قلبك.</p>',
    },
  },
  'sleep-reset': {
    tr: {
      name: 'Uyku Sıfırlama',
      description: '<p>Uyku neden kaçar ve onu geri kazanmak için iki haftalık bir plan.</p>',
    },
    ar: {
      name: 'إعادة ضبط النوم',
      description: '<p>لماذا يضطرب النوم، وخطة لأسبوعين لاستعادته.</p>',
    },
  },
  'senior-strength': {
    tr: {
      name: '60 Yaşından Sonra Güç ve Denge',
      description: '<p>Bir fizyoterapist eşliğinde düşmeleri önlemek için güvenli egzersizler.</p>',
    },
    ar: {
      name: 'القوة والتوازن بعد الستين',
      description: '<p>تمارين آمنة للوقاية من السقوط بإشراف أخصائي علاج طبيعي.</p>',
    },
  },
  'womens-health-hormones': {
    tr: {
      name: 'Kadın Sağlığı: Yaşam Boyu Hormonlar',
      description: '<p>Döngülerden menopoza: neyin normal olduğu, doktorunuza ne sormanız gerektiği.</p>',
    },
    ar: {
      name: 'صحة المرأة: الهرمونات عبر مراحل الحياة',
      description: '<p>من الدورة الشهرية إلى سن اليأس: ما الطبيعي، وماذا تسألين طبيبك.</p>',
    },
  },
  'wsg-leaders-meetup': {
    tr: {
      name: 'WSG Liderleri Buluşması',
      description:
        '<p>Grup liderleri bir sağlıklı yaşam destek grubunu yürütme deneyimlerini karşılaştırıyor. Kayıtlar yakında açılıyor.</p>',
    },
    ar: {
      name: 'لقاء قادة مجموعات دعم العافية',
      description: '<p>يتبادل قادة المجموعات خبراتهم في إدارة مجموعة دعم عافية. يُفتح التسجيل قريبًا.</p>',
    },
  },
  'youth-mental-fitness': {
    tr: {
      name: 'Gençlik Forumu: Zihinsel Zindelik',
      description: '<p>Genç üyeler ekranlar, baskı ve dengeyi bulmak üzerine konuşuyor.</p>',
    },
    ar: {
      name: 'منتدى الشباب: اللياقة الذهنية',
      description: '<p>يتحدث الأعضاء الشباب عن الشاشات والضغوط وإيجاد التوازن.</p>',
    },
  },
  'community-open-day': {
    tr: {
      name: 'Topluluk Açık Günü',
      description: '<p>Ekiple tanışın, bir dersi deneyin ve size uygun bir grup bulun.</p>',
    },
    ar: {
      name: 'اليوم المفتوح للمجتمع',
      description: '<p>تعرّف إلى الفريق، وجرّب حصة، وابحث عن مجموعة تناسبك.</p>',
    },
  },
  'past-nutrition-basics': {
    tr: {
      name: 'Beslenmenin Temelleri (kayıt)',
      description: '<p>Makro besinler, porsiyonlar ve dengeli bir tabak planlamak.</p>',
    },
    ar: {
      name: 'أساسيات التغذية (مسجّلة)',
      description: '<p>المغذيات الكبرى، وحجم الحصص، وتخطيط طبق متوازن.</p>',
    },
  },
  'past-heart-walk': {
    tr: {
      name: 'Parkta Kalp Yürüyüşü',
      description: '<p>Bitişte tansiyon ölçümüyle rehberli 5 km yürüyüş.</p>',
    },
    ar: {
      name: 'مشية القلب في الحديقة',
      description: '<p>مشي إرشادي لمسافة 5 كم مع قياس ضغط الدم عند خط النهاية.</p>',
    },
  },
};

/** By the voucher's seed key. Company names are names and stay as they are. */
export const voucherTranslations: Record<string, Translations<{ name: string }>> = {
  'starter-yoga': {
    tr: { name: 'İlk yoga dersinizde %10 indirim' },
    ar: { name: 'خصم 10% على أول حصة يوغا' },
  },
  'starter-kitchen': {
    tr: { name: 'Bitkisel Mutfak etkinliğinde 5 $ indirim' },
    ar: { name: 'خصم 5 دولارات على «المطبخ النباتي»' },
  },
  'explorer-heroes': {
    tr: { name: 'Sağlık Kahramanı Hikâyeleri etkinliğinde %20 indirim' },
    ar: { name: 'خصم 20% على «قصص أبطال الصحة»' },
  },
  'explorer-spa': {
    tr: { name: 'Ücretsiz sauna seansı' },
    ar: { name: 'جلسة ساونا مجانية' },
  },
  'champion-heart': {
    tr: { name: 'Kalp Sağlığı Ustalık Sınıfında 20 $ indirim' },
    ar: { name: 'خصم 20 دولارًا على «دورة متقدمة في صحة القلب»' },
  },
  'champion-retreat': {
    tr: { name: 'Hafta sonu inzivasında %30 indirim' },
    ar: { name: 'خصم 30% على خلوة نهاية الأسبوع' },
  },
};
