import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { placeholderImages } from '../../assets';
import { heroes } from '../storyFixtures';
import { HeroCard } from './HeroCard';

const meta = {
  title: 'Heroes/HeroCard',
  component: HeroCard,
  tags: ['autodocs'],
  args: { hero: heroes[0]!, onOpen: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof HeroCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dr. Priya Shah' })).toBeVisible();
    await expect(canvas.getByText('Doctor')).toBeVisible();
    await expect(canvas.getByText('Austin, United States')).toBeVisible();
    await expect(canvas.getByText('Starter')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Know More: Dr. Priya Shah' }));
    await expect(args.onOpen).toHaveBeenCalledWith(heroes[0]);
  },
};

/** A hero without a portrait shows the fallback image. */
export const NoImage: Story = {
  args: { hero: heroes[2]!, fallbackImage: placeholderImages.wellnessBanner.src },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Meera Iyer' })).toBeVisible();
  },
};
