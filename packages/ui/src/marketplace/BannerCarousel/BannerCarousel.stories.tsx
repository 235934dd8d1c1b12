import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storySliders, storySlidersArabic } from '../storyFixtures';
import { BannerCarousel } from './BannerCarousel';

const meta = {
  title: 'Marketplace/BannerCarousel',
  component: BannerCarousel,
  tags: ['autodocs'],
  // No rotation in a screenshot: the Autoplay story turns it on and returns to the first view.
  args: { sliders: storySliders, autoplay: false },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const slides = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group')
    .map((group) => group.getAttribute('aria-label'));

/** Wide: 4 tall banners in view, each a link named by its title and text; the images keep their size. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Offers' })).toBeVisible();
    await expect(slides(canvasElement)).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5']);
    await expect(
      canvas.getByRole('link', { name: /^Wellness Services\s*Massage, coaching and physio/ }),
    ).toHaveAttribute('href', '/marketplace/services');
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '900');
    // A tall tile (4:5) when four share the row.
    const box = image.getBoundingClientRect();
    await expect(box.height / box.width).toBeCloseTo(1.25, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(slides(canvasElement)).toEqual(['2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(slides(canvasElement)).toHaveLength(3);
  },
};

/** One banner fills a phone's width: a wide tile (4:3), its words still on it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(slides(canvasElement)).toEqual(['1 of 5']);
    const box = canvasElement.querySelector('img')!.getBoundingClientRect();
    await expect(box.height / box.width).toBeCloseTo(0.75, 1);
    await expect(within(canvasElement).getByText('Wellness Services')).toBeVisible();
  },
};

/** A banner an operator added without words is named by `bannerLabel` (here the default, 'Offer n'). */
export const WithoutWords: Story = {
  args: {
    sliders: [{ ...storySliders[0]!, title: '', text: '' }, ...storySliders.slice(1, 3)],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Offer 1' })).toHaveAttribute(
      'href',
      '/marketplace/services',
    );
  },
};

/** Autoplay respects reduced motion (the tests run with it): it waits for Start, then pauses on hover. */
export const Autoplay: Story = {
  args: { autoplay: true, autoplayMs: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Offers' });
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Start automatic slide show' }));
    await userEvent.unhover(carousel);
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(carousel).toHaveAttribute('data-rotating', 'true'));
    await waitFor(() => expect(slides(canvasElement)[0]).not.toBe('1 of 5'), { timeout: 3000 });
    await userEvent.hover(carousel);
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    for (let i = 0; i < 5 && slides(canvasElement)[0] !== '1 of 5'; i += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    }
    await expect(slides(canvasElement)[0]).toBe('1 of 5');
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(carousel);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** No banners: nothing is drawn. */
export const Empty: Story = {
  args: { sliders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** Arabic: the server's Arabic titles and texts, the row mirrored. */
export const Arabic: Story = {
  args: { sliders: storySlidersArabic },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('خدمات العافية')).toBeVisible();
  },
};

export const ArabicPhone: Story = {
  args: { sliders: storySlidersArabic },
  globals: { locale: 'ar', viewport: { value: 'phone' } },
};

export const Dark: Story = { globals: { theme: 'dark' } };
