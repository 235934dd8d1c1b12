import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: { year: 2026, organisation: 'Wellness Community' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      '© 2026 Wellness Community. All rights reserved.',
    );
  },
};

export const WithLinks: Story = {
  args: {
    links: [
      { label: 'About us', url: 'https://example.org/about' },
      { label: 'Privacy Policy', url: 'https://example.org/privacy' },
    ],
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'About us' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  },
};

export const Translated: Story = {
  args: { copyrightTemplate: '© {year} {organisation}. Tüm hakları saklıdır.' },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('© 2026 Wellness Community. Tüm hakları saklıdır.'),
    ).toBeVisible();
  },
};

export const RTL: Story = {
  args: { copyrightTemplate: '© {year} {organisation}. جميع الحقوق محفوظة.', organisation: 'مجتمع العافية' },
  globals: { locale: 'ar' },
};
