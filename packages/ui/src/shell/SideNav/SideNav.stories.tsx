import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { exampleNav } from './exampleNav';
import { SideNav } from './SideNav';

const meta = {
  title: 'Shell/SideNav',
  component: SideNav,
  tags: ['autodocs'],
  args: {
    groups: exampleNav,
    roles: ['user'],
    activeUrl: '/events/registered',
    onNavigate: fn(),
    header: <strong>Wellness Community</strong>,
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 280, blockSize: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    const canvas = within(nav);
    // The group of the current page is open and the page is marked.
    await expect(canvas.getByRole('button', { name: 'Events' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Registered Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(canvas.getByRole('link', { name: 'FAQ' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/faq');

    // External links open a new tab without giving it a handle on this one.
    const donate = canvas.getByRole('link', { name: /Donate/ });
    await expect(donate).toHaveAttribute('target', '_blank');
    await expect(donate).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(donate).toHaveAccessibleName('Donate (opens in a new tab)');
  },
};

export const Keyboard: Story = {
  args: { activeUrl: '/faq' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const events = canvas.getByRole('button', { name: 'Events' });
    await expect(events).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Upcoming Events' })).toBeNull();

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await expect(events).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(events).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Upcoming Events' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/events/upcoming');
  },
};

export const Guest: Story = {
  args: { roles: [], activeUrl: '/faq' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Events' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'My WSGs List' })).toBeNull();
  },
};

export const Folded: Story = {
  args: { folded: true, header: <strong aria-hidden>W</strong> },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 64, blockSize: 760 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    // Icons only on screen, names kept for assistive technology.
    await expect(within(canvasElement).getByRole('link', { name: 'FAQ' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
};
