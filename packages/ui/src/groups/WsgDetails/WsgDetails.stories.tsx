import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { acceptedGroup, groups, pendingGroup } from '../storyFixtures';
import { WsgDetails } from './WsgDetails';

const page = (element: HTMLElement) => within(element.ownerDocument.body);

const meta = {
  title: 'Groups/WsgDetails',
  component: WsgDetails,
  tags: ['autodocs'],
  args: { group: groups[0]!, canJoin: true, onJoin: fn(), onUpgrade: fn() },
} satisfies Meta<typeof WsgDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mindful Minds' })).toBeVisible();
    await expect(canvas.getByText('Dr. Maya Patel')).toBeVisible();
    await expect(canvas.getByText('Austin, Texas, United States')).toBeVisible();
    await expect(canvas.getByText('Behavioral Health')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Join Group' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Join Group' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onJoin).toHaveBeenCalledWith(groups[0]);
  },
};

export const OverLimit: Story = {
  args: { canJoin: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Join Group' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: 'You have exceeded the limit to join the Wellness Support Groups.',
    });
    await expect(
      within(dialog).getByText('Kindly upgrade your Membership package to join more groups.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade Now' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { group: pendingGroup },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Pending' })).toBeDisabled();
  },
};

export const Joined: Story = {
  args: { group: acceptedGroup },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Joined' })).toBeDisabled();
  },
};

export const Busy: Story = {
  args: { joining: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Oops something bad happened!');
  },
};

export const NotFound: Story = {
  args: { group: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No WSGs Group found!')).toBeVisible();
  },
};
