import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'Components/Price',
  component: Price,
  tags: ['autodocs'],
  args: { amount: 99 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('$99.00');
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};

export const OnSale: Story = {
  args: { amount: '120', saleAmount: '89.5', size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$89.50')).toBeVisible();
    const original = canvasElement.querySelector('del');
    await expect(original).toHaveTextContent('Original price: $120.00');
  },
};

export const Free: Story = {
  args: { amount: 0, freeLabel: 'Free', suffix: '/year' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^Free$/);
  },
};

export const PerYear: Story = {
  args: { amount: 199, suffix: '/year', fractionDigits: 0, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('$199/year');
  },
};

export const DiscountedPackage: Story = {
  args: { amount: 199, saleAmount: 179.1, suffix: '/year' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('$179.10/year');
    await expect(canvasElement.querySelector('del')).toHaveTextContent('$199.00');
  },
};

export const BothEmpty: Story = {
  args: { amount: '', saleAmount: '' },
  play: async ({ canvasElement }) => {
    // Marketplace rule: 0 when both prices are empty.
    await expect(canvasElement).toHaveTextContent('$0.00');
  },
};

export const OtherCurrency: Story = {
  args: { amount: 42.5, currency: 'EUR', locale: 'de-DE', size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('42,50 €');
  },
};

export const DarkScheme: Story = {
  args: { amount: '120', saleAmount: '89.5', size: 'lg' },
  globals: { theme: 'dark' },
};
