import type { CatalogImage, StaffCatalogItem } from '@wellness/api';
import { placeholderImages } from '../assets';

export const storyGallery: CatalogImage[] = [
  { src: placeholderImages.yoga.src, alt: '' },
  { src: placeholderImages.herbalTea.src, alt: '' },
  { src: placeholderImages.healthyFood.src, alt: '' },
];

export const storyItemCategories = [
  { id: 17, name: 'Yoga & Pilates', parent: 16 },
  { id: 20, name: 'Aromatherapy', parent: 16 },
  { id: 21, name: 'Sleep & Relaxation', parent: 16 },
  { id: 59, name: 'Massage & Bodywork', parent: 58 },
  { id: 94, name: 'Fitness Trackers', parent: 93 },
];

const base: StaffCatalogItem = {
  id: 10001,
  kind: 'product',
  status: 'published',
  name: 'Cork Yoga Mat',
  categories: [
    { id: 16, name: 'All Products', slug: 'allproducts' },
    { id: 17, name: 'Yoga & Pilates', slug: 'yoga-pilates' },
  ],
  short_description: '<p>Natural cork, non-slip.</p>',
  description: '<p>A mat of natural cork on a rubber base.</p>',
  regular_price: '40.00',
  sale_price: '32.50',
  stock_quantity: 2,
  stock_held: 1,
  low_stock_threshold: 5,
  attributes: [],
  dimensions: { height: '', length: '', width: '' },
  external_url: '',
  featured: true,
  images: storyGallery,
  translations: {
    tr: { name: 'Mantar Yoga Matı', short_description: '', description: '' },
    ar: { name: 'حصيرة يوغا من الفلين', short_description: '', description: '' },
  },
  created_at: '2026-11-20T10:00:00.000Z',
};

export const storyStaffItems: StaffCatalogItem[] = [
  base,
  {
    ...base,
    id: 10002,
    name: 'Deep Tissue Massage (60 min)',
    kind: 'service',
    status: 'draft',
    categories: [{ id: 58, name: 'Wellness Services', slug: 'services' }],
    sale_price: '',
    regular_price: '85.00',
    stock_quantity: null,
    stock_held: 0,
    featured: false,
    images: [storyGallery[1]!],
  },
  {
    ...base,
    id: 10003,
    name: 'Lavender Sleep Mist',
    status: 'archived',
    sale_price: '',
    stock_quantity: 0,
    stock_held: 0,
    images: [],
  },
];
