import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { CircleCheck, Clock, Mail, TriangleAlert } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { IconDisc } from './IconDisc';
import type { IconDiscTone } from './IconDisc';

const tones: { tone: IconDiscTone; icon: ReactElement }[] = [
  { tone: 'primary', icon: <Mail /> },
  { tone: 'success', icon: <CircleCheck /> },
  { tone: 'warning', icon: <Clock /> },
  { tone: 'error', icon: <TriangleAlert /> },
];

const meta = {
  title: 'Components/IconDisc',
  component: IconDisc,
  tags: ['autodocs'],
  args: { children: <Mail />, tone: 'primary', size: 'md' },
  argTypes: { tone: { control: 'inline-radio' }, size: { control: 'inline-radio' } },
} satisfies Meta<typeof IconDisc>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const disc = canvasElement.querySelector('[data-tone]');
    // Decorative: the words beside it carry the meaning.
    await expect(disc).toHaveAttribute('aria-hidden', 'true');
    await expect(disc).toHaveStyle({ width: '64px', height: '64px' });
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {tones.map(({ tone, icon }) => (
        <IconDisc key={tone} {...args} tone={tone}>
          {icon}
        </IconDisc>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <IconDisc {...args} size="sm" />
      <IconDisc {...args} size="md" />
      <IconDisc {...args} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const discs = [...canvasElement.querySelectorAll('[data-size]')];
    await expect(discs.map((disc) => disc.getBoundingClientRect().width)).toEqual([40, 64, 96]);
    await expect(within(canvasElement).queryAllByRole('img')).toEqual([]);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Tones.render,
};
