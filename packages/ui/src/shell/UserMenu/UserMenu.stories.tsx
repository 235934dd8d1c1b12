import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarCheck, ShoppingBag, Users } from 'lucide-react';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  tags: ['autodocs'],
  args: { name: 'Anna Maria Lopez', roles: ['user'], onProfile: fn(), onLogout: fn() },
  // Room for the open menu inside the screenshot (the button keeps its own height, the menu opens under it);
  // the menu lines up with the end edge.
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 180, display: 'flex', alignItems: 'flex-start', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Anna Maria Lopez user' });
    await expect(trigger).toHaveTextContent('user');
    await userEvent.click(trigger);
    await expect(canvas.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(trigger).toHaveFocus();
  },
};

export const GuestUser: Story = {
  args: { name: 'Sam Guest', roles: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Sam Guest/ });
    await expect(trigger).toHaveTextContent('User');
    await userEvent.click(trigger);
    await expect(canvas.queryByRole('menuitem', { name: 'My Profile' })).toBeNull();
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Profile' }));
    await expect(args.onProfile).toHaveBeenCalledOnce();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Anna Maria Lopez/ }));
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};

export const WithPhoto: Story = {
  args: {
    photoUrl:
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Crect width='40' height='40' fill='%23CCFBF1'/%3E%3Ccircle cx='20' cy='16' r='7' fill='%230F766E'/%3E%3Cpath d='M6 38c2-9 8-13 14-13s12 4 14 13z' fill='%230F766E'/%3E%3C/svg%3E",
  },
};

export const RTL: Story = {
  args: {
    name: 'ليلى أحمد',
    roleLabel: 'عضو',
    labels: { myProfile: 'ملفي الشخصي', logout: 'تسجيل الخروج' },
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /ليلى أحمد/ }));
    await expect(canvas.getByRole('menuitem', { name: 'ملفي الشخصي' })).toBeVisible();
  },
};

/** A long Latin name in the Arabic toolbar: cut with an ellipsis at the name's own end. */
export const RTLLatinName: Story = {
  args: { name: 'Demo Member Wellington-Smythe', roleLabel: 'عضو' },
  globals: { locale: 'ar' },
};

/** Staff: their console's queues instead of 'My Profile' (a member's page), then Logout. */
export const Staff: Story = {
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 300 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Sam Staff',
    roles: ['staff'],
    roleLabel: 'Staff',
    onItem: fn(),
    items: [
      { id: '/staff', label: 'WSG join requests' },
      { id: '/staff/sessions', label: 'Health hero session requests' },
      { id: '/staff/applications', label: 'Hero applications' },
      { id: '/staff/proposals', label: 'Group proposals' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sam Staff Staff' }));
    await expect(canvas.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'WSG join requests',
      'Health hero session requests',
      'Hero applications',
      'Group proposals',
      'Logout',
    ]);
    await expect(canvas.queryByRole('menuitem', { name: 'My Profile' })).toBeNull();
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Group proposals' }));
    await expect(args.onItem).toHaveBeenCalledWith('/staff/proposals');
    await expect(args.onProfile).not.toHaveBeenCalled();
  },
};

/** Staff with the menu open: it is as wide as its longest queue name (up to 320 px), each on one line. */
export const StaffOpen: Story = {
  decorators: Staff.decorators,
  args: {
    ...Staff.args,
    items: [
      { id: '/staff', label: 'WSG join requests', icon: <Users aria-hidden="true" /> },
      {
        id: '/staff/sessions',
        label: 'Health hero session requests',
        icon: <CalendarCheck aria-hidden="true" />,
      },
      { id: '/staff/orders', label: 'Orders to fulfil', icon: <ShoppingBag aria-hidden="true" /> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sam Staff Staff' }));
    const item = canvas.getByRole('menuitem', { name: 'Health hero session requests' });
    await expect(item.getBoundingClientRect().height).toBeLessThan(48);
  },
};
