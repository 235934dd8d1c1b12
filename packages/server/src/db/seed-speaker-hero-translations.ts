import type { Translations } from '../services/locale.js';
import type { HealthHeroTexts, SpeakerRecord } from './schema.js';

// Turkish and Arabic designations and biographies of the seeded events' speakers and moderators (keyed by the
// speaker's name, seed-events.ts), and the seeded health heroes' own sentences (keyed by their seed keys,
// seed-heroes.ts). English lives in the records' own fields; a text missing here falls back to English. Names stay
// as written. The Arabic biographies open with an Arabic word, so a paragraph laid out by its first letter
// (dir="auto") reads right to left even though the speaker's name is in Latin letters.

type SpeakerTranslations = NonNullable<SpeakerRecord['translations']>;

export const speakerTranslations: Record<string, SpeakerTranslations> = {
  'Dr. Maya Patel': {
    tr: { designation: 'Klinik psikolog', description: 'Dr. Maya Patel klinik psikolog olarak çalışıyor.' },
    ar: { designation: 'أخصائية نفسية سريرية', description: 'تعمل Dr. Maya Patel أخصائيةً نفسية سريرية.' },
  },
  'Sam Rivera': {
    tr: {
      designation: 'Topluluk sunucusu',
      description: 'Sam Rivera topluluk buluşmalarımızın sunuculuğunu yapıyor.',
    },
    ar: { designation: 'مقدّم فعاليات المجتمع', description: 'يقدّم Sam Rivera لقاءات مجتمعنا ويديرها.' },
  },
  'Linda Okafor': {
    tr: {
      designation: 'Onkoloji hemşiresi',
      description: 'Linda Okafor onkoloji hemşiresi olarak çalışıyor.',
    },
    ar: { designation: 'ممرضة أورام', description: 'تعمل Linda Okafor ممرضةً في قسم الأورام.' },
  },
  'James Chen': {
    tr: {
      designation: 'Akran mentoru',
      description: 'James Chen akran mentoru olarak üyelere eşlik ediyor.',
    },
    ar: { designation: 'مرشد من الأقران', description: 'يرافق James Chen الأعضاء مرشدًا من الأقران.' },
  },
  'Priya Nair': {
    tr: { designation: 'Ergoterapist', description: 'Priya Nair ergoterapist olarak çalışıyor.' },
    ar: { designation: 'أخصائية علاج وظيفي', description: 'تعمل Priya Nair أخصائيةً في العلاج الوظيفي.' },
  },
  'Chef Ana Lopes': {
    tr: {
      designation: 'Beslenme uzmanı ve şef',
      description: 'Chef Ana Lopes beslenme uzmanı ve şef olarak çalışıyor.',
    },
    ar: {
      designation: 'أخصائية تغذية وطاهية',
      description: 'تجمع Chef Ana Lopes بين خبرة أخصائية التغذية ومهارة الطاهية.',
    },
  },
  'Dr. Omar Haddad': {
    tr: {
      designation: 'Endokrinolog',
      description: 'Dr. Omar Haddad endokrinoloji uzmanı olarak çalışıyor.',
    },
    ar: { designation: 'طبيب غدد صماء', description: 'يعمل Dr. Omar Haddad طبيبًا متخصصًا في الغدد الصماء.' },
  },
  'Grace Kim': {
    tr: { designation: 'Diyabet eğitmeni', description: 'Grace Kim diyabet eğitmeni olarak çalışıyor.' },
    ar: {
      designation: 'مثقِّفة صحية في السكري',
      description: 'تعمل Grace Kim مثقِّفةً صحية متخصصة في السكري.',
    },
  },
  'Robert Mensah': {
    tr: {
      designation: 'Sağlık kahramanı',
      description: 'Robert Mensah topluluğumuzun sağlık kahramanlarından biri.',
    },
    ar: { designation: 'بطل صحة', description: 'يُعدّ Robert Mensah واحدًا من أبطال الصحة في مجتمعنا.' },
  },
  'Elena Petrova': {
    tr: {
      designation: 'Sağlık kahramanı',
      description: 'Elena Petrova topluluğumuzun sağlık kahramanlarından biri.',
    },
    ar: { designation: 'بطلة صحة', description: 'تُعدّ Elena Petrova واحدةً من بطلات الصحة في مجتمعنا.' },
  },
  'Dr. Hannah Weiss': {
    tr: { designation: 'Kardiyolog', description: 'Dr. Hannah Weiss kardiyolog olarak çalışıyor.' },
    ar: { designation: 'طبيبة قلب', description: 'تعمل Dr. Hannah Weiss طبيبةً متخصصة في أمراض القلب.' },
  },
  'Tom Becker': {
    tr: {
      designation: 'Kalp rehabilitasyonu koçu',
      description: 'Tom Becker kalp rehabilitasyonu koçu olarak çalışıyor.',
    },
    ar: {
      designation: 'مدرّب إعادة التأهيل القلبي',
      description: 'يعمل Tom Becker مدرّبًا في إعادة التأهيل القلبي.',
    },
  },
  'Dr. Felix Morgan': {
    tr: {
      designation: 'Uyku araştırmacısı',
      description: 'Dr. Felix Morgan uyku üzerine araştırmalar yapıyor.',
    },
    ar: { designation: 'باحث في النوم', description: 'يعمل Dr. Felix Morgan باحثًا في علوم النوم.' },
  },
  'Margaret Doyle': {
    tr: { designation: 'Fizyoterapist', description: 'Margaret Doyle fizyoterapist olarak çalışıyor.' },
    ar: { designation: 'أخصائية علاج طبيعي', description: 'تعمل Margaret Doyle أخصائيةً في العلاج الطبيعي.' },
  },
  'Dr. Aisha Bello': {
    tr: {
      designation: 'Kadın hastalıkları ve doğum uzmanı',
      description: 'Dr. Aisha Bello kadın hastalıkları ve doğum uzmanı olarak çalışıyor.',
    },
    ar: {
      designation: 'طبيبة نساء وتوليد',
      description: 'تعمل Dr. Aisha Bello طبيبةً متخصصة في أمراض النساء والتوليد.',
    },
  },
  'Nora Lind': {
    tr: {
      designation: 'Kadın sağlığı koçu',
      description: 'Nora Lind kadınlara sağlıklı yaşam koçluğu yapıyor.',
    },
    ar: { designation: 'مدرّبة عافية للنساء', description: 'تعمل Nora Lind مدرّبةً في عافية المرأة.' },
  },
  'Daniel Ortiz': {
    tr: {
      designation: 'WSG koordinatörü',
      description: 'Daniel Ortiz sağlıklı yaşam destek gruplarımızın koordinatörlüğünü yapıyor.',
    },
    ar: {
      designation: 'منسّق مجموعات دعم العافية',
      description: 'ينسّق Daniel Ortiz مجموعات دعم العافية في مجتمعنا.',
    },
  },
  'Leo Park': {
    tr: { designation: 'Gençlik danışmanı', description: 'Leo Park gençlere danışmanlık yapıyor.' },
    ar: { designation: 'مرشد للشباب', description: 'يعمل Leo Park مرشدًا للشباب.' },
  },
};

export const heroTranslations: Record<string, Translations<HealthHeroTexts>> = {
  'priya-shah': {
    tr: {
      discrip: 'Üyelerin yeni bir tanıyı anlamasına ve ilk aylarını planlamasına yardımcı olan aile hekimi.',
      experience: 'Aile hekimliğinde 15 yıl',
      diseaseType: ['Tip 2 diyabet', 'Hipertansiyon'],
      reasonForMentoring: 'Kimse muayenehaneden kendi durumunu anlamadan çıkmamalı.',
    },
    ar: {
      discrip: 'طبيبة أسرة تساعد الأعضاء على فهم التشخيص الجديد والتخطيط للأشهر الأولى بعده.',
      experience: '15 عامًا في طب الأسرة',
      diseaseType: ['السكري من النوع الثاني', 'ارتفاع ضغط الدم'],
      reasonForMentoring: 'لا ينبغي لأحد أن يغادر العيادة دون أن يفهم حالته.',
    },
  },
  'marcus-bell': {
    tr: {
      discrip:
        'Kanseri iki kez yenmiş bir maraton koşucusu; üyelerle tedavi sürecini ve yeniden harekete geçmeyi konuşuyor.',
      experience: 'Bir kanser merkezinde 8 yıllık akran mentorluğu',
      diseaseType: ['Lenfoma'],
      reasonForMentoring: 'Korktuğumda biri yanımda oturdu; ben de aynısını yapmak istiyorum.',
    },
    ar: {
      discrip: 'نجا من السرطان مرتين وعدّاء ماراثون؛ يرافق الأعضاء خلال العلاج وفي العودة إلى الحركة من جديد.',
      experience: '8 سنوات من الإرشاد بين الأقران في مركز للسرطان',
      diseaseType: ['سرطان الغدد اللمفاوية'],
      reasonForMentoring: 'جلس أحدهم إلى جانبي حين كنت خائفًا، وأريد أن أفعل الشيء نفسه.',
    },
  },
  'elena-rossi': {
    tr: {
      discrip:
        'Prediyabetini beslenme ve hareketle geri çevirdi; gerçekçi ve kalıcı değişimler için koçluk yapıyor.',
      experience: 'Sertifikalı sağlık koçu olarak 5 yıl',
      diseaseType: ['Prediyabet', 'Obezite'],
      reasonForMentoring: 'Küçük adımlar benim hayatımı değiştirdi, sizinkini de değiştirebilir.',
    },
    ar: {
      discrip: 'تغلّبت على مقدمات السكري بالغذاء والحركة، وتدرّب الأعضاء على تغييرات واقعية تدوم.',
      experience: '5 سنوات مدرّبةً صحية معتمدة',
      diseaseType: ['مقدمات السكري', 'السمنة'],
      reasonForMentoring: 'خطوات صغيرة غيّرت حياتي، ويمكنها أن تغيّر حياتك أيضًا.',
    },
  },
  'samuel-adeyemi': {
    tr: {
      discrip:
        'Kaygı, yas ve tükenmişlik dönemlerinde üyelere destek olan bir danışman ve farkındalık eğitmeni.',
      experience: 'Lisanslı danışman olarak 12 yıl',
      diseaseType: ['Kaygı', 'Depresyon'],
      reasonForMentoring: 'Ruh sağlığı da beden sağlığı kadar özeni hak ediyor.',
    },
    ar: {
      discrip: 'مرشد نفسي ومعلّم لليقظة الذهنية يساند الأعضاء في أوقات القلق والحزن والاحتراق النفسي.',
      experience: '12 عامًا مرشدًا نفسيًا مرخّصًا',
      diseaseType: ['القلق', 'الاكتئاب'],
      reasonForMentoring: 'الصحة النفسية تستحق العناية نفسها التي تلقاها الصحة الجسدية.',
    },
  },
  'ana-silva': {
    tr: {
      discrip: 'Bir kalp sorununun ardından iyileşmeye ve bir sonrakini önlemeye odaklanan kardiyolog.',
      experience: 'Kardiyoloji ve kalp rehabilitasyonunda 20 yıl',
      diseaseType: ['Koroner arter hastalığı', 'Kalp yetmezliği'],
      reasonForMentoring:
        'İyileşme randevuların arasında gerçekleşir; desteğin en çok önemli olduğu yer de orasıdır.',
    },
    ar: {
      discrip: 'طبيبة قلب تركّز على التعافي بعد الأزمة القلبية وعلى الوقاية من الأزمة التالية.',
      experience: '20 عامًا في طب القلب وإعادة التأهيل القلبي',
      diseaseType: ['مرض الشريان التاجي', 'قصور القلب'],
      reasonForMentoring: 'التعافي يحدث بين المواعيد، وهناك تكون المساندة في أشد الحاجة إليها.',
    },
  },
  'meera-iyer': {
    tr: {
      discrip: 'Tansiyonunu ilaçsız, beslenme ve yogayla düşürdü; şimdi ikisini de öğretiyor.',
      experience: 'Kalp sağlığı için 6 yıllık yoga eğitmenliği',
      diseaseType: ['Hipertansiyon'],
      reasonForMentoring: 'Başkalarının da değişimin her yaşta mümkün olduğunu bilmesini istiyorum.',
    },
    ar: {
      discrip: 'خفّضت ضغط دمها دون أدوية بالنظام الغذائي واليوغا، وهي الآن تعلّم الاثنين.',
      experience: '6 سنوات في تعليم اليوغا لصحة القلب',
      diseaseType: ['ارتفاع ضغط الدم'],
      reasonForMentoring: 'أريد أن يعرف الآخرون أن التغيير ممكن في أي عمر.',
    },
  },
};
