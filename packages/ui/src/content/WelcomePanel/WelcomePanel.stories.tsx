import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { WelcomePanel } from './WelcomePanel';

const meta = {
  title: 'Content/WelcomePanel',
  component: WelcomePanel,
  tags: ['autodocs'],
  args: { name: 'Anna' },
} satisfies Meta<typeof WelcomePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Welcome, Anna!' })).toBeVisible();
  },
};

const onExplore = fn();

export const WithAction: Story = {
  args: { action: <Button onClick={onExplore}>Explore Upcoming Events</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Explore Upcoming Events' }));
    await expect(onExplore).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { name: 'ليلى', labels: { greeting: 'مرحبًا، {name}!', text: 'خصص لحظة لنفسك اليوم.' } },
};
