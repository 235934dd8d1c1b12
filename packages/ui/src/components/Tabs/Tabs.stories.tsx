import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const items = [
  { id: 'upcoming', label: 'Upcoming', content: <p>Three wellness sessions are coming up this month.</p> },
  { id: 'registered', label: 'Registered', content: <p>You are registered for Morning Yoga Flow.</p> },
  { id: 'completed', label: 'Completed', content: <p>You completed Mindful Breathing on 04-01-2026.</p> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { items, label: 'Events', onSelectedChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const upcoming = canvas.getByRole('tab', { name: 'Upcoming' });
    await expect(upcoming).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Upcoming' })).toHaveTextContent(
      'Three wellness sessions',
    );

    await userEvent.click(canvas.getByRole('tab', { name: 'Completed' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith('completed');
    await expect(canvas.getByRole('tabpanel', { name: 'Completed' })).toBeVisible();
    await expect(canvas.queryByRole('tabpanel', { name: 'Upcoming' })).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Registered' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Registered' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Upcoming' })).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  args: { activation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const registered = canvas.getByRole('tab', { name: 'Registered' });
    await expect(registered).toHaveFocus();
    await expect(registered).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(registered).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithDisabledTab: Story = {
  args: {
    items: [items[0]!, { ...items[1]!, disabled: true }, items[2]!],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Registered' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  args: { defaultSelectedId: 'registered' },
  render: (args) => (
    <div dir="rtl">
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Registered' })).toHaveFocus();
    // In right-to-left the next tab is on the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
  },
};

export const DarkScheme: Story = {
  globals: { theme: 'dark' },
};

export const UnknownSelection: Story = {
  args: { selectedId: 'cancelled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A selection that is not in the list falls back to the first tab, which stays reachable by Tab.
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
  },
};
