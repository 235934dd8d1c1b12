import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPartners } from '../partnerStoryFixtures';
import { PartnerDetails } from './PartnerDetails';

const meta = {
  title: 'Marketplace/PartnerDetails',
  component: PartnerDetails,
  tags: ['autodocs'],
  args: { partner: storyPartners[1]! },
} satisfies Meta<typeof PartnerDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Calm Waters Day Spa' })).toBeVisible();
    await expect(canvas.getByText('Service')).toBeVisible();
    // 'Visit Website' opens the partner's site in a new tab.
    const visit = canvas.getByRole('link', { name: /Visit Website/ });
    await expect(visit).toHaveAttribute('href', 'https://partner.example.com');
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(/works with our community/)).toBeVisible();
  },
};

export const Phone: Story = { ...Default, globals: { viewport: { value: 'phone', isRotated: false } } };
export const NoLogo: Story = { args: { partner: storyPartners[3]! } };
export const Arabic: Story = { ...Default, globals: { locale: 'ar' }, play: undefined };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  args: { error: true, onRetry: fn(), retryLabel: 'Try again' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops something bad happened!');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { partner: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No match found')).toBeVisible();
  },
};
