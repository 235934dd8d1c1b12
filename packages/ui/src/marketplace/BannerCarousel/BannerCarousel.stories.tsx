import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storySliders } from '../storyFixtures';
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

/** Wide: 4 banners in view, each a link with its own name; the images keep their size. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Offers' })).toBeVisible();
    await expect(slides(canvasElement)).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5']);
    await expect(canvas.getByRole('link', { name: 'Offer 1' })).toHaveAttribute(
      'href',
      '/marketplace/services',
    );
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '500');
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

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(slides(canvasElement)).toEqual(['1 of 5']);
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

export const Arabic: Story = { globals: { locale: 'ar' } };
