import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShellDemo } from './ShellDemo';

const meta = {
  title: 'Shell/AppShell',
  component: ShellDemo,
  tags: ['autodocs'],
  parameters: { frame: 'bleed' },
  args: { user: { name: 'Anna Maria Lopez', roles: ['user'] }, onNavigate: fn(), onLogout: fn() },
} satisfies Meta<typeof ShellDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      '© 2026 Wellness Community. All rights reserved.',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Explore WSGs' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/wsg/all');
    await userEvent.click(canvas.getByRole('button', { name: /Anna Maria Lopez/ }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'My Profile' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/profile');
  },
};

export const GuestUser: Story = {
  args: { user: { name: 'Sam Guest', roles: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Sam Guest/ })).toHaveTextContent('User');
    // A user without a role gets the reduced menu.
    await expect(canvas.queryByRole('link', { name: 'My WSGs List' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Sam Guest/ }));
    await expect(canvas.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const WithCounts: Story = {
  args: { wishlistCount: 3, cartCount: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Wishlist 3' })).toHaveTextContent('3');
    await expect(canvas.getByRole('button', { name: 'Cart 12' })).toHaveTextContent('12');
  },
};

export const Folded: Story = {
  args: { navbarStyle: 'folded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Toggle navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('navigation').parentElement?.parentElement).toHaveStyle({ width: '64px' });
    // Unfold and fold again from the toolbar.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Phone: Story = {
  args: { wishlistCount: 3, cartCount: 12 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Toggle navigation' });
    // The drawer is closed and out of reach at first.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(toggle);
    const drawer = canvas.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(toggle).toHaveFocus();
    // Following a link closes the drawer.
    await userEvent.click(toggle);
    await userEvent.click(within(canvas.getByRole('dialog')).getByRole('link', { name: 'FAQ' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/faq');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(toggle);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

export const Dark: Story = {
  args: { wishlistCount: 3, cartCount: 12 },
  globals: { theme: 'dark' },
};

export const RTL: Story = {
  args: { wishlistCount: 3, cartCount: 12 },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    const main = within(canvasElement).getByRole('main');
    // Mirrored: the navigation sits on the right.
    await expect(nav.getBoundingClientRect().left).toBeGreaterThan(main.getBoundingClientRect().left);
  },
};

/**
 * A long page (FAQ, transaction history with many rows): the navigation's surface and edge run the page's
 * whole height, level with the footer, and its links stay in view at the end of the page.
 */
async function expectFullHeightNavigation(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const toggle = canvas.getByRole('button', { name: 'Toggle navigation' });
  const column = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  const footer = canvas.getByRole('contentinfo');
  await expect(column).not.toBeNull();
  // Taller than two windows: a column as tall as the window would stop short.
  await expect(footer.getBoundingClientRect().bottom).toBeGreaterThan(2 * window.innerHeight);
  await expect(column!.getBoundingClientRect().bottom).toBe(footer.getBoundingClientRect().bottom);
  await expect(column).toHaveStyle({
    backgroundColor: getComputedStyle(canvas.getByRole('navigation')).backgroundColor,
  });

  window.scrollTo(0, document.documentElement.scrollHeight);
  const link = canvas.getByRole('link', { name: 'Dashboard' }).getBoundingClientRect();
  await expect(link.top).toBeGreaterThanOrEqual(0);
  await expect(link.bottom).toBeLessThanOrEqual(window.innerHeight);
  window.scrollTo(0, 0);
}

export const LongPage: Story = {
  args: { rows: 40 },
  play: async ({ canvasElement }) => {
    await expectFullHeightNavigation(canvasElement);
  },
};

export const LongPageRTL: Story = {
  args: { rows: 40 },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expectFullHeightNavigation(canvasElement);
    const nav = within(canvasElement).getByRole('navigation');
    await expect(nav.getBoundingClientRect().left).toBeGreaterThan(window.innerWidth / 2);
  },
};
