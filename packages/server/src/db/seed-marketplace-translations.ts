import type { Translations } from '../services/locale.js';

// Turkish and Arabic texts of the seeded marketplace, keyed like the seed rows (item key, category id, banner key,
// partner key). English lives in seed-marketplace-data.ts; a text missing here falls back to English. Brand and
// partner names stay as they are; measurements keep their digits.

export interface SeedItemTexts {
  name: string;
  short: string;
  /** Paragraphs, like the English `description`. */
  description: string[];
  attributes: { name: string; options: string[] }[];
}

export const itemTranslations: Record<string, Translations<SeedItemTexts>> = {
  // ---------------------------------------------------------------- products
  'cork-yoga-mat': {
    tr: {
      name: 'Doğal Mantar Yoga Matı',
      short: 'Doğal kauçuk taban üzerinde, terledikçe daha iyi tutan mantar yüzey.',
      description: [
        'Mantar, terledikçe daha iyi kavrar; bu mat sıcak akışlarda da uzun duruşlarda da yerinden oynamaz.',
        '4 mm doğal kauçuk taban, süngerimsi bir his vermeden dizleri ve bilekleri korur; mantar yüzey doğal olarak antimikrobiyaldir. Nemli bir bezle silmeniz yeterli, özel temizleyiciye gerek yok.',
        'Mantar, her hasattan sonra kabuğunu yeniden üreten canlı mantar meşelerinden soyulur; kauçuk ise sertifikalı plantasyonlardan elde edilir.',
        'Pamuklu taşıma kayışıyla birlikte gelir.',
      ],
      attributes: [
        { name: 'Kalınlık', options: ['4 mm'] },
        { name: 'Renk', options: ['Doğal mantar'] },
      ],
    },
    ar: {
      name: 'حصيرة يوغا من الفلين الطبيعي',
      short: 'سطح من الفلين يزداد ثباتًا مع التعرّق، على قاعدة من المطاط الطبيعي.',
      description: [
        'يزداد تماسك الفلين كلما تعرّقت، لذا تبقى هذه الحصيرة ثابتة في تمارين اليوغا الساخنة وفي الوضعيات الطويلة على حد سواء.',
        'تحمي القاعدة المطاطية الطبيعية بسماكة 4 مم الركبتين والمعصمين دون إحساس إسفنجي، وسطح الفلين مضاد للميكروبات بطبيعته. يكفي مسحها بقطعة قماش رطبة دون أي منظف خاص.',
        'يُقشَّر الفلين من لحاء أشجار البلوط الفليني الحية التي تجدده بعد كل حصاد، ويُستخرج المطاط من مزارع معتمدة.',
        'تأتي مع حزام قطني لحملها.',
      ],
      attributes: [
        { name: 'السماكة', options: ['4 مم'] },
        { name: 'اللون', options: ['فلين طبيعي'] },
      ],
    },
  },
  'yoga-block-pair': {
    tr: {
      name: 'Bambu Yoga Blok Seti',
      short: 'Her duruşta destek için yuvarlatılmış kenarlı iki hafif blok.',
      description: [
        'Sürdürülebilir şekilde hasat edilmiş bambudan, ellerinizi yormayan yumuşatılmış kenarlara sahip sağlam ama hafif bloklar.',
        'Ayakta duruşlarda zemini yaklaştırmak, restoratif çalışmalarda omurgayı desteklemek ya da meditasyonda oturak olarak kullanın.',
      ],
      attributes: [{ name: 'Malzeme', options: ['Bambu'] }],
    },
    ar: {
      name: 'زوج مكعبات يوغا من الخيزران',
      short: 'مكعبان خفيفان بحواف مستديرة للدعم في أي وضعية.',
      description: [
        'مكعبات متينة وخفيفة من خيزران محصود بطريقة مستدامة، بحواف ناعمة لطيفة على اليدين.',
        'استخدمها لتقريب الأرض منك في الوضعيات الواقفة، أو لدعم العمود الفقري في التمارين الاسترخائية، أو مقعدًا للتأمل.',
      ],
      attributes: [{ name: 'الخامة', options: ['خيزران'] }],
    },
  },
  'pilates-ring': {
    tr: {
      name: 'Pilates Direnç Halkası',
      short: 'İç bacak, kol ve core çalışmaları için yastıklı tutamaklı esnek halka.',
      description: [
        'Klasik mat Pilates’e hafif bir direnç katan 38 cm’lik halka. İki taraftaki yastıklı tutamaklar bacaklarda ve avuçlarda rahat bir kullanım sağlar.',
        'On iki egzersizlik basılı bir rehber dahildir.',
      ],
    },
    ar: {
      name: 'حلقة مقاومة للبيلاتس',
      short: 'حلقة مرنة بمقابض مبطنة لتمارين الفخذ الداخلي والذراعين وعضلات الجذع.',
      description: [
        'حلقة بقطر 38 سم تضيف مقاومة لطيفة إلى تمارين البيلاتس الكلاسيكية على الحصيرة. المقابض المبطنة على الجانبين تجعلها مريحة على الساقين وراحتي اليدين.',
        'يرافقها دليل مطبوع يضم اثني عشر تمرينًا.',
      ],
    },
  },
  'meditation-cushion': {
    tr: {
      name: 'Karabuğday Meditasyon Minderi',
      short: 'Karabuğday kabuğuyla dolu, oturuşunuza göre şekil alan bir zafu.',
      description: [
        'Biraz daha yüksekte oturmak dizlerin kalçanın altına inmesini ve omurganın doğal olarak uzamasını sağlar. Karabuğday dolgusu size göre şekil alır; yüksekliği değiştirmek için eklenip çıkarılabilir.',
        'Organik pamuklu kılıfı fermuarla çıkar ve yıkanabilir.',
      ],
      attributes: [{ name: 'Renk', options: ['Adaçayı yeşili', 'Kiremit', 'Antrasit'] }],
    },
    ar: {
      name: 'وسادة تأمل بقشور الحنطة السوداء',
      short: 'وسادة زافو محشوة بقشور الحنطة السوداء تتشكل وفق جلستك.',
      description: [
        'الجلوس على ارتفاع أعلى قليلًا يسمح للركبتين بالنزول تحت مستوى الوركين ولعمودك الفقري بالاستطالة بشكل طبيعي. يتشكل الحشو وفق جسمك، ويمكن زيادته أو إنقاصه لتغيير الارتفاع.',
        'غطاء من القطن العضوي يُفتح بسحّاب ليُغسل.',
      ],
      attributes: [{ name: 'اللون', options: ['أخضر مريمي', 'طيني', 'فحمي'] }],
    },
  },
  'yoga-strap': {
    tr: {
      name: 'Pamuklu Yoga Kayışı',
      short: 'Daha derin ve güvenli esneme için metal D halkalı 2,5 m kayış.',
      description: [
        'Öne eğilmelerde ayaklarınıza ulaşın, bağlamaları sabit tutun ve omuzları nazikçe açın. Cildi kesmeyen kalın pamuklu dokuma.',
      ],
    },
    ar: {
      name: 'حزام يوغا قطني',
      short: 'حزام بطول 2.5 م بحلقة معدنية لتمدد أعمق وأكثر أمانًا.',
      description: [
        'اصل إلى قدميك في الانحناءات الأمامية، وحافظ على ثبات الوضعيات المقيّدة، وافتح كتفيك بلطف. نسيج قطني سميك لا يضغط على الجلد.',
      ],
    },
  },
  'adjustable-dumbbells': {
    tr: {
      name: 'Ayarlanabilir Dambıl Seti',
      short: 'Hızlı çevirmeli ayarla her biri 2–24 kg arası iki dambıl.',
      description: [
        'Bir çift dambıl yerine on beş ağırlık: ağırlığı seçmek için düğmeyi çevirin ve kolu yuvasından kaldırın.',
        'Yuvalar zemininizi korur; kompakt yapısı küçük bir ev spor salonuna ya da oturma odasının bir köşesine uyar.',
      ],
      attributes: [{ name: 'Ağırlık aralığı', options: ['2–24 kg'] }],
    },
    ar: {
      name: 'طقم دمبل قابل للتعديل',
      short: 'دمبلان من 2 إلى 24 كغ لكل منهما مع قرص تعديل سريع.',
      description: [
        'خمسة عشر وزنًا في مساحة زوج واحد: أدر القرص لاختيار الوزن ثم ارفع المقبض من حامله.',
        'تحمي الحوامل أرضيتك، ويناسب الشكل المدمج صالة رياضية منزلية صغيرة أو زاوية في غرفة المعيشة.',
      ],
      attributes: [{ name: 'نطاق الوزن', options: ['2–24 كغ'] }],
    },
  },
  'resistance-bands': {
    tr: {
      name: 'Kumaş Direnç Bandı Üçlüsü',
      short: 'Hafif, orta ve ağır dirençte üç kaymaz halka bant.',
      description: [
        'Uyluklarda yerinde duran, asla kıvrılmayan ve sıkıştırmayan dokuma kumaş bantlar. Kalça aktivasyonu, hareketlilik ısınmaları ve rehabilitasyon egzersizleri için ideal.',
      ],
      attributes: [{ name: 'Direnç', options: ['Hafif', 'Orta', 'Ağır'] }],
    },
    ar: {
      name: 'ثلاثية أشرطة مقاومة من القماش',
      short: 'ثلاثة أشرطة دائرية غير منزلقة بمقاومة خفيفة ومتوسطة وقوية.',
      description: [
        'أشرطة من قماش منسوج تثبت حول الفخذين ولا تلتف ولا تقرص أبدًا. مثالية لتنشيط عضلات الأرداف وتمارين الإحماء والمرونة وتمارين إعادة التأهيل.',
      ],
      attributes: [{ name: 'المقاومة', options: ['خفيفة', 'متوسطة', 'قوية'] }],
    },
  },
  'kettlebell-12': {
    tr: {
      name: 'Döküm Kettlebell 12 kg',
      short: 'Pürüzsüz, geniş saplı tek parça döküm kettlebell.',
      description: [
        'Salınımlar, goblet squat ve Türk kalkışları: tek bir kettlebell tüm vücut antrenmanını karşılar. Düz tabanı zeminde sabit durmasını sağlar.',
      ],
      attributes: [{ name: 'Ağırlık', options: ['12 kg'] }],
    },
    ar: {
      name: 'كيتل بل من الحديد الزهر 12 كغ',
      short: 'كيتل بل مصبوب قطعة واحدة بمقبض عريض وناعم.',
      description: [
        'تمارين التأرجح والقرفصاء والنهوض التركي: كيتل بل واحد يكفي لحصة تمارين لكامل الجسم. القاعدة المسطحة تبقيه ثابتًا على الأرض.',
      ],
      attributes: [{ name: 'الوزن', options: ['12 كغ'] }],
    },
  },
  'foam-roller': {
    tr: {
      name: 'Dokulu Köpük Rulo',
      short: 'Antrenman sonrası kendi kendine masaj için tırtıklı yüzeyli sert rulo.',
      description: [
        'Tırtıklar bir terapistin parmaklarını taklit ederek gergin baldırları, ön bacakları ve sırtın üst kısmını rahatlatır. İçi boş gövdesi sayesinde spor salonuna götürecek kadar hafiftir.',
      ],
    },
    ar: {
      name: 'أسطوانة فوم محززة',
      short: 'أسطوانة صلبة بسطح محزز للتدليك الذاتي بعد التمرين.',
      description: [
        'تحاكي الحزوز أصابع المعالج لتخفيف شد عضلات الساق والفخذ وأعلى الظهر. قلبها المجوف يجعلها خفيفة بما يكفي لأخذها إلى النادي.',
      ],
    },
  },
  'jump-rope': {
    tr: {
      name: 'Ağırlıklı Hız İpi',
      short: 'Rulmanlı saplara sahip, dolaşmayan kablo atlama ipi.',
      description: [
        'On dakika ip atlamak tam bir kardiyo antrenmanıdır. Ayarlanabilir kablo her boya uyar; çıkarılabilir sap ağırlıkları üst vücudu da çalıştırır.',
      ],
    },
    ar: {
      name: 'حبل قفز سريع بأوزان',
      short: 'حبل كابلي لا يتشابك بمقابض ذات محامل كروية.',
      description: [
        'عشر دقائق من القفز بالحبل حصة كاملة من تمارين القلب. الكابل القابل للتعديل يناسب كل الأطوال، وأوزان المقابض القابلة للفك تضيف تحديًا للجزء العلوي من الجسم.',
      ],
    },
  },
  'doorway-pull-up-bar': {
    tr: {
      name: 'Kapı Barfiks Barı',
      short: '66–91 cm arası kapılara vidasız takılır.',
      description: [
        'Evde barfiks, ters tutuş barfiks ve asılı diz çekme. Köpük tutamaklar, üç el pozisyonu ve kapı kasasını koruyan kaldıraç tasarımı.',
      ],
    },
    ar: {
      name: 'عقلة للباب',
      short: 'تُركّب على الأبواب من 66 إلى 91 سم دون براغٍ.',
      description: [
        'تمارين العقلة ورفع الركبتين معلّقًا في المنزل. مقابض إسفنجية وثلاث وضعيات لليدين وتصميم رافعة يحمي إطار الباب.',
      ],
    },
  },
  'plant-protein': {
    tr: {
      name: 'Organik Bitkisel Protein – Vanilya',
      short: 'Bezelye ve esmer pirinç proteini, porsiyon başına 21 g, ilave şekersiz.',
      description: [
        'Bir tutam keşiş meyvesiyle tatlandırılmış pürüzsüz vanilyalı karışım. Her ölçekte dokuz temel amino asidin tamamını içeren yirmi bir gram bitkisel protein.',
        'Antrenmandan sonra yulaf sütüyle karıştırın ya da yulaf lapasına ve smoothie’lere ekleyin.',
      ],
      attributes: [
        { name: 'Boyut', options: ['750 g', '1,5 kg'] },
        { name: 'Aroma', options: ['Vanilya'] },
      ],
    },
    ar: {
      name: 'بروتين نباتي عضوي – فانيليا',
      short: 'بروتين البازلاء والأرز البني، 21 غ في الحصة، دون سكر مضاف.',
      description: [
        'مزيج ناعم بنكهة الفانيليا مُحلّى بلمسة من فاكهة الراهب. واحد وعشرون غرامًا من البروتين النباتي الكامل في كل مغرفة، مع الأحماض الأمينية الأساسية التسعة.',
        'اخلطه مع حليب الشوفان بعد التمرين، أو أضفه إلى العصيدة والسموذي.',
      ],
      attributes: [
        { name: 'الحجم', options: ['750 غ', '1.5 كغ'] },
        { name: 'النكهة', options: ['فانيليا'] },
      ],
    },
  },
  'omega-3': {
    tr: {
      name: 'Alg Omega-3 Yumuşak Kapsül',
      short: 'Alg yağından vegan EPA ve DHA, 60 yumuşak kapsül.',
      description: [
        'Omega-3’ü balıkların aldığı kaynaktan, doğrudan alın. Her kapsül 250 mg DHA ve 125 mg EPA içerir; saflığı bağımsız bir laboratuvarda test edilmiştir.',
      ],
    },
    ar: {
      name: 'كبسولات أوميغا 3 من الطحالب',
      short: 'EPA وDHA نباتيان من زيت الطحالب، 60 كبسولة هلامية.',
      description: [
        'أوميغا 3 من المصدر نفسه الذي تحصل منه الأسماك عليه. توفر كل كبسولة 250 ملغ من DHA و125 ملغ من EPA، ونقاوتها مختبرة في مختبر مستقل.',
      ],
    },
  },
  'magnesium-glycinate': {
    tr: {
      name: 'Magnezyum Glisinat',
      short: 'Mideyi yormayan, iyi emilen bir magnezyum formu, 90 kapsül.',
      description: [
        'Magnezyum kas fonksiyonunu ve normal uykuyu destekler. Glisinat formu mideyi rahatsız etmez. Akşamları iki kapsül alın.',
      ],
    },
    ar: {
      name: 'غليسينات المغنيسيوم',
      short: 'شكل لطيف وسهل الامتصاص من المغنيسيوم، 90 كبسولة.',
      description: [
        'يدعم المغنيسيوم وظائف العضلات والنوم الطبيعي. شكل الغليسينات لطيف على المعدة. تناول كبسولتين في المساء.',
      ],
    },
  },
  'matcha-ceremonial': {
    tr: {
      name: 'Seremoni Kalitesinde Matcha',
      short: 'Sakin ve dengeli enerji için taşta öğütülmüş Japon yeşil çayı.',
      description: [
        'Uji’den gölgede yetiştirilmiş yapraklar, yavaşça öğütülerek parlak yeşil bir toza dönüştürülür. Kaynamaya yakın suyla çırpın; yumuşak ve doğal olarak tatlı bir fincan elde edin.',
      ],
      attributes: [{ name: 'Boyut', options: ['30 g'] }],
    },
    ar: {
      name: 'ماتشا من الدرجة الاحتفالية',
      short: 'شاي أخضر ياباني مطحون بالحجر لطاقة هادئة ومتوازنة.',
      description: [
        'أوراق مزروعة في الظل من منطقة أوجي، تُطحن ببطء حتى تصبح مسحوقًا أخضر زاهيًا. اخفقها بماء دون درجة الغليان بقليل لتحصل على كوب ناعم وحلو بطبيعته.',
      ],
      attributes: [{ name: 'الحجم', options: ['30 غ'] }],
    },
  },
  'greens-powder': {
    tr: {
      name: 'Günlük Yeşil Süper Gıda Karışımı',
      short: 'Spirulina, buğday çimi, ıspanak ve kara lahana tek ölçekte.',
      description: [
        'Prebiyotik lif içeren otuz iki doğal bileşen. Suya ya da meyve suyuna kolayca karışan hafif elma-nane aroması.',
      ],
    },
    ar: {
      name: 'مزيج الخضار اليومي الفائق',
      short: 'سبيرولينا وعشب القمح والسبانخ والكرنب في مغرفة واحدة.',
      description: [
        'اثنان وثلاثون مكوّنًا من الأطعمة الكاملة مع ألياف بريبيوتيك. نكهة خفيفة من التفاح والنعناع تذوب بسهولة في الماء أو العصير.',
      ],
    },
  },
  'lavender-oil': {
    tr: {
      name: 'Lavanta Uçucu Yağı',
      short: '%100 saf Fransız lavantası, buhar damıtma, 15 ml.',
      description: [
        'Difüzör, banyo ya da yastığınıza birkaç damla için sakinleştirici çiçeksi bir yağ. Cilde uygulamadan önce seyreltin.',
      ],
      attributes: [{ name: 'Hacim', options: ['15 ml'] }],
    },
    ar: {
      name: 'زيت اللافندر العطري',
      short: 'لافندر فرنسي نقي 100%، مقطّر بالبخار، 15 مل.',
      description: ['زيت زهري مهدّئ لجهاز النشر أو الحمّام أو بضع قطرات على وسادتك. يُخفّف قبل وضعه على البشرة.'],
      attributes: [{ name: 'الحجم', options: ['15 مل'] }],
    },
  },
  'ultrasonic-diffuser': {
    tr: {
      name: 'Seramik Ultrasonik Difüzör',
      short: 'Sıcak ışıklı ve otomatik kapanmalı, sessiz taş seramik difüzör.',
      description: [
        'Orta büyüklükte bir odayı sekiz saate kadar ince ve serin bir buharla doldurur. El sırlı seramik kapak; yumuşak kehribar ışığı uyku için kapatılabilir.',
      ],
    },
    ar: {
      name: 'جهاز نشر خزفي بالموجات فوق الصوتية',
      short: 'جهاز نشر هادئ من الخزف بضوء دافئ وإطفاء تلقائي.',
      description: [
        'يملأ غرفة متوسطة برذاذ بارد ناعم لمدة تصل إلى ثماني ساعات. غطاء خزفي مطلي يدويًا، ويمكن إطفاء الضوء الكهرماني الناعم عند النوم.',
      ],
    },
  },
  'eucalyptus-blend': {
    tr: {
      name: 'Okaliptüs ve Nane Nefes Karışımı',
      short: 'Yoğun günlerde zihni açan ferah bir karışım.',
      description: [
        'Okaliptüs, nane ve biberiye; difüzöre hazır. Soğuk bir sabahta buharlı bir duşta harika.',
      ],
    },
    ar: {
      name: 'مزيج التنفس بالأوكالبتوس والنعناع',
      short: 'مزيج منعش يصفّي الذهن في الأيام المزدحمة.',
      description: ['أوكالبتوس ونعناع فلفلي وإكليل الجبل، جاهز للنشر. رائع تحت دشّ دافئ في صباح بارد.'],
    },
  },
  'rose-geranium-roll-on': {
    tr: {
      name: 'Gül Sardunya Nabız Noktası Roll-On',
      short: 'Bilekler ve şakaklar için jojobada seyreltilmiş yağlar.',
      description: [
        'Cepte ya da çantada taşınacak yumuşak, canlandırıcı bir koku. Önceden seyreltilmiştir; doğrudan uygulanabilir.',
      ],
    },
    ar: {
      name: 'زيت إبرة الراعي الوردية بكرة للنبض',
      short: 'زيوت مخففة مسبقًا في الجوجوبا للمعصمين والصدغين.',
      description: ['رائحة ناعمة ومنعشة تحملها في جيبك أو حقيبتك. مخففة مسبقًا وآمنة للاستعمال مباشرة.'],
    },
  },
  'weighted-blanket': {
    tr: {
      name: 'Ağırlıklı Battaniye 7 kg',
      short: 'Daha derin ve sakin bir uyku için cam boncuklu ağırlıklı battaniye.',
      description: [
        'Vücuda eşit dağılan baskı birçok kişinin daha çabuk sakinleşmesine yardımcı olur. Küçük kapitone cepler cam boncukları yerinde tutar; nefes alan pamuklu kılıfı yıkanabilir.',
        'Vücut ağırlığınızın yaklaşık onda biri kadar bir ağırlık seçin.',
      ],
      attributes: [{ name: 'Ağırlık', options: ['5 kg', '7 kg', '9 kg'] }],
    },
    ar: {
      name: 'بطانية مثقّلة 7 كغ',
      short: 'بطانية مثقّلة بحبيبات زجاجية لنوم أعمق وأهدأ.',
      description: [
        'يساعد الضغط المتساوي على الجسم كثيرًا من الناس على الاسترخاء أسرع. تُبقي الجيوب المبطنة الصغيرة الحبيبات الزجاجية في مكانها، والغطاء القطني المسامي قابل للغسل.',
        'اختر وزنًا يعادل نحو عُشر وزن جسمك.',
      ],
      attributes: [{ name: 'الوزن', options: ['5 كغ', '7 كغ', '9 كغ'] }],
    },
  },
  'silk-eye-mask': {
    tr: {
      name: 'Dut İpeği Uyku Maskesi',
      short: 'Cilde ve kirpiklere nazik, ışığı kesen yumuşak maske.',
      description: ['İki yüzü de saf 22 momme dut ipeği; saça takılmayan ayarlanabilir bantlı.'],
    },
    ar: {
      name: 'قناع نوم من حرير التوت',
      short: 'قناع ناعم يحجب الضوء ولطيف على البشرة والرموش.',
      description: ['حرير توت نقي بوزن 22 مومي على الوجهين، مع شريط قابل للتعديل لا يعلق بالشعر.'],
    },
  },
  'sunrise-alarm': {
    tr: {
      name: 'Gün Doğumu Çalar Saati',
      short: '30 dakikada parlaklaşan ışıkla yavaş yavaş uyanın.',
      description: [
        'Yapay bir gün doğumu, alarm çalmadan önce sizi uykudan nazikçe çıkarır. Gün batımı modu geceleri ışığı yavaşça kısar; beyaz gürültü ve kuş sesleri de vardır.',
      ],
    },
    ar: {
      name: 'منبّه شروق الشمس',
      short: 'استيقظ تدريجيًا مع ضوء يزداد سطوعًا على مدى 30 دقيقة.',
      description: [
        'يُخرجك شروق شمس محاكى من النوم بلطف قبل رنين المنبه. ويخفت وضع الغروب الضوء ببطء ليلًا، مع أصوات الضجيج الأبيض وتغريد العصافير.',
      ],
    },
  },
  'herbal-sleep-tea': {
    tr: {
      name: 'Papatya ve Kediotu Uyku Çayı',
      short: 'Papatya, kediotu ve melisa ile akşam karışımı, 20 poşet.',
      description: ['Kafeinsizdir. Beş dakika demleyin ve yatmadan yarım saat önce için.'],
    },
    ar: {
      name: 'شاي النوم بالبابونج والناردين',
      short: 'مزيج مسائي من البابونج والناردين وبلسم الليمون، 20 كيسًا.',
      description: ['خالٍ من الكافيين. انقعه خمس دقائق واستمتع به قبل النوم بنصف ساعة.'],
    },
  },
  'dry-body-brush': {
    tr: {
      name: 'Sisal Kuru Vücut Fırçası',
      short: 'Çıkarılabilir saplı, doğal kıllı fırça.',
      description: ['Duştan önce kalbe doğru fırçalayarak cildinizi ve duyularınızı uyandırın.'],
    },
    ar: {
      name: 'فرشاة جسم جافة من السيزال',
      short: 'فرشاة بشعيرات طبيعية ومقبض قابل للفك.',
      description: ['افرك باتجاه القلب قبل الاستحمام لتنشيط البشرة والحواس.'],
    },
  },
  'shea-body-butter': {
    tr: {
      name: 'Çırpılmış Shea Vücut Yağı',
      short: 'Kuru ve hassas ciltler için kokusuz, yoğun nem.',
      description: ['Adil ticaret shea ve kakao yağı, ayçiçek yağıyla çırpılmış. Başka hiçbir şey yok.'],
    },
    ar: {
      name: 'زبدة الشيا المخفوقة للجسم',
      short: 'ترطيب غني دون عطر للبشرة الجافة والحساسة.',
      description: ['زبدة شيا وزبدة كاكاو من التجارة العادلة مخفوقة مع زيت دوّار الشمس. لا شيء غير ذلك.'],
    },
  },
  'bamboo-toothbrush': {
    tr: {
      name: 'Bambu Diş Fırçası Aile Paketi',
      short: 'Yumuşak kıllı, kompost edilebilir dört diş fırçası.',
      description: ['Bitki bazlı kıllar ve bambu saplar; her biri farklı renkte bir noktayla işaretli.'],
    },
    ar: {
      name: 'عبوة عائلية من فراشي الأسنان الخيزران',
      short: 'أربع فراشي أسنان قابلة للتحلل بشعيرات ناعمة.',
      description: ['شعيرات نباتية ومقابض من الخيزران، وكل فرشاة معلّمة بنقطة بلون مختلف.'],
    },
  },
  'mineral-sunscreen': {
    tr: {
      name: 'Mineral Güneş Kremi SPF 50',
      short: 'Şeffaf yedirilen, mercan dostu çinko oksit koruma.',
      description: ['Yüz ve vücut için geniş spektrumlu UVA ve UVB koruması; 80 dakika suya dayanıklı.'],
    },
    ar: {
      name: 'واقي شمس معدني SPF 50',
      short: 'حماية بأكسيد الزنك صديقة للشعاب المرجانية، تمتصها البشرة دون أثر أبيض.',
      description: ['حماية واسعة الطيف من الأشعة UVA وUVB للوجه والجسم، مقاومة للماء لمدة 80 دقيقة.'],
    },
  },
  'glass-water-bottle': {
    tr: {
      name: 'Kılıflı Cam Su Şişesi',
      short: 'Borosilikat cam, silikon kılıf ve sızdırmaz bambu kapak.',
      description: ['Su yeniden su gibi tadar. 750 ml alır ve bulaşık makinesinde yıkanabilir (kapak elde).'],
      attributes: [{ name: 'Renk', options: ['Adaçayı yeşili', 'Kum', 'Arduvaz'] }],
    },
    ar: {
      name: 'قارورة ماء زجاجية بغلاف',
      short: 'زجاج بوروسيليكات وغلاف سيليكون وغطاء من الخيزران لا يسرّب.',
      description: ['يعود للماء طعم الماء. تتسع لـ 750 مل وتُغسل في غسالة الصحون (الغطاء يُغسل يدويًا).'],
      attributes: [{ name: 'اللون', options: ['أخضر مريمي', 'رملي', 'أردوازي'] }],
    },
  },
  'cold-press-juicer': {
    tr: {
      name: 'Yavaş Soğuk Sıkım Meyve Sıkacağı',
      short: 'Besin değerini ve lezzeti koruyan sessiz bir ezmeli sıkacak.',
      description: [
        'Dakikada 60 devirle yavaş sıkım, yapraklı yeşilliklerden daha fazla ve daha az köpüklü meyve suyu verir. Kolay temizlenen süzgeç ve bütün elmalar için geniş hazne.',
      ],
    },
    ar: {
      name: 'عصّارة بطيئة بالعصر البارد',
      short: 'عصّارة هادئة بالهرس تحافظ على العناصر الغذائية والنكهة.',
      description: [
        'العصر البطيء بسرعة 60 دورة في الدقيقة يمنح عصيرًا أكثر من الخضار الورقية ورغوة أقل. مصفاة سهلة التنظيف وفتحة واسعة للتفاح الكامل.',
      ],
    },
  },
  'sprouting-jar': {
    tr: {
      name: 'Filizlendirme Kavanozu Seti',
      short: 'Paslanmaz elek kapaklı iki geniş ağızlı kavanoz ve bir stand.',
      description: [
        'Mutfak tezgâhında üç ila beş günde çıtır filizler yetiştirin. Organik tohum karışımı dahildir.',
      ],
    },
    ar: {
      name: 'طقم برطمانات الإنبات',
      short: 'برطمانان واسعا الفوهة بغطاءين من شبك الفولاذ وحامل.',
      description: [
        'ازرع براعم مقرمشة على سطح المطبخ في ثلاثة إلى خمسة أيام. يتضمن مزيجًا من البذور العضوية.',
      ],
    },
  },
  'bento-lunch-box': {
    tr: {
      name: 'Paslanmaz Çelik Bento Kutusu',
      short: 'Dengeli öğle yemekleri için üç bölmeli, plastiksiz.',
      description: ['Salataları diri tutan, kolay temizlenen, sızdırmaya dayanıklı çelik yemek kutusu.'],
    },
    ar: {
      name: 'علبة بينتو من الفولاذ المقاوم للصدأ',
      short: 'ثلاث حجرات لوجبات غداء متوازنة، دون بلاستيك.',
      description: ['علبة غداء فولاذية مقاومة للتسرب تحافظ على قرمشة السلطات وسهلة التنظيف.'],
    },
  },
  // ---------------------------------------------------------------- services
  'deep-tissue-massage': {
    tr: {
      name: 'Derin Doku Masajı (60 dk)',
      short: 'Sırt, boyun ve omuzlardaki kronik gerginliğe odaklı, güçlü bir masaj.',
      description: [
        'Lisanslı bir masaj terapisti kasların ve fasyanın derin katmanlarında yavaşça çalışır. Antrenmandan ya da masa başında geçen uzun günlerden sonra ideal.',
        'Dilediğiniz iş ortağı stüdyoda randevu alın; kısa bir sağlık formu doldurmak için lütfen on dakika erken gelin.',
      ],
    },
    ar: {
      name: 'تدليك الأنسجة العميقة (60 دقيقة)',
      short: 'تدليك قوي ومركّز على التوتر المزمن في الظهر والرقبة والكتفين.',
      description: [
        'يعمل معالج تدليك مرخّص ببطء على الطبقات العميقة من العضلات واللفافة. مثالي بعد التمرين أو بعد أيام طويلة أمام المكتب.',
        'احجز في أي استوديو شريك، ويُرجى الحضور قبل الموعد بعشر دقائق لملء استمارة صحية قصيرة.',
      ],
    },
  },
  'hot-stone-massage': {
    tr: {
      name: 'Sıcak Taş Masajı (75 dk)',
      short: 'Sıcak bazalt taşlar gerginliği eritir ve sinir sistemini sakinleştirir.',
      description: [
        'Isıtılmış taşlar, derin bir rahatlama için uzun ve akıcı hareketlerle birlikte kullanılır.',
      ],
    },
    ar: {
      name: 'تدليك بالأحجار الساخنة (75 دقيقة)',
      short: 'أحجار بازلتية دافئة تذيب التوتر وتهدّئ الجهاز العصبي.',
      description: ['تُستخدم الأحجار المسخّنة مع حركات طويلة انسيابية لاسترخاء عميق.'],
    },
  },
  reflexology: {
    tr: {
      name: 'Refleksoloji Seansı (45 dk)',
      short: 'Tüm vücudu rahatlatmak için ayaklara nazik baskı.',
      description: ['Birçok üyemizin haftalık bir yenilenme olarak tercih ettiği dinlendirici bir uygulama.'],
    },
    ar: {
      name: 'جلسة علاج بالانعكاسات (45 دقيقة)',
      short: 'ضغط لطيف على القدمين لإرخاء الجسم كله.',
      description: ['علاج مريح يحجزه كثير من أعضائنا استراحةً أسبوعية.'],
    },
  },
  'sports-massage': {
    tr: {
      name: 'Spor Masajı (45 dk)',
      short: 'Koşucular, bisikletçiler ve ağırlık çalışanlar için hedefli toparlanma.',
      description: ['Esneme, tetik nokta çalışması ve seanslar arası hareketlilik önerileri.'],
    },
    ar: {
      name: 'تدليك رياضي (45 دقيقة)',
      short: 'تعافٍ موجّه للعدّائين وراكبي الدراجات ورافعي الأثقال.',
      description: ['تمدد وعلاج لنقاط الألم ونصائح للمرونة بين الجلسات.'],
    },
  },
  'nutrition-consultation': {
    tr: {
      name: 'Diyetisyen Danışmanlığı',
      short: 'Bir saatlik görüntülü görüşme ve kişisel beslenme planı.',
      description: [
        'Hedeflerinizi, sağlık durumunuzu ve günlük düzeninizi kayıtlı bir diyetisyenle konuşun. Üç iş günü içinde tarifler içeren yazılı bir plan alırsınız.',
      ],
    },
    ar: {
      name: 'استشارة أخصائي تغذية معتمد',
      short: 'استشارة بالفيديو لمدة ساعة وخطة غذائية شخصية.',
      description: [
        'ناقش أهدافك وحالتك الصحية وروتينك اليومي مع أخصائي تغذية معتمد. تستلم خطة مكتوبة مع وصفات خلال ثلاثة أيام عمل.',
      ],
    },
  },
  'meal-plan-4-weeks': {
    tr: {
      name: 'Dört Haftalık Yemek Planlama Programı',
      short: 'Haftalık menüler, alışveriş listeleri ve her hafta bir görüşme.',
      description: ['Sevdiğiniz yiyecekler etrafında kurulan, bütçeyi gözeten pratik yemek planları.'],
    },
    ar: {
      name: 'برنامج تخطيط الوجبات لأربعة أسابيع',
      short: 'قوائم طعام أسبوعية وقوائم تسوّق ومكالمة متابعة كل أسبوع.',
      description: ['خطط وجبات عملية تراعي الميزانية ومبنية حول الأطعمة التي تحبها.'],
    },
  },
  'gut-health-workshop': {
    tr: {
      name: 'Bağırsak Sağlığı Atölyesi',
      short: 'Lif, fermantasyon ve sindirim üzerine iki saatlik çevrim içi atölye.',
      description: ['Bir tarif kitapçığı ve yeniden izleyebileceğiniz bir kayıt dahildir.'],
    },
    ar: {
      name: 'ورشة صحة الأمعاء',
      short: 'ورشة عبر الإنترنت لمدة ساعتين عن الألياف والتخمير والهضم.',
      description: ['تتضمن كتيّب وصفات وتسجيلًا يمكنك مشاهدته مجددًا.'],
    },
  },
  'counselling-session': {
    tr: {
      name: 'Psikolojik Danışmanlık Seansı (50 dk)',
      short: 'Akredite bir danışmanla gizli bir seans.',
      description: ['Yüz yüze ya da görüntülü. Seanslar tek tek veya altılı paket olarak alınabilir.'],
    },
    ar: {
      name: 'جلسة إرشاد نفسي (50 دقيقة)',
      short: 'جلسة سرية مع مرشد نفسي معتمد.',
      description: ['حضوريًا أو عبر الفيديو. يمكن حجز الجلسات منفردة أو في باقة من ست جلسات.'],
    },
  },
  'mindfulness-course': {
    tr: {
      name: 'Sekiz Haftalık Farkındalık Kursu',
      short: 'Farkındalığa dayalı stres azaltma üzerine haftalık grup kursu.',
      description: [
        'Sertifikalı bir eğitmen eşliğinde sekiz akşam oturumu ve yarım günlük bir inziva. Kursun her günü için rehberli sesli uygulamalar dahildir.',
      ],
    },
    ar: {
      name: 'دورة اليقظة الذهنية لثمانية أسابيع',
      short: 'دورة جماعية أسبوعية في الحد من التوتر القائم على اليقظة الذهنية.',
      description: [
        'ثماني جلسات مسائية وخلوة لنصف يوم بقيادة مدرّب معتمد. تتضمن تمارين صوتية موجّهة لكل يوم من أيام الدورة.',
      ],
    },
  },
  'sleep-coaching': {
    tr: {
      name: 'Uyku Koçluğu Programı',
      short: 'Sağlıklı uyku alışkanlıklarını yeniden kurmak için üç seans.',
      description: ['Uykusuzluk için bilişsel davranışçı tekniklere dayanır; uyku günlüğü ve takip içerir.'],
    },
    ar: {
      name: 'برنامج تدريب النوم',
      short: 'ثلاث جلسات لاستعادة عادات نوم صحية.',
      description: ['يعتمد على تقنيات العلاج المعرفي السلوكي للأرق، مع مفكرة نوم ومتابعة.'],
    },
  },
  'breathwork-class': {
    tr: {
      name: 'Nefes Çalışması Dersi',
      short: 'Zihni dengelemek için 45 dakikalık rehberli nefes dersi.',
      description: ['Yeni başlayanlara uygundur. Canlı çevrim içi ya da bir iş ortağı stüdyoda katılın.'],
    },
    ar: {
      name: 'حصة تمارين التنفس',
      short: 'حصة تنفس موجّهة مدتها 45 دقيقة لتهدئة الذهن.',
      description: ['مناسبة للمبتدئين. انضم مباشرة عبر الإنترنت أو في استوديو شريك.'],
    },
  },
  'personal-training-5': {
    tr: {
      name: 'Kişisel Antrenman – 5 Seans',
      short: 'Sertifikalı bir antrenörle birebir beş seans.',
      description: ['Hedeflerinize göre tasarlanmış bir program; ilk seansta değerlendirme yapılır.'],
    },
    ar: {
      name: 'تدريب شخصي – 5 جلسات',
      short: 'خمس جلسات فردية مع مدرّب معتمد.',
      description: ['برنامج مصمم حول أهدافك، مع تقييم في الجلسة الأولى.'],
    },
  },
  'small-group-hiit': {
    tr: {
      name: 'Küçük Grup HIIT – 10 Ders',
      short: 'En fazla sekiz kişilik yüksek yoğunluklu interval dersleri.',
      description: [
        'Her kondisyon seviyesine uyarlanan, kırk dakikalık eğitmen eşliğinde interval çalışması.',
      ],
    },
    ar: {
      name: 'تمارين HIIT لمجموعة صغيرة – 10 حصص',
      short: 'حصص تمارين متقطعة عالية الشدة لمجموعات حتى ثمانية أشخاص.',
      description: ['أربعون دقيقة من التمارين المتقطعة بإشراف مدرّب، تناسب كل مستويات اللياقة.'],
    },
  },
  'private-yoga': {
    tr: {
      name: 'Özel Yoga Seansı',
      short: 'Bedeninize ve hedeflerinize göre uyarlanmış bir saatlik yoga.',
      description: ['Evde, parkta ya da çevrim içi, deneyimli bir eğitmenle.'],
    },
    ar: {
      name: 'جلسة يوغا خاصة',
      short: 'ساعة من اليوغا مصممة لجسمك وأهدافك.',
      description: ['في المنزل أو في الحديقة أو عبر الإنترنت مع مدرّب متمرّس.'],
    },
  },
  'physio-assessment': {
    tr: {
      name: 'Fizyoterapi Değerlendirmesi',
      short: 'Kapsamlı bir değerlendirme ve ev egzersiz planı.',
      description: ['Uzman bir fizyoterapist sorunlu bölgeyi inceler ve neler olduğunu açıklar.'],
    },
    ar: {
      name: 'تقييم العلاج الطبيعي',
      short: 'تقييم شامل وخطة تمارين منزلية.',
      description: ['يفحص أخصائي علاج طبيعي معتمد المنطقة المصابة ويشرح لك ما يحدث.'],
    },
  },
  'posture-clinic': {
    tr: {
      name: 'Duruş ve Ergonomi Kliniği',
      short: 'Masa başı çalışmadan kaynaklanan boyun ve bel ağrısını hafifletin.',
      description: ['Çalışma alanınızın fotoğrafının incelenmesini ve basit günlük egzersizleri içerir.'],
    },
    ar: {
      name: 'عيادة القوام وبيئة العمل',
      short: 'خفّف آلام الرقبة والظهر الناتجة عن العمل المكتبي.',
      description: ['تتضمن مراجعة صورة لمكان عملك وتمارين يومية بسيطة.'],
    },
  },
  'pregnancy-physio': {
    tr: {
      name: 'Gebelik ve Doğum Sonrası Fizyoterapi',
      short: 'Doğum öncesi ve sonrası pelvik sağlık için uzman bakım.',
      description: [
        'Kadın sağlığı alanında uzman bir fizyoterapist değerlendirme, tedavi ve öneriler sunar.',
      ],
    },
    ar: {
      name: 'علاج طبيعي للحمل وما بعد الولادة',
      short: 'رعاية متخصصة لصحة الحوض قبل الولادة وبعدها.',
      description: ['تقدّم أخصائية علاج طبيعي في صحة المرأة التقييم والعلاج والمشورة.'],
    },
  },
  'back-pain-programme': {
    tr: {
      name: 'Bel Ağrısı İyileşme Programı',
      short: 'Dört seans tedavi ve rehberli egzersiz.',
      description: ['Süregelen bel ağrısı için; manuel terapiyi kuvvet çalışmasıyla birleştirir.'],
    },
    ar: {
      name: 'برنامج التعافي من آلام الظهر',
      short: 'أربع جلسات من العلاج والتمارين الموجّهة.',
      description: ['لآلام أسفل الظهر المستمرة، يجمع بين العلاج اليدوي وتمارين القوة.'],
    },
  },
  // ---------------------------------------------------------------- affiliate items
  'fitness-tracker': {
    tr: {
      name: 'Fitness Takip Bilekliği',
      short: 'Nabız, uyku evreleri ve 10 günlük pil.',
      description: [
        'Adımları sayan, antrenmanları izleyen ve hareket etmenizi hatırlatan ince bir takip cihazı.',
      ],
    },
    ar: {
      name: 'سوار تتبع اللياقة',
      short: 'نبض القلب ومراحل النوم وبطارية تدوم 10 أيام.',
      description: ['جهاز تتبع نحيف يعدّ خطواتك ويتابع تمارينك ويذكّرك بالحركة.'],
    },
  },
  'smart-scale': {
    tr: {
      name: 'Akıllı Vücut Analiz Tartısı',
      short: 'Kilo, vücut yağı ve kas kütlesi, telefonunuzla eşitlenir.',
      description: ['Sekiz aile üyesine kadar kişiyi otomatik olarak tanır.'],
    },
    ar: {
      name: 'ميزان ذكي لتحليل تكوين الجسم',
      short: 'الوزن ونسبة الدهون والكتلة العضلية، متزامنة مع هاتفك.',
      description: ['يتعرّف تلقائيًا على ما يصل إلى ثمانية من أفراد العائلة.'],
    },
  },
  'sports-watch': {
    tr: {
      name: 'GPS Koşu Saati',
      short: 'Doğru GPS temposu, antrenman yükü ve toparlanma önerileri.',
      description: ['Koşucular için tasarlandı; haritalar ve akıllı saat modunda iki haftalık pil ömrü.'],
    },
    ar: {
      name: 'ساعة جري بنظام GPS',
      short: 'وتيرة دقيقة عبر GPS وحمل التدريب ونصائح التعافي.',
      description: ['مصممة للعدّائين، مع خرائط وبطارية تدوم أسبوعين في وضع الساعة الذكية.'],
    },
  },
  'posture-sensor': {
    tr: {
      name: 'Duruş Eğitim Sensörü',
      short: 'Kamburlaştığınızda hafifçe titreyen minik bir sensör.',
      description: ['Sırtınızın üst kısmına takın ve birkaç haftada daha iyi bir duruş kazanın.'],
    },
    ar: {
      name: 'مستشعر تصحيح القوام',
      short: 'مستشعر صغير يهتز بلطف عندما تنحني.',
      description: ['ثبّته أعلى ظهرك واكتسب قوامًا أفضل خلال أسابيع قليلة.'],
    },
  },
  'book-plant-kitchen': {
    tr: {
      name: 'Bitki Gücüyle Mutfak',
      short: '120 hızlı ve besleyici bitkisel tarif içeren bir yemek kitabı.',
      description: ['Hafta içi akşam yemekleri, toplu pişirme ve işe götürülecek öğle yemekleri.'],
    },
    ar: {
      name: 'مطبخ القوة النباتية',
      short: 'كتاب طبخ يضم 120 وصفة نباتية سريعة ومغذية.',
      description: ['عشاء أيام الأسبوع والطبخ بكميات ووجبات غداء تأخذها إلى العمل.'],
    },
  },
  'book-why-we-sleep': {
    tr: {
      name: 'İyi Uyu, İyi Yaşa',
      short: 'Uykunun bilimi ve nasıl daha fazla uyuyabileceğiniz.',
      description: ['Bir uyku araştırmacısından, pratik rutinler içeren anlaşılır bir rehber.'],
    },
    ar: {
      name: 'نَم جيدًا، عِش جيدًا',
      short: 'علم النوم وكيف تحصل على المزيد منه.',
      description: ['دليل سهل الفهم من باحث في النوم، مع روتينات عملية.'],
    },
  },
  'course-yoga-beginners': {
    tr: {
      name: 'Yeni Başlayanlar İçin Çevrim İçi Yoga Kursu',
      short: 'Evde pratik oluşturmak için otuz kısa video ders.',
      description: ['Ömür boyu erişim, indirilebilir pratik planları ve bir topluluk forumu.'],
    },
    ar: {
      name: 'دورة يوغا للمبتدئين عبر الإنترنت',
      short: 'ثلاثون درسًا قصيرًا بالفيديو لبناء ممارستك في المنزل.',
      description: ['وصول مدى الحياة وخطط تمارين قابلة للتنزيل ومنتدى للمجتمع.'],
    },
  },
  'course-mindful-eating': {
    tr: {
      name: 'Bilinçli Beslenme Ustalık Sınıfı',
      short: 'Yemekle ilişkinizi altı derste değiştirin.',
      description: ['Kayıtlı bir diyetisyen ve bir meditasyon eğitmeni eşliğinde.'],
    },
    ar: {
      name: 'دورة متقدمة في الأكل الواعي',
      short: 'غيّر علاقتك بالطعام في ستة دروس.',
      description: ['يقدّمها أخصائي تغذية معتمد ومعلّم تأمل.'],
    },
  },
  'book-cafe-creme': {
    tr: {
      name: 'Café Crème: Farkındalıklı Sabahlar',
      short: 'Yılın her günü için sorular içeren yumuşak bir sabah günlüğü.',
      description: ['Her sabah bir niyet belirlemek ve neyin iyi gittiğini fark etmek için beş dakika.'],
    },
    ar: {
      name: 'Café Crème: صباحات واعية',
      short: 'مفكرة صباحية لطيفة بأسئلة لكل يوم من أيام السنة.',
      description: ['خمس دقائق كل صباح لتحديد نيّة ولملاحظة ما سار على ما يرام.'],
    },
  },
  'trail-backpack': {
    tr: {
      name: 'Hafif Patika Sırt Çantası 22 L',
      short: 'Su torbası cepli, havalandırmalı günlük çanta.',
      description: ['Nefes alan sırt paneli, bel kemeri cepleri ve yağmur kılıfı.'],
    },
    ar: {
      name: 'حقيبة ظهر خفيفة للمسارات 22 لترًا',
      short: 'حقيبة يومية جيدة التهوية مع جيب لكيس الماء.',
      description: ['لوح ظهر يسمح بمرور الهواء وجيوب على حزام الخصر وغطاء للمطر.'],
    },
  },
  'hiking-poles': {
    tr: {
      name: 'Karbon Yürüyüş Batonları',
      short: 'Tanesi 250 g olan katlanır karbon batonlar.',
      description: ['İnişlerde dizlerinizin yükünü alır; mantar saplar ve hızlı kilitlenen kelepçeler.'],
    },
    ar: {
      name: 'عصي مشي من الكربون',
      short: 'عصي كربونية قابلة للطي بوزن 250 غ لكل منها.',
      description: ['تخفّف الحمل عن الركبتين في المنحدرات، بمقابض من الفلين ومشابك سريعة القفل.'],
    },
  },
  'sup-board': {
    tr: {
      name: 'Şişme Kürek Sörfü Tahtası',
      short: 'Durgun sular ve SUP yoga için dengeli, çok amaçlı bir tahta.',
      description: ['Pompa, kürek, bağlama ipi ve tekerlekli sırt çantasıyla birlikte gelir.'],
    },
    ar: {
      name: 'لوح تجديف قابل للنفخ',
      short: 'لوح ثابت متعدد الاستخدامات للمياه الهادئة ويوغا التجديف.',
      description: ['يأتي مع منفاخ ومجداف وحبل أمان وحقيبة ظهر بعجلات.'],
    },
  },
  'camping-hammock': {
    tr: {
      name: 'Askılı Kamp Hamağı',
      short: 'Bir greyfurt boyutunda toplanan paraşüt naylonu hamak.',
      description: ['Ağaç dostu askılar dahildir; 180 kg’a kadar taşır.'],
    },
    ar: {
      name: 'أرجوحة تخييم مع أحزمة',
      short: 'أرجوحة من نايلون المظلات تُطوى بحجم ثمرة جريب فروت.',
      description: ['تتضمن أحزمة لا تؤذي الأشجار، وتتحمل حتى 180 كغ.'],
    },
  },
  'cycling-helmet': {
    tr: {
      name: 'Şehir İçi Bisiklet Kaskı',
      short: 'Arka LED ışıklı ve mıknatıslı tokalı hafif bir kask.',
      description: ['Havalandırmalı dış kabuk ve yıkanabilir iç astar, üç beden.'],
    },
    ar: {
      name: 'خوذة دراجات للتنقل اليومي',
      short: 'خوذة خفيفة بضوء LED خلفي وإبزيم مغناطيسي.',
      description: ['هيكل جيد التهوية وبطانة قابلة للغسل، بثلاثة مقاسات.'],
    },
  },
};

/** By category id. */
export const categoryTranslations: Record<number, Translations<{ name: string }>> = {
  16: { tr: { name: 'Tüm Ürünler' }, ar: { name: 'جميع المنتجات' } },
  17: { tr: { name: 'Yoga ve Pilates' }, ar: { name: 'اليوغا والبيلاتس' } },
  18: { tr: { name: 'Fitness Ekipmanları' }, ar: { name: 'معدات اللياقة' } },
  19: { tr: { name: 'Beslenme ve Takviyeler' }, ar: { name: 'التغذية والمكمّلات' } },
  20: { tr: { name: 'Aromaterapi' }, ar: { name: 'العلاج بالروائح' } },
  21: { tr: { name: 'Uyku ve Rahatlama' }, ar: { name: 'النوم والاسترخاء' } },
  22: { tr: { name: 'Doğal Kişisel Bakım' }, ar: { name: 'العناية الشخصية الطبيعية' } },
  23: { tr: { name: 'Sağlıklı Mutfak' }, ar: { name: 'المطبخ الصحي' } },
  58: { tr: { name: 'Sağlıklı Yaşam Hizmetleri' }, ar: { name: 'خدمات العافية' } },
  59: { tr: { name: 'Masaj ve Vücut Terapisi' }, ar: { name: 'التدليك والعلاج الجسدي' } },
  60: { tr: { name: 'Beslenme Koçluğu' }, ar: { name: 'التدريب الغذائي' } },
  61: { tr: { name: 'Ruh Sağlığı' }, ar: { name: 'الصحة النفسية' } },
  62: { tr: { name: 'Kişisel Antrenman' }, ar: { name: 'التدريب الشخصي' } },
  63: { tr: { name: 'Fizyoterapi' }, ar: { name: 'العلاج الطبيعي' } },
  93: { tr: { name: 'Ortaklık Ürünleri' }, ar: { name: 'منتجات الشركاء' } },
  94: { tr: { name: 'Giyilebilir Teknoloji' }, ar: { name: 'الأجهزة القابلة للارتداء' } },
  95: { tr: { name: 'Kitaplar ve Kurslar' }, ar: { name: 'الكتب والدورات' } },
  96: { tr: { name: 'Açık Hava ve Aktif Yaşam' }, ar: { name: 'الهواء الطلق والنشاط' } },
};

/** By banner key. */
export const sliderTranslations: Record<string, Translations<{ title: string; text: string }>> = {
  'services-massage': {
    tr: {
      title: 'Sağlıklı Yaşam Hizmetleri',
      text: 'Güvenilir iş ortaklarından masaj, koçluk ve fizyoterapi',
    },
    ar: { title: 'خدمات العافية', text: 'تدليك وتدريب وعلاج طبيعي من شركاء موثوقين' },
  },
  'spring-sale': {
    tr: {
      title: 'Bahara Sağlıkla Merhaba',
      text: 'Yoga, uyku ve beslenme favorilerinde %20’ye varan indirim',
    },
    ar: { title: 'استقبل الربيع بالعافية', text: 'خصم حتى 20% على منتجات اليوغا والنوم والتغذية المفضلة' },
  },
  recommended: {
    tr: { title: 'Size Özel Öneriler', text: 'Sağlıklı yaşam ekibimizin özenle seçtikleri' },
    ar: { title: 'مختارات لك', text: 'منتجات اختارها فريق العافية لدينا بعناية' },
  },
  affiliate: {
    tr: {
      title: 'İş Ortaklarımızdan',
      text: 'Sevdiğimiz giyilebilir cihazlar, kitaplar ve doğa ekipmanları',
    },
    ar: { title: 'من شركائنا', text: 'أجهزة قابلة للارتداء وكتب ومعدات للهواء الطلق نحبها' },
  },
  'sleep-better': {
    tr: { title: 'Daha İyi Uyuyun', text: 'Ağırlıklı battaniyeler, ipek maskeler ve bitki çayları' },
    ar: { title: 'نَم بشكل أفضل', text: 'بطانيات مثقّلة وأقنعة حريرية وشاي أعشاب' },
  },
  'mind-body': {
    tr: { title: 'Zihin ve Beden', text: 'Farkındalık kursları, nefes çalışması ve danışmanlık' },
    ar: { title: 'العقل والجسد', text: 'دورات اليقظة الذهنية وتمارين التنفس والإرشاد النفسي' },
  },
};

/** By partner key: the descriptions (names are brand names). */
export const partnerTranslations: Record<string, Translations<{ description: string }>> = {
  'green-leaf-organics': {
    tr: {
      description:
        'Oregon’da küçük partiler halinde üretilen sertifikalı organik takviyeler ve süper gıdalar.',
    },
    ar: { description: 'مكمّلات وأطعمة فائقة عضوية معتمدة، تُصنع بكميات صغيرة في ولاية أوريغون.' },
  },
  'mat-and-mind': {
    tr: {
      description:
        'Bir aile atölyesinde dikilen sürdürülebilir yoga matları, yardımcı ekipmanlar ve meditasyon minderleri.',
    },
    ar: { description: 'حصائر يوغا وأدوات مساعدة ووسائد تأمل مستدامة تخيطها ورشة عائلية.' },
  },
  'calm-waters-spa': {
    tr: { description: 'Şehir merkezindeki üç spada masaj, refleksoloji ve hidroterapi.' },
    ar: { description: 'تدليك وعلاج بالانعكاسات وعلاج مائي في ثلاثة منتجعات وسط المدينة.' },
  },
  'stride-physio': {
    tr: { description: 'Spor yaralanmaları, bel ağrısı ve gebelik bakımı için uzman fizyoterapistler.' },
    ar: { description: 'أخصائيو علاج طبيعي معتمدون لإصابات الرياضة وآلام الظهر ورعاية الحمل.' },
  },
  'mindspace-counselling': {
    tr: { description: 'Altı dilde yüz yüze ve çevrim içi seanslar sunan akredite danışmanlar.' },
    ar: { description: 'مرشدون نفسيون معتمدون يقدّمون جلسات حضورية وعبر الإنترنت بست لغات.' },
  },
  'vital-living': {
    tr: {
      description:
        'Beslenme koçluğu ve ona eşlik eden mutfak araçları: meyve sıkacakları, filizlendirme setleri ve daha fazlası.',
    },
    ar: { description: 'تدريب غذائي وأدوات المطبخ المرافقة له: عصّارات وأطقم إنبات وغير ذلك.' },
  },
  'peak-performance': {
    tr: {
      description: 'Kişisel antrenörler ve önerdikleri ev spor salonu ekipmanları, teslim ve kurulum dahil.',
    },
    ar: { description: 'مدرّبون شخصيون ومعدات الصالة المنزلية التي يوصون بها، مع التوصيل والتركيب.' },
  },
};
