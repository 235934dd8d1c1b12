import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyPartners } from '../partnerStoryFixtures';
import { PartnerCard } from './PartnerCard';

const meta = {
  title: 'Marketplace/PartnerCard',
  component: PartnerCard,
  tags: ['autodocs'],
  args: { partner: storyPartners[0]!, href: '/partner/00000000-0000-4000-8000-000000000001' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PartnerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Green Leaf Organics' });
    await expect(link).toHaveAttribute('href', '/partner/00000000-0000-4000-8000-000000000001');
    await expect(canvas.getByText('Product')).toBeVisible();
  },
};

/** §9: a name over 30 characters is cut there, plus ' ...'; the full name stays in the tooltip. */
export const LongName: Story = {
  args: { partner: storyPartners[2]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Peak Performance Training & Eq ...' });
    await expect(link).toBeVisible();
    await expect(canvas.getByText('Both')).toBeVisible();
  },
};

/** No logo: a calm placeholder keeps the card's shape. */
export const NoLogo: Story = {
  args: { partner: storyPartners[3]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Service')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
export const Arabic: Story = {
  args: { typeLabel: (type) => ['منتج', 'خدمة', 'كلاهما'][type]! },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('منتج')).toBeVisible();
  },
};
