import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingIndicator } from './LoadingIndicator';

const meta = {
  title: 'Components/LoadingIndicator',
  component: LoadingIndicator,
  tags: ['autodocs'],
  args: { variant: 'inline' },
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
    await expect(canvas.getByText('Loading...')).toBeVisible();
  },
};

export const FullPage: Story = {
  args: { variant: 'fullPage' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, size: 'sm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Still announced, though only the spinner is seen.
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const TranslatedLabel: Story = {
  args: { label: 'Yükleniyor...' },
};

export const FullPageDark: Story = { ...FullPage, globals: { theme: 'dark' } };
