import type { Product, ProductCategory, Slider } from '@wellness/api';
import { placeholderImages } from '../assets';

const img = (image: { src: string; alt: string }) => ({ src: image.src, alt: image.alt });
const all: ProductCategory = { id: 16, name: 'All Products', slug: 'allproducts', parent: 0, count: 40 };
const services: ProductCategory = {
  id: 58,
  name: 'Wellness Services',
  slug: 'services',
  parent: 0,
  count: 12,
};
const affiliate: ProductCategory = {
  id: 93,
  name: 'Affiliate Products',
  slug: 'affiliate',
  parent: 0,
  count: 12,
};

export const storyCategories: ProductCategory[] = [
  all,
  { id: 17, name: 'Yoga & Pilates', slug: 'yoga-pilates', parent: 16, count: 6 },
  { id: 20, name: 'Aromatherapy', slug: 'aromatherapy', parent: 16, count: 5 },
  { id: 21, name: 'Sleep & Relaxation', slug: 'sleep-relaxation', parent: 16, count: 5 },
  { id: 23, name: 'Healthy Kitchen', slug: 'healthy-kitchen', parent: 16, count: 6 },
];

const base = {
  attributes: [],
  dimensions: { height: '', length: '', width: '' },
  external_url: '',
  featured: false,
  related_ids: [],
} satisfies Partial<Product>;

/** Fixed story items: committed images only. */
export const storyProducts: Product[] = [
  {
    ...base,
    id: 101,
    name: 'Eco Cork Yoga Mat with Carry Strap',
    images: [
      img(placeholderImages.yoga),
      img(placeholderImages.natureWalk),
      img(placeholderImages.meditation),
    ],
    categories: [all, storyCategories[1]!],
    short_description: '<p>A <strong>non-slip</strong> cork mat that grips better as you sweat.</p>',
    description: `<p>${'Natural cork on a soft rubber base: firm grip, easy to clean and kind to joints. '.repeat(8)}</p><p>Comes with a cotton strap.</p>`,
    regular_price: '68.00',
    sale_price: '54.00',
    price: '54.00',
    featured: true,
    related_ids: [102, 103, 104],
  },
  {
    ...base,
    id: 102,
    name: 'Lavender Sleep Pillow Mist',
    images: [img(placeholderImages.herbalTea)],
    categories: [all, storyCategories[2]!],
    short_description: '<p>Calming lavender and chamomile for the pillow.</p>',
    description: '<p>Two sprays before bed.</p>',
    regular_price: '18.50',
    sale_price: '',
    price: '18.50',
  },
  {
    ...base,
    id: 103,
    name: 'Organic Ashwagandha Root Capsules',
    images: [img(placeholderImages.healthyFood)],
    categories: [all, storyCategories[4]!],
    short_description: '<p>60 vegan capsules.</p>',
    description: '<p>Taken with food.</p>',
    regular_price: '24.00',
    sale_price: '19.99',
    price: '19.99',
  },
  {
    ...base,
    id: 104,
    name: 'Weighted Calm Blanket',
    images: [img(placeholderImages.meditation)],
    categories: [all, storyCategories[3]!],
    short_description: '<p>7 kg of even, gentle pressure.</p>',
    description: '<p>Machine washable cover.</p>',
    regular_price: '129.00',
    sale_price: '',
    price: '129.00',
  },
  {
    ...base,
    id: 105,
    name: 'Herbal Detox Tea Sampler',
    images: [],
    categories: [all],
    short_description: '',
    description: '',
    regular_price: '',
    sale_price: '',
    price: '',
  },
];

export const storyService: Product = {
  ...base,
  id: 201,
  name: 'Deep Tissue Massage (60 min)',
  images: [img(placeholderImages.natureWalk), img(placeholderImages.yoga)],
  categories: [
    services,
    { id: 59, name: 'Massage & Bodywork', slug: 'massage-bodywork', parent: 58, count: 3 },
  ],
  short_description: '<p>A <em>focused</em> massage for tight shoulders and back.</p>',
  description: '<p>With a licensed therapist.</p>',
  regular_price: '90.00',
  sale_price: '75.00',
  price: '75.00',
};

export const storyAffiliate: Product = {
  ...base,
  id: 301,
  name: 'Fitness Tracker Band',
  images: [img(placeholderImages.natureWalk)],
  categories: [affiliate, { id: 94, name: 'Wearables', slug: 'wearables', parent: 93, count: 4 }],
  short_description: '<p>Steps, sleep and heart rate.</p>',
  description: '<p>Seven days of battery.</p>',
  regular_price: '49.00',
  sale_price: '',
  price: '49.00',
  external_url: 'https://shop.example/tracker',
};

export const storySliders: Slider[] = [
  {
    type: 1,
    image: placeholderImages.bannerMassage.src,
    link: '/marketplace/services',
    title: 'Wellness Services',
    text: 'Massage, coaching and physio from trusted partners',
  },
  {
    type: 2,
    image: placeholderImages.bannerYoga.src,
    link: '/marketplace/products',
    title: 'Spring into Wellness',
    text: 'Up to 20% off yoga, sleep and nutrition favourites',
  },
  {
    type: 2,
    image: placeholderImages.bannerSleep.src,
    link: '/marketplace/recommendedproducts',
    title: 'Recommended for You',
    text: 'Hand-picked by our wellness team',
  },
  {
    type: 2,
    image: placeholderImages.bannerMassage.src,
    link: '/marketplace/affiliate',
    title: 'From Our Affiliates',
    text: 'Wearables, books and outdoor gear we love',
  },
  {
    type: 2,
    image: placeholderImages.bannerYoga.src,
    link: '/marketplace/products',
    title: 'Sleep Better',
    text: 'Weighted blankets, silk masks and herbal teas',
  },
];

/** The same banners as the server sends them to an Arabic page. */
export const storySlidersArabic: Slider[] = [
  ['خدمات العافية', 'تدليك وتدريب وعلاج طبيعي من شركاء موثوقين'],
  ['استقبل الربيع بالعافية', 'خصم حتى 20% على منتجات اليوغا والنوم والتغذية المفضلة'],
  ['مختارات لك', 'منتجات اختارها فريق العافية لدينا بعناية'],
  ['من شركائنا', 'أجهزة قابلة للارتداء وكتب ومعدات للهواء الطلق نحبها'],
  ['نَم بشكل أفضل', 'بطانيات مثقّلة وأقنعة حريرية وشاي أعشاب'],
].map(([title = '', text = ''], index) => ({ ...storySliders[index]!, title, text }));

/** The cork mat with its facts, in English and as the server sends it to an Arabic page. */
export const storyProductWithFacts: Product = {
  ...storyProducts[0]!,
  attributes: [
    { name: 'Thickness', options: ['4 mm'] },
    { name: 'Colour', options: ['Natural cork', 'Charcoal'] },
  ],
};

export const storyProductArabic: Product = {
  ...storyProductWithFacts,
  name: 'حصيرة يوغا من الفلين الطبيعي',
  categories: [
    { ...all, name: 'جميع المنتجات' },
    { ...storyCategories[1]!, name: 'اليوغا والبيلاتس' },
  ],
  short_description: '<p>سطح من الفلين يزداد ثباتًا مع التعرّق، على قاعدة من المطاط الطبيعي.</p>',
  description: `<p>${'يزداد تماسك الفلين كلما تعرّقت، لذا تبقى هذه الحصيرة ثابتة في التمارين الساخنة وفي الوضعيات الطويلة. '.repeat(6)}</p><p>تأتي مع حزام قطني لحملها.</p>`,
  attributes: [
    { name: 'السماكة', options: ['4 مم'] },
    { name: 'اللون', options: ['فلين طبيعي', 'فحمي'] },
  ],
};
