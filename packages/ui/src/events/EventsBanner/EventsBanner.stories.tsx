import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { placeholderImages } from '../../assets';
import { EventsBanner } from './EventsBanner';

const meta = {
  title: 'Events/EventsBanner',
  component: EventsBanner,
  tags: ['autodocs'],
  args: { bannerSrc: placeholderImages.wellnessBanner.src },
} satisfies Meta<typeof EventsBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
    await expect(canvas.getByText('Be the part of our Wellness Sessions, Register Now!')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
