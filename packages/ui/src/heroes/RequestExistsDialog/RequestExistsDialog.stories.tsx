import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequestExistsDialog } from './RequestExistsDialog';

const page = (element: HTMLElement) => within(element.ownerDocument.body);

const meta = {
  title: 'Heroes/RequestExistsDialog',
  component: RequestExistsDialog,
  tags: ['autodocs'],
  args: { open: true, onOkay: fn() },
} satisfies Meta<typeof RequestExistsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Request already exists' });
    await expect(within(dialog).getByText(/under review/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await expect(args.onOkay).toHaveBeenCalled();
  },
};
