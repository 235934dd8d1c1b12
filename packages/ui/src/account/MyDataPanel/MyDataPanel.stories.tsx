import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullHeight } from '../../components/storyDecorators';
import { MyDataPanel } from './MyDataPanel';

const meta = {
  title: 'Account/MyDataPanel',
  component: MyDataPanel,
  decorators: [fullHeight],
  args: { onDownload: fn(), onDelete: fn() },
} satisfies Meta<typeof MyDataPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }));
    await expect(args.onDownload).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Delete my account' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(dialog.getByText('Please confirm.')).toBeVisible();
    await expect(dialog.getByText('Please enter your password.')).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('checkbox', { name: /I understand/ }));
    await userEvent.type(dialog.getByLabelText(/Password/, { selector: 'input' }), 'Wellness#2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ password: 'Wellness#2026', confirm: true });
  },
};

export const Dialog: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Delete my account' })).toBeVisible();
  },
};

export const WrongPassword: Story = {
  args: { defaultOpen: true, deleteError: 'The password is not right.' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The password is not right.');
  },
};

export const Busy: Story = {
  args: { defaultOpen: true, deleting: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('checkbox')).toBeDisabled();
  },
};

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Preparing/ })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('dialog')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      title: 'بياناتي',
      download: 'تنزيل بياناتي',
      delete: 'حذف حسابي',
      description: 'نزّل بياناتك أو احذف حسابك.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'حذف حسابي' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Download my data' })).toBeVisible();
  },
};
