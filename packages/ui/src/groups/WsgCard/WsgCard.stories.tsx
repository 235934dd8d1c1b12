import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { groups } from '../storyFixtures';
import { cutDescription, WsgCard } from './WsgCard';

const meta = {
  title: 'Groups/WsgCard',
  component: WsgCard,
  tags: ['autodocs'],
  args: { group: groups[0]!, onOpen: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
} satisfies Meta<typeof WsgCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mindful Minds' })).toBeVisible();
    // The description is cut at 130 characters (§9).
    await expect(canvas.getByText(cutDescription(groups[0]!.description))).toBeVisible();
    await expect(cutDescription(groups[0]!.description).endsWith('...')).toBe(true);
    await expect(cutDescription(groups[0]!.description).length).toBeLessThanOrEqual(133);
    await expect(canvas.getByText('48 Members')).toBeVisible();
    await expect(canvas.getByText('Starter')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Know More: Mindful Minds' }));
    await expect(args.onOpen).toHaveBeenCalledWith(groups[0]);
  },
};

export const ShortDescription: Story = {
  args: { group: groups[1]! },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Plan simple balanced meals and swap recipes.'),
    ).toBeVisible();
  },
};

export const NoCover: Story = {
  args: { group: { ...groups[2]!, coverImage: null } },
};
