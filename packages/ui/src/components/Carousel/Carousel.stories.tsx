import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { placeholderImages } from '../../assets';
import { Carousel } from './Carousel';

const ProductCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};

  & img {
    inline-size: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  & h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
    font-variant-numeric: tabular-nums;
  }
`;

const images = Object.values(placeholderImages).filter((image) => image.alt !== '');
const products = [
  ['Sunrise Yoga Mat', '$49.00'],
  ['Calm Mind Course', '$19.00'],
  ['Fresh Fruit Box', '$24.50'],
  ['Chamomile Sleep Tea', '$8.90'],
  ['Guided Nature Walk', '$15.00'],
  ['Breathing Workbook', '$12.00'],
  ['Balance Cushion', '$32.00'],
  ['Herbal Tea Sampler', '$18.00'],
] as const;

const items = products.map(([name, price], index) => {
  const image = images[index % images.length]!;
  return (
    <ProductCard key={name}>
      <img src={image.src} alt="" width={400} height={300} />
      <h3>{name}</h3>
      <p>{price}</p>
    </ProductCard>
  );
});

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  // Autoplay off so every screenshot shows the same slides; the Autoplay story turns it on.
  args: { items, label: 'Recommended products', title: 'RELATED PRODUCTS', autoplay: false },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

function slide(canvasElement: HTMLElement, name: string): HTMLElement {
  // Hidden slides are out of the accessibility tree, so look them up in the DOM.
  const found = canvasElement.querySelector<HTMLElement>(
    `[aria-roledescription="slide"][aria-label="${name}"]`,
  );
  if (!found) throw new globalThis.Error(`No slide ${name}`);
  return found;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Recommended products' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      '1 of 8',
      '2 of 8',
      '3 of 8',
      '4 of 8',
    ]);

    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(slide(canvasElement, '1 of 8')).not.toBeVisible();
    await expect(slide(canvasElement, '5 of 8')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    // Before the first view comes the last full view.
    await expect(canvas.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      '5 of 8',
      '6 of 8',
      '7 of 8',
      '8 of 8',
    ]);
    await userEvent.keyboard('{Enter}');
    await expect(slide(canvasElement, '4 of 8')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(slide(canvasElement, '1 of 8')).toBeVisible();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(3);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('group', { name: '2 of 8' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(canvas.getByRole('group', { name: '1 of 8' })).toBeVisible();
  },
};

export const FewItems: Story = {
  args: { items: items.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    // Everything fits: no paging and no rotation.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Autoplay: Story = {
  args: { autoplay: true, autoplayMs: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Recommended products' });
    const track = carousel.querySelector('[aria-live]')!;
    // The tests run with prefers-reduced-motion: autoplay waits for the member to press Start.
    const start = canvas.getByRole('button', { name: 'Start automatic slide show' });
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(start);
    await expect(canvas.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
    // Pointer and focus on the carousel pause it; it rotates once both have left.
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await userEvent.unhover(carousel);
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(track).toHaveAttribute('aria-live', 'off'));
    await waitFor(() => expect(slide(canvasElement, '1 of 8')).not.toBeVisible(), { timeout: 3000 });

    await userEvent.hover(carousel);
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    // Back to the first view so the screenshot is always the same.
    for (let i = 0; i < 8 && !slide(canvasElement, '1 of 8').checkVisibility(); i += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    }
    await expect(slide(canvasElement, '1 of 8')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(slide(canvasElement, '5 of 8')).toBeVisible();
    await expect(slide(canvasElement, '1 of 8')).not.toBeVisible();
  },
};

export const DarkScheme: Story = {
  globals: { theme: 'dark' },
};
