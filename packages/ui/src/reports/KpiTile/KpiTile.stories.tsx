import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KpiTile } from './KpiTile';

const meta = {
  title: 'Reports/KpiTile',
  component: KpiTile,
  tags: ['autodocs'],
  args: {
    label: 'Net revenue this month',
    state: {
      status: 'ready',
      current: 3778.49,
      previous: 2576.1,
      currentText: '$3,778.49',
      previousText: '$2,576.10',
    },
  },
} satisfies Meta<typeof KpiTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Net revenue this month' })).toBeVisible();
    await expect(canvas.getByText('$3,778.49')).toBeVisible();
    await expect(canvas.getByText('+46.7%')).toBeVisible();
    await expect(canvas.getByText('Last month: $2,576.10')).toBeVisible();
  },
};

export const Down: Story = {
  args: {
    label: 'New members this month',
    state: { status: 'ready', current: 12, previous: 20, currentText: '12', previousText: '20' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-40%')).toBeVisible();
  },
};

export const NothingLastMonth: Story = {
  args: {
    state: { status: 'ready', current: 99, previous: 0, currentText: '$99.00', previousText: '$0.00' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/%/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: { status: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not available')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'صافي الإيرادات هذا الشهر',
    locale: 'ar',
    state: {
      status: 'ready',
      current: 3778.49,
      previous: 2576.1,
      currentText: '‏3,778.49 US$',
      previousText: '‏2,576.10 US$',
    },
    labels: { previous: (value: string) => `الشهر الماضي: ${value}` },
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
