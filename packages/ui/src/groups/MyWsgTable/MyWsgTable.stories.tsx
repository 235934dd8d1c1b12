import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { acceptedGroup, groups, pendingGroup } from '../storyFixtures';
import { MyWsgTable } from './MyWsgTable';

const page = (element: HTMLElement) => within(element.ownerDocument.body);

const many = Array.from({ length: 12 }, (_, i) => ({
  ...groups[i % 3]!,
  uuid: `m-${i}`,
  supportGroupUuid: `m-${i}`,
  name: `Group ${String(i + 1).padStart(2, '0')}`,
  status: 'accepted' as const,
}));

const meta = {
  title: 'Groups/MyWsgTable',
  component: MyWsgTable,
  tags: ['autodocs'],
  args: { groups: [acceptedGroup, pendingGroup], onLeave: fn() },
} satisfies Meta<typeof MyWsgTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'My WSGs List' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]!).getByText('Accepted')).toBeVisible();
    await expect(within(rows[1]!).getByText('Pending')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave Group: Nourish Together' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Leave Group' });
    await expect(within(dialog).getByText('Are you sure you want to leave Nourish Together?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onLeave).toHaveBeenCalledWith(pendingGroup);
  },
};

export const Paged: Story = {
  args: { groups: many },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'My WSGs List' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(10);
  },
};

export const Leaving: Story = {
  args: { leavingUuids: [acceptedGroup.supportGroupUuid] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Leave Group: Mindful Minds' }),
    ).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no WSGs Group!')).toBeVisible();
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
