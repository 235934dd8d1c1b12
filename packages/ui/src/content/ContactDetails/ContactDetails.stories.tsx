import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactDetails } from './ContactDetails';

const meta = {
  title: 'Content/ContactDetails',
  component: ContactDetails,
  tags: ['autodocs'],
  args: {
    address: 'Wellness Community\n120 Harbour Street\nSan Francisco, CA 94105',
    email: 'support@example.org',
    phones: ['+1 (555) 010-2000', '+1 (555) 010-3000'],
  },
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'support@example.org' })).toHaveAttribute(
      'href',
      'mailto:support@example.org',
    );
    await expect(canvas.getByRole('link', { name: '+1 (555) 010-2000' })).toHaveAttribute(
      'href',
      'tel:+15550102000',
    );
    await expect(canvas.getByRole('link', { name: '+1 (555) 010-3000' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Map showing our address' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
};
