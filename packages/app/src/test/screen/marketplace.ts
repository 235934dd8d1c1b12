/**
 * The marketplace of the screen stories: categories, banners and items with committed pictures only, written
 * out so every screen reads the same. Pages are answered in the server's shape.
 */
import type { Product, ProductCategory, Slider } from '@wellness/api';
import { placeholderImages } from '@wellness/ui';

const image = (name: keyof typeof placeholderImages, alt: string) => ({
  src: placeholderImages[name].src,
  alt,
});

const allProducts: ProductCategory = {
  id: 16,
  name: 'All Products',
  slug: 'allproducts',
  parent: 0,
  count: 8,
};
const allServices: ProductCategory = {
  id: 58,
  name: 'Wellness Services',
  slug: 'services',
  parent: 0,
  count: 4,
};
const allAffiliate: ProductCategory = {
  id: 93,
  name: 'Affiliate Products',
  slug: 'affiliate',
  parent: 0,
  count: 4,
};
const cat = (id: number, name: string, slug: string, parent: number, count: number): ProductCategory => ({
  id,
  name,
  slug,
  parent,
  count,
});
const yoga = cat(17, 'Yoga & Pilates', 'yoga-pilates', 16, 3);
const aroma = cat(20, 'Aromatherapy', 'aromatherapy', 16, 2);
const sleep = cat(21, 'Sleep & Relaxation', 'sleep-relaxation', 16, 2);
const kitchen = cat(23, 'Healthy Kitchen', 'healthy-kitchen', 16, 1);
const massage = cat(59, 'Massage & Bodywork', 'massage-bodywork', 58, 2);
const mind = cat(61, 'Mental Wellbeing', 'mental-wellbeing', 58, 2);
const wearables = cat(94, 'Wearables', 'wearables', 93, 2);
const books = cat(95, 'Books & Courses', 'books-courses', 93, 2);

export const marketplaceCategories: ProductCategory[] = [
  allProducts,
  yoga,
  aroma,
  sleep,
  kitchen,
  allServices,
  massage,
  mind,
];
export const affiliateCategories: ProductCategory[] = [allAffiliate, wearables, books];

const item = (
  id: number,
  name: string,
  categories: ProductCategory[],
  regular: string,
  sale: string,
  pictures: Product['images'],
  overrides: Partial<Product> = {},
): Product => ({
  id,
  name,
  images: pictures,
  categories,
  short_description: `<p>${name}: chosen by our wellness team for <strong>everyday</strong> calm and care.</p>`,
  description: `<p>${'Made from natural materials and tested by our members for comfort, quality and care. '.repeat(7)}</p><p>Delivered in recycled packaging.</p>`,
  regular_price: regular,
  sale_price: sale,
  price: sale || regular,
  attributes: [],
  dimensions: { height: '', length: '', width: '' },
  external_url: '',
  featured: false,
  related_ids: [],
  ...overrides,
});

export const marketplaceProducts: Product[] = [
  item(
    1001,
    'Eco Cork Yoga Mat with Carry Strap',
    [allProducts, yoga],
    '68.00',
    '54.00',
    [
      image('yoga', 'Cork yoga mat rolled out by the water'),
      image('natureWalk', 'The mat rolled up with its strap'),
      image('meditation', 'The mat in use'),
    ],
    { featured: true, related_ids: [1002, 1003, 1004, 1005] },
  ),
  item(
    1002,
    'Lavender Sleep Pillow Mist',
    [allProducts, aroma],
    '18.50',
    '',
    [image('herbalTea', 'Pillow mist bottle')],
    {
      featured: true,
    },
  ),
  item(
    1003,
    'Organic Ashwagandha Root Capsules',
    [allProducts, kitchen],
    '24.00',
    '19.99',
    [image('healthyFood', 'A jar of capsules')],
    { featured: true },
  ),
  item(
    1004,
    'Weighted Calm Blanket',
    [allProducts, sleep],
    '129.00',
    '',
    [image('meditation', 'A folded blanket')],
    {
      featured: true,
    },
  ),
  item(1005, 'Eucalyptus Essential Oil', [allProducts, aroma], '12.00', '9.50', [
    image('herbalTea', 'Oil bottle'),
  ]),
  item(1006, 'Balance Cushion', [allProducts, yoga], '32.00', '', [image('natureWalk', 'A round cushion')]),
  item(1007, 'Bamboo Meditation Bench', [allProducts, sleep], '74.00', '', [
    image('meditation', 'A low wooden bench'),
  ]),
  item(1008, 'Yoga Strap and Block Set', [allProducts, yoga], '26.00', '21.00', [
    image('yoga', 'A strap and two blocks'),
  ]),
];

export const marketplaceServices: Product[] = [
  item(2001, 'Deep Tissue Massage (60 min)', [allServices, massage], '90.00', '75.00', [
    image('natureWalk', 'A quiet massage room'),
    image('yoga', 'Stretching after the massage'),
  ]),
  item(2002, 'Guided Mindfulness Course', [allServices, mind], '49.00', '', [
    image('meditation', 'A person meditating'),
  ]),
  item(2003, 'Hot Stone Therapy', [allServices, massage], '110.00', '', [image('herbalTea', 'Warm stones')]),
  item(2004, 'Stress Coaching Session', [allServices, mind], '65.00', '55.00', [
    image('natureWalk', 'A walk outdoors'),
  ]),
];

export const marketplaceAffiliate: Product[] = [
  item(
    3001,
    'Fitness Tracker Band',
    [allAffiliate, wearables],
    '49.00',
    '',
    [image('natureWalk', 'A tracker band')],
    {
      external_url: 'https://shop.example/tracker',
    },
  ),
  item(
    3002,
    'The Calm Kitchen Cookbook',
    [allAffiliate, books],
    '28.00',
    '22.00',
    [image('healthyFood', 'A cookbook')],
    {
      external_url: 'https://shop.example/cookbook',
    },
  ),
  item(
    3003,
    'Smart Sleep Headband',
    [allAffiliate, wearables],
    '149.00',
    '',
    [image('meditation', 'A headband')],
    {
      external_url: 'https://shop.example/headband',
    },
  ),
  item(
    3004,
    'Breathe: A 30-Day Course',
    [allAffiliate, books],
    '35.00',
    '',
    [image('yoga', 'A course book')],
    {
      external_url: 'https://shop.example/breathe',
    },
  ),
];

export const marketplaceSliders: Slider[] = [
  [
    'services',
    placeholderImages.bannerMassage.src,
    'Wellness Services',
    'Massage, coaching and physio from trusted partners',
  ],
  [
    'products',
    placeholderImages.bannerYoga.src,
    'Spring into Wellness',
    'Up to 20% off yoga, sleep and nutrition favourites',
  ],
  [
    'recommendedproducts',
    placeholderImages.bannerSleep.src,
    'Recommended for You',
    'Hand-picked by our wellness team',
  ],
  [
    'affiliate',
    placeholderImages.bannerMassage.src,
    'From Our Affiliates',
    'Wearables, books and outdoor gear we love',
  ],
  [
    'products',
    placeholderImages.bannerSleep.src,
    'Sleep Better',
    'Weighted blankets, silk masks and herbal teas',
  ],
].map(([list = '', image = '', title = '', text = ''], index) => ({
  type: index === 0 ? 1 : 2,
  image,
  link: `/marketplace/${list}`,
  title,
  text,
}));

/** The banners as the server sends them to an Arabic page (Accept-Language: ar). */
export const marketplaceSlidersArabic: Slider[] = [
  ['خدمات العافية', 'تدليك وتدريب وعلاج طبيعي من شركاء موثوقين'],
  ['استقبل الربيع بالعافية', 'خصم حتى 20% على منتجات اليوغا والنوم والتغذية المفضلة'],
  ['مختارات لك', 'منتجات اختارها فريق العافية لدينا بعناية'],
  ['من شركائنا', 'أجهزة قابلة للارتداء وكتب ومعدات للهواء الطلق نحبها'],
  ['نَم بشكل أفضل', 'بطانيات مثقّلة وأقنعة حريرية وشاي أعشاب'],
].map(([title = '', text = ''], index) => ({ ...marketplaceSliders[index]!, title, text }));

/** One page in the server's shape: `perPage` items from `page`, with the totals of the whole list. */
export function catalogPage(items: readonly Product[], page = 1, perPage = 20) {
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    page,
    per_page: perPage,
    total: items.length,
    total_pages: Math.ceil(items.length / perPage),
  };
}

/** Every marketplace item, by id (the detail call). */
export const marketplaceItems: Product[] = [
  ...marketplaceProducts,
  ...marketplaceServices,
  ...marketplaceAffiliate,
];
