import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Star } from 'lucide-react';
import { Badge, PackageBadge } from './Badge';
import type { BadgeTone } from './Badge';

const tones: BadgeTone[] = [
  'neutral',
  'neutralStrong',
  'info',
  'success',
  'warning',
  'error',
  'accent',
  'primary',
  'neutralInfo',
];

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Badge', tone: 'neutral', size: 'sm' },
  argTypes: { tone: { control: 'select', options: tones }, size: { control: 'inline-radio' } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const Medium: Story = { args: { size: 'md', tone: 'info', children: 'Upcoming' } };

export const WithIcon: Story = {
  args: { tone: 'accent', icon: <Star aria-hidden="true" />, children: 'Featured' },
};

export const Package: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <PackageBadge color="#78716C">Starter</PackageBadge>
      <PackageBadge color="#0F766E">Explorer</PackageBadge>
      <PackageBadge color="#B45309">Champion</PackageBadge>
      <PackageBadge color="#FDE68A">Sunshine</PackageBadge>
      <PackageBadge color="not-a-colour">Unknown colour</PackageBadge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Text colour follows the data colour: white on dark teal, near-black on pale yellow.
    await expect(getComputedStyle(canvas.getByText('Explorer')).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(canvas.getByText('Sunshine')).color).toBe('rgb(28, 25, 23)');
    await expect(getComputedStyle(canvas.getByText('Sunshine')).backgroundColor).toBe('rgb(253, 230, 138)');
  },
};

export const TonesDark: Story = { ...Tones, globals: { theme: 'dark' } };

export const PackageDark: Story = { ...Package, globals: { theme: 'dark' } };
