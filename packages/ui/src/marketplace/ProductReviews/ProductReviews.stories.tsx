import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ProductReviewPage } from '@wellness/api';
import { ProductReviews } from './ProductReviews';

const reviews: ProductReviewPage = {
  averageRating: 4.3,
  count: 7,
  page: 1,
  pageSize: 5,
  items: [
    {
      uuid: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c501',
      rating: 5,
      review: 'Sturdy and calm to use.\nI use it every morning.',
      reviewer: 'Amira Haddad',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      uuid: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c502',
      rating: 4,
      // Typed markup stays text: drawn as the reviewer typed it, never as HTML.
      review: 'Good, but <b>the strap</b> could be longer & softer.',
      reviewer: 'Mehmet Yılmaz',
      createdAt: '2026-11-18T08:30:00.000Z',
    },
    {
      uuid: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c503',
      rating: 4,
      review: 'منتج رائع، أنصح به.',
      reviewer: 'ليلى',
      createdAt: '2026-11-15T12:00:00.000Z',
    },
  ],
};

const meta = {
  title: 'Marketplace/ProductReviews',
  component: ProductReviews,
  tags: ['autodocs'],
  args: { page: reviews, onPageChange: fn() },
} satisfies Meta<typeof ProductReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The average, the count and the reviews newest first, in the reviewers' words; a second page is asked for. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Ratings & Reviews' });
    await expect(section).toHaveTextContent('4.3 out of 5');
    await expect(section).toHaveTextContent('7 reviews');
    // The reviews come first; the page navigation after them is a list of its own.
    const [list] = within(section).getAllByRole('list');
    const items = within(list!).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Amira Haddad');
    await expect(
      within(items[1]!).getByText('Good, but <b>the strap</b> could be longer & softer.'),
    ).toBeVisible();
    await expect(items[1]!.querySelector('b')).toBeNull();
    await expect(within(items[0]!).getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { page: { averageRating: null, count: 0, page: 1, pageSize: 5, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { page: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  args: { page: null, error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops something bad happened!');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      title: 'التقييمات والمراجعات',
      average: (average) => `${average} من 5`,
      count: (count) => `${count} مراجعات`,
      stars: (value, max) => `${value} من ${max} نجوم`,
      pagination: 'صفحات المراجعات',
      previous: 'السابق',
      next: 'التالي',
      page: (page) => `الصفحة ${page}`,
      pageOf: (page, pageCount) => `الصفحة ${page} من ${pageCount}`,
    },
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
