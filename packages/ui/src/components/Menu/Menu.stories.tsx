import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChevronDown, Languages, LogOut, UserRound } from 'lucide-react';
import { Avatar } from '../Avatar';
import { Menu } from './Menu';

const meta = {
  title: 'Components/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: {
    trigger: (
      <>
        <Avatar name="Jane Mary Doe" size="sm" decorative />
        <span>Jane Mary Doe</span>
        <ChevronDown aria-hidden="true" />
      </>
    ),
    items: [
      { id: 'profile', label: 'My Profile', icon: <UserRound aria-hidden="true" /> },
      { id: 'logout', label: 'Logout', icon: <LogOut aria-hidden="true" /> },
    ],
    onSelect: fn(),
    align: 'start',
  },
  // Room below the trigger so the open menu is inside the screenshot.
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Jane Mary Doe' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.click(canvas.getByRole('menuitem', { name: 'My Profile' }));
    await expect(args.onSelect).toHaveBeenCalledWith('profile');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Jane Mary Doe' }));
    await expect(canvas.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
  },
};

export const Keyboard: Story = {
  args: {
    items: [
      { id: 'profile', label: 'My Profile' },
      { id: 'settings', label: 'Settings', disabled: true },
      { id: 'help', label: 'Help' },
      { id: 'logout', label: 'Logout' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Jane Mary Doe' });
    const item = (name: string) => canvas.getByRole('menuitem', { name });

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(item('My Profile')).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Help')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('Logout')).toHaveFocus();
    // Arrows wrap round.
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('My Profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Logout')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('My Profile')).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();

    // ArrowUp on the button opens on the last item; Space chooses it.
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Logout')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledWith('logout');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Jane Mary Doe' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.click(canvasElement);
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const LanguageMenu: Story = {
  args: {
    trigger: <Languages aria-hidden="true" />,
    triggerLabel: 'Language',
    items: [
      { id: 'en', label: 'English', lang: 'en' },
      { id: 'tr', label: 'Türkçe', lang: 'tr' },
      { id: 'ar', label: 'العربية', lang: 'ar' },
    ],
    selectedId: 'en',
    align: 'start',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Language' }));
    await expect(canvas.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('ar');
  },
};

export const RightToLeft: Story = {
  args: { align: 'end' },
  decorators: [
    (Story) => (
      <div dir="rtl" style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Jane Mary Doe' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };
