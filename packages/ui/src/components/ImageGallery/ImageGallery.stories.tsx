import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { placeholderImages } from '../../assets';
import { ImageGallery } from './ImageGallery';

const { yoga, meditation, herbalTea, natureWalk } = placeholderImages;
const images = [yoga, meditation, herbalTea, natureWalk].map(({ src, alt }) => ({ src, alt }));

const meta = {
  title: 'Components/ImageGallery',
  component: ImageGallery,
  tags: ['autodocs'],
  args: { images, thumbnailsLabel: 'Product images', onSelectedChange: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: 480 }}>
      <ImageGallery {...args} />
    </div>
  ),
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

function mainImage(canvasElement: HTMLElement): HTMLImageElement {
  return canvasElement.querySelector('img')!;
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', yoga.alt);
    const group = canvas.getByRole('group', { name: 'Product images' });
    await expect(within(group).getAllByRole('button')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: yoga.alt })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(canvas.getByRole('button', { name: herbalTea.alt }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(2);
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', herbalTea.alt);
    await expect(canvas.getByRole('button', { name: herbalTea.alt })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: yoga.alt })).toHaveAttribute('aria-current', 'false');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: yoga.alt })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: meditation.alt })).toHaveFocus();
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', meditation.alt);
    await userEvent.keyboard('{End}');
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', natureWalk.alt);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: yoga.alt })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', natureWalk.alt);
    await userEvent.keyboard('{Home}');
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', yoga.alt);
    // One tab stop for the whole row.
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

export const SingleImage: Story = {
  args: { images: [images[1]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', meditation.alt);
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'No image available' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // In right-to-left the next thumbnail is on the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: meditation.alt })).toHaveFocus();
    await expect(mainImage(canvasElement)).toHaveAttribute('alt', meditation.alt);
  },
};

export const DarkScheme: Story = {
  globals: { theme: 'dark' },
};
