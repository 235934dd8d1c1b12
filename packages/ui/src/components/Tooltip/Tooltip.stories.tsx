import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Maximize, Star } from 'lucide-react';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Toggle fullscreen',
    children: <IconButton label="Fullscreen" icon={<Maximize aria-hidden="true" />} />,
  },
  // Room above the trigger for the tip.
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: 48, paddingInline: 96 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Fullscreen' });
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(button);
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Toggle fullscreen');
    await expect(button).toHaveAccessibleDescription('Toggle fullscreen');
    await userEvent.unhover(button);
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const OnFocusAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Fullscreen' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    // Escape hides the tip without moving focus.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Fullscreen' }));
    await expect(canvas.getByRole('tooltip')).toBeVisible();
  },
};

export const Bottom: Story = {
  args: {
    placement: 'bottom',
    content: 'Add to shortcuts',
    children: <IconButton label="Star" icon={<Star aria-hidden="true" />} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Star' });
    await userEvent.hover(button);
    const tip = canvas.getByRole('tooltip');
    await expect(tip.getBoundingClientRect().top).toBeGreaterThan(button.getBoundingClientRect().bottom);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { content: 'ملء الشاشة' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Fullscreen' });
    await userEvent.hover(button);
    const tip = canvas.getByRole('tooltip').getBoundingClientRect();
    const trigger = button.getBoundingClientRect();
    // Centred over its trigger in right-to-left too.
    await expect(Math.abs(tip.left + tip.width / 2 - (trigger.left + trigger.width / 2))).toBeLessThan(2);
  },
};
