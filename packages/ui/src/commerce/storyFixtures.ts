import type { Schema } from '@wellness/api';
import { placeholderImages } from '../assets';

type CartItem = Schema<'CartItem'>;
type WishlistItem = Schema<'WishlistItem'>;
type Order = Schema<'Order'>;

const wellness = { id: 17, name: 'Fitness', slug: 'fitness' };
const nutrition = { id: 18, name: 'Nutrition', slug: 'nutrition' };
const services = { id: 58, name: 'Wellness Services', slug: 'services' };

/** Fixed story carts, wishlists and orders: committed images only. */
export const cartItems: CartItem[] = [
  {
    uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c01',
    productId: 101,
    categoryId: 16,
    name: 'Eco-friendly yoga mat with carrying strap',
    image: [{ src: placeholderImages.yoga.src }],
    category: [{ id: 16, name: 'All Products', slug: 'allproducts' }, wellness],
    regular_price: '25.00',
    sale_price: '19.50',
    price: '19.50',
    quantity: 2,
    line_total: '39.00',
    stock_quantity: 40,
  },
  {
    uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c02',
    productId: 102,
    categoryId: 16,
    name: 'Organic chamomile tea',
    image: [{ src: placeholderImages.herbalTea.src }],
    category: [nutrition],
    regular_price: '12.00',
    sale_price: '',
    price: '12.00',
    quantity: 1,
    line_total: '12.00',
    stock_quantity: 1,
  },
  {
    uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c03',
    productId: 201,
    categoryId: 58,
    name: 'Guided meditation session',
    image: [{ src: placeholderImages.meditation.src }],
    category: [services],
    regular_price: '40.00',
    sale_price: '',
    price: '40.00',
    quantity: 1,
    line_total: '40.00',
    stock_quantity: null,
  },
];

export const wishlistItems: WishlistItem[] = cartItems.map(
  ({ quantity: _quantity, line_total: _total, stock_quantity: _stock, ...item }, index) => ({
    ...item,
    uuid: `9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c0${index + 1}`,
  }),
);

const billing = {
  first_name: 'Alex',
  last_name: 'Morgan',
  address_1: '12 Willow Lane',
  address_2: 'Apartment 4',
  city: 'Austin',
  state: 'Texas',
  postcode: '73301',
  country: 'United States',
  phone: '+1 5125550147',
};

export const completedOrder: Order = {
  id: 1043,
  number: '1043',
  date_created: '2026-11-20T10:15:00.000Z',
  status: 'completed',
  total: '51.00',
  total_tax: '0.00',
  shipping_total: '0.00',
  parent_id: 0,
  date_paid: '2026-11-20T10:16:00.000Z',
  date_completed: '2026-11-21T16:00:00.000Z',
  date_expires: null,
  client_secret: null,
  billing,
  line_items: [
    {
      id: 1,
      product_id: 101,
      name: 'Eco-friendly yoga mat with carrying strap',
      image: { src: placeholderImages.yoga.src },
      category: 'Fitness',
      price: 19.5,
      quantity: 2,
      subtotal: '39.00',
      total: '39.00',
      reviewed: false,
    },
    {
      id: 2,
      product_id: 102,
      name: 'Organic chamomile tea',
      image: { src: placeholderImages.herbalTea.src },
      category: 'Nutrition',
      price: 12,
      quantity: 1,
      subtotal: '12.00',
      total: '12.00',
      reviewed: false,
    },
  ],
};

export const orders: Order[] = [
  {
    ...completedOrder,
    id: 1045,
    number: '1045',
    status: 'processing',
    date_created: '2026-11-23T09:00:00.000Z',
  },
  {
    ...completedOrder,
    id: 1044,
    number: '1044',
    status: 'pending',
    date_created: '2026-11-22T14:30:00.000Z',
  },
  completedOrder,
  {
    ...completedOrder,
    id: 1042,
    number: '1042',
    status: 'cancelled',
    date_created: '2026-11-18T08:05:00.000Z',
  },
];

export const shippingAddress = {
  name: 'Alex Morgan',
  addressLine1: '12 Willow Lane',
  addressLine2: 'Apartment 4',
  city: 'Austin',
  state: 'Texas',
  zipCode: '73301',
  country: 'United States',
  mobile: '+1 5125550147',
};
