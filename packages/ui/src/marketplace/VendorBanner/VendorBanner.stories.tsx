import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VendorBanner } from './VendorBanner';

const meta = {
  title: 'Marketplace/VendorBanner',
  component: VendorBanner,
  tags: ['autodocs'],
  args: { vendorHref: '#/vendor/register', partnerHref: '#/partners/register' },
} satisfies Meta<typeof VendorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Register Here opens the dialog; its two choices lead to the vendor and partner forms; Escape closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Become a vendor' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Register Here' }));
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Register Here' });
    await expect(within(dialog).getByRole('link', { name: 'Become a Vendor' })).toHaveAttribute(
      'href',
      '#/vendor/register',
    );
    await expect(within(dialog).getByRole('link', { name: 'Become a Partner' })).toHaveAttribute(
      'href',
      '#/partners/register',
    );
    await userEvent.keyboard('{Escape}');
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The dialog, as the member sees it. */
export const DialogOpen: Story = {
  args: { defaultOpen: true },
  parameters: { screenshot: { target: 'window' } },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('dialog', { name: 'Register Here' })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Arabic: Story = { globals: { locale: 'ar' } };
export const Dark: Story = { globals: { theme: 'dark' } };
