import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toolbar } from './Toolbar';

const meta = {
  title: 'Shell/Toolbar',
  component: Toolbar,
  tags: ['autodocs'],
  parameters: { frame: 'bleed' },
  args: {
    user: { name: 'Anna Maria Lopez', roles: ['user'] },
    onProfile: fn(),
    onLogout: fn(),
    onWishlist: fn(),
    onCart: fn(),
    language: 'en',
    onLanguageChange: fn(),
    fontScale: 1,
    onFontScaleChange: fn(),
    onToggleFullscreen: fn(),
    onToggleNav: fn(),
  },
  // Room for the open menus inside the screenshot.
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Anna Maria Lopez/ })).toHaveTextContent('user');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle navigation' }));
    await expect(args.onToggleNav).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Fullscreen' }));
    await expect(args.onToggleFullscreen).toHaveBeenCalledOnce();
  },
};

export const GuestUser: Story = {
  args: { user: { name: 'Sam Guest', roles: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Sam Guest/ });
    await expect(trigger).toHaveTextContent('User');
    await userEvent.click(trigger);
    await expect(canvas.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(canvas.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

export const WithCounts: Story = {
  args: { wishlistCount: 3, cartCount: 12 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Wishlist 3' }));
    await expect(args.onWishlist).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cart 12' }));
    await expect(args.onCart).toHaveBeenCalledOnce();
  },
};

export const LanguageMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Language en' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('ar');
  },
};

export const FontSize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Font size' }));
    const slider = canvas.getByRole('slider', { name: 'Font size' });
    await expect(slider).toHaveFocus();
    await expect(slider).toHaveAttribute('min', '0.7');
    await expect(slider).toHaveAttribute('max', '1.3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onFontScaleChange).toHaveBeenCalledWith(1.1);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Font size' })).toHaveFocus();
    await expect(canvas.queryByRole('slider')).toBeNull();
  },
};

export const Phone: Story = {
  args: { wishlistCount: 3, cartCount: 12 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Dark: Story = {
  args: { wishlistCount: 3, cartCount: 12, fullscreen: true },
  globals: { theme: 'dark' },
};

export const RTL: Story = {
  args: {
    wishlistCount: 3,
    cartCount: 12,
    language: 'ar',
    user: { name: 'ليلى أحمد', roles: ['user'], roleLabel: 'عضو' },
    labels: {
      toggleNav: 'تبديل التنقل',
      wishlist: 'قائمة الرغبات',
      cart: 'السلة',
      language: 'اللغة',
      fontSize: 'حجم الخط',
      fullscreen: 'ملء الشاشة',
    },
  },
  globals: { locale: 'ar' },
};
