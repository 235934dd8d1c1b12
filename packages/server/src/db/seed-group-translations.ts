import type { Translations } from '../services/locale.js';

// Turkish and Arabic names and descriptions of the seeded wellness support groups, keyed by their seed keys
// (seed-groups.ts). English lives in the rows' own columns; a text missing here falls back to English.
export const groupTranslations: Record<string, Translations<{ name: string; description: string }>> = {
  'mindful-minds': {
    tr: {
      name: 'Farkında Zihinler',
      description:
        'Stres, kaygı ya da düşük ruh hâliyle yaşayan herkes için haftalık bir çember. Topraklanma tekniklerini birlikte uyguluyor, hafta boyunca neyin iyi geldiğini paylaşıyor ve zor günlerde birbirimize eşlik ediyoruz. Herkes hoş karşılanır; kimse konuşmak zorunda değildir.',
    },
    ar: {
      name: 'عقول واعية',
      description:
        'حلقة أسبوعية لكل من يعيش مع التوتر أو القلق أو انخفاض المزاج. نمارس معًا تقنيات التأريض، ونتشارك ما ساعدنا خلال الأسبوع، ونؤنس بعضنا في الأيام الصعبة. الجميع مرحَّب بهم، ولا أحد مضطر إلى الكلام.',
    },
  },
  'cancer-care-circle': {
    tr: {
      name: 'Kanser Bakım Çemberi',
      description:
        'Hayatta kalanlar, hastalar ve bakım verenler tedaviyi, yan etkileri, yorgunluğu ve gündelik hayata dönüşü konuşmak için buluşur. Onkoloji hemşireleri ayda bir konuk olarak soruları yanıtlar.',
    },
    ar: {
      name: 'حلقة رعاية مرضى السرطان',
      description:
        'يلتقي الناجون والمرضى ومقدّمو الرعاية للحديث عن العلاج والآثار الجانبية والإرهاق والعودة إلى الحياة اليومية. تنضم ممرضات أورام ضيفات مرة كل شهر للإجابة عن الأسئلة.',
    },
  },
  'workplace-balance': {
    tr: {
      name: 'İş Yerinde Denge',
      description:
        'Daha sağlıklı iş günleri isteyenler için: duruş ve hareket molaları, e-postayla sınır koymak ve tükenmişlik üzerine açık sohbetler. Fikirleri ekiplerine taşımak isteyen ekip liderleri için de yararlı.',
    },
    ar: {
      name: 'التوازن في العمل',
      description:
        'لمن يريد أيام عمل أكثر صحة: استراحات للقوام والحركة، ووضع حدود للبريد الإلكتروني، وحديث صريح عن الاحتراق الوظيفي. مفيدة أيضًا لقادة الفرق الذين يريدون نقل الأفكار إلى فرقهم.',
    },
  },
  'nourish-together': {
    tr: {
      name: 'Birlikte Beslenelim',
      description:
        'Yeme alışkanlıklarını değiştiren diğer kişilerle basit ve dengeli öğünler planlayın, tarif paylaşın ve yemek günlüğü tutun. Kayıtlı bir diyetisyen grubun sorularını iki haftada bir yanıtlar.',
    },
    ar: {
      name: 'نتغذّى معًا',
      description:
        'خطّط لوجبات بسيطة ومتوازنة، وتبادل الوصفات، ودوّن يومياتك الغذائية مع آخرين يغيّرون طريقة أكلهم. تراجع أخصائية تغذية معتمدة أسئلة المجموعة كل أسبوعين.',
    },
  },
  'diabetes-daily': {
    tr: {
      name: 'Her Gün Diyabet',
      description:
        'Tip 1 ve tip 2 diyabetle iyi yaşamak: şeker kayıtları, karbonhidrat sayımı, egzersiz ve hiç izin günü olmayan bir durumun duygusal yanı. Aile üyeleri de hoş karşılanır.',
    },
    ar: {
      name: 'السكري يومًا بيوم',
      description:
        'العيش بصحة جيدة مع السكري من النوع الأول والثاني: سجلات الغلوكوز، وحساب الكربوهيدرات، والرياضة، والجانب العاطفي لحالة لا تأخذ يوم راحة أبدًا. أفراد العائلة مرحَّب بهم أيضًا.',
    },
  },
  'hero-stories': {
    tr: {
      name: 'Kahraman Hikâyeleri',
      description:
        'Sağlık kahramanlarımız kendi sağlık yolculuklarını nasıl değiştirdiklerini anlatır; üyeler de bir mentora sormak istedikleri soruları getirir.',
    },
    ar: {
      name: 'قصص الأبطال',
      description:
        'يشارك أبطالنا الصحيون كيف غيّروا مسار رحلاتهم الصحية، ويأتي الأعضاء بالأسئلة التي يودّون أن يجيب عنها مرشد.',
    },
  },
  'heart-strong': {
    tr: {
      name: 'Güçlü Kalp',
      description:
        'Bir kalp olayından sonra toparlanıyor ya da tansiyonunuzu yönetiyor musunuz? Aynı yoldaki diğer kişilerle yürüyün, konuşun ve öğrenin; her ay bir kardiyak rehabilitasyon koçuyla oturumlar.',
    },
    ar: {
      name: 'قلب قوي',
      description:
        'هل تتعافى بعد حدث قلبي أو تدير ضغط دمك؟ امشِ وتحدّث وتعلّم مع آخرين على الطريق نفسه، مع جلسات شهرية من مدرّب لإعادة التأهيل القلبي.',
    },
  },
  'active-living': {
    tr: {
      name: 'Aktif Yaşam',
      description:
        'Birikerek büyüyen küçük günlük alışkanlıklar: uyku, hareket, ekran süresi ve açık havada geçen zaman. Grup her ay bir alışkanlık seçer ve birlikte dener.',
    },
    ar: {
      name: 'حياة نشطة',
      description:
        'عادات يومية صغيرة يتراكم أثرها: النوم والحركة ووقت الشاشة والوقت في الهواء الطلق. تختار المجموعة كل شهر عادة واحدة وتجرّبها معًا.',
    },
  },
  'golden-years': {
    tr: {
      name: 'Altın Yıllar',
      description:
        'Altmış yaş üstü üyeler için samimi bir forum: hareketli kalmak, hafıza oyunları, birden çok ilacı yönetmek ve arkadaşlar ve aileyle bağı korumak.',
    },
    ar: {
      name: 'السنوات الذهبية',
      description:
        'منتدى ودود للأعضاء فوق الستين: الحفاظ على الحركة، وألعاب الذاكرة، وتنظيم تناول عدة أدوية، والبقاء على تواصل مع الأصدقاء والعائلة.',
    },
  },
  'women-wellness-circle': {
    tr: {
      name: 'Kadın Sağlığı Çemberi',
      description:
        'Hormon sağlığı, hamilelik ve doğum sonrası, menopoz ve önce herkese bakma baskısı hakkında konuşmak için güvenli bir alan.',
    },
    ar: {
      name: 'حلقة صحة المرأة',
      description:
        'مساحة آمنة للحديث عن الصحة الهرمونية، والحمل وما بعد الولادة، وانقطاع الطمث، وضغط رعاية الجميع قبل نفسك.',
    },
  },
  'peer-support-network': {
    tr: {
      name: 'Akran Destek Ağı',
      description:
        'Destek gruplarında yeni misiniz? Buradan başlayın. Diğer üyelerle tanışın, gruplarımızın nasıl işlediğini öğrenin ve size en uygun çemberi bulun.',
    },
    ar: {
      name: 'شبكة دعم الأقران',
      description:
        'جديد على مجموعات الدعم؟ ابدأ من هنا. تعرّف على أعضاء آخرين، وتعلّم كيف تعمل مجموعاتنا، واعثر على الحلقة الأنسب لك.',
    },
  },
  'youth-forum': {
    tr: {
      name: 'Gençlik Forumu',
      description:
        '18–25 yaş arası üyeler için: sınav stresi, ilk işler, arkadaşlıklar, spor ve kendi yolunu bulmak. Genç üyeler tarafından, genç üyeler için yürütülür.',
    },
    ar: {
      name: 'منتدى الشباب',
      description:
        'للأعضاء من 18 إلى 25 عامًا: ضغط الامتحانات، والوظائف الأولى، والصداقات، والرياضة، وإيجاد موطئ قدمك. يديره أعضاء شباب من أجل الأعضاء الشباب.',
    },
  },
};
