import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { placeholderImages } from '../../assets';
import { DetailCover, DetailLayout } from './DetailLayout';

function Example({ split }: { split?: [number, number] }) {
  return (
    <DetailLayout $split={split}>
      <DetailCover src={placeholderImages.yoga.src} alt={placeholderImages.yoga.alt} />
      <div>
        <h1>Morning Yoga by the Lake</h1>
        <p>The summary sits beside the cover on wide screens and under it on phones.</p>
      </div>
      <p style={{ gridColumn: '1 / -1' }}>A full-width section under both columns.</p>
    </DetailLayout>
  );
}

const meta = {
  title: 'Components/DetailLayout',
  component: Example,
  tags: ['autodocs'],
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cover = canvas.getByRole('img', { name: placeholderImages.yoga.alt });
    const heading = canvas.getByRole('heading', { name: 'Morning Yoga by the Lake' });
    // Side by side on a desktop viewport: the summary starts after the cover ends.
    await expect(heading.getBoundingClientRect().left).toBeGreaterThan(cover.getBoundingClientRect().right);
  },
};

export const NarrowCover: Story = {
  args: { split: [5, 6] },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cover = canvas.getByRole('img', { name: placeholderImages.yoga.alt });
    const heading = canvas.getByRole('heading', { name: 'Morning Yoga by the Lake' });
    await expect(heading.getBoundingClientRect().top).toBeGreaterThan(cover.getBoundingClientRect().bottom);
  },
};
