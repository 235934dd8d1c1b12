import type { Meta, StoryObj } from '@storybook/react-vite';
import { Moon, Palette, Settings } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Toolbar, type ToolbarAction } from './Toolbar';

/** The app's own buttons (dark mode, colour scheme, settings): they move into 'More' when the bar is full. */
const appActions = (labels = { darkMode: 'Dark mode', colorScheme: 'Colour scheme', settings: 'Settings' }) =>
  [
    {
      id: 'darkMode',
      label: labels.darkMode,
      icon: <Moon aria-hidden="true" />,
      pressed: false,
      onSelect: fn(),
    },
    {
      id: 'colorScheme',
      label: labels.colorScheme,
      icon: <Palette aria-hidden="true" />,
      opensDialog: true,
      onSelect: fn(),
    },
    {
      id: 'settings',
      label: labels.settings,
      icon: <Settings aria-hidden="true" />,
      opensDialog: true,
      onSelect: fn(),
    },
  ] satisfies ToolbarAction[];

const arabicLabels = {
  toggleNav: 'تبديل التنقل',
  wishlist: 'قائمة الرغبات',
  cart: 'السلة',
  language: 'اللغة',
  fontSize: 'حجم الخط',
  fullscreen: 'ملء الشاشة',
  more: 'إجراءات أخرى',
  fontSmaller: 'تصغير حجم الخط',
  fontLarger: 'تكبير حجم الخط',
};

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
    actions: appActions(),
  },
  // Room for the open menus inside the screenshot.
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 520 }}>
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

/** 390 px: wishlist, cart and dark mode fit; the rest is in 'More', so the bar never scrolls. */
export const Phone: Story = {
  args: { wishlistCount: 3, cartCount: 12 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvasElement.querySelector('header')!;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await expect(canvas.getByRole('button', { name: 'More actions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cart 12' })).toBeVisible();
    // A button that went into 'More' is neither seen nor reachable in the bar.
    await expect(canvas.queryByRole('button', { name: 'Settings' })).toBeNull();
  },
};

/** The 'More' menu with the keyboard: opens with ArrowDown, items move, a choice works and focus comes back. */
export const PhoneOverflowMenu: Story = {
  args: { wishlistCount: 3, cartCount: 12 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'More actions' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = canvas.getByRole('menu', { name: 'More actions' });
    const items = Array.from(menu.querySelectorAll<HTMLElement>('[role^="menuitem"]'));
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Fullscreen' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(items[0]).toHaveFocus();
    const settings = within(menu).getByRole('menuitem', { name: 'Settings' });
    for (let step = 0; step < items.length && document.activeElement !== settings; step += 1) {
      await userEvent.keyboard('{ArrowDown}');
    }
    await expect(settings).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.actions?.[2]?.onSelect).toHaveBeenCalledOnce();
    await expect(more).toHaveFocus();
    await expect(canvas.queryByRole('menu')).toBeNull();

    // The language is a group of radio items; the font size steps keep the menu open.
    await userEvent.keyboard('{ArrowDown}');
    const reopened = canvas.getByRole('menu', { name: 'More actions' });
    await expect(within(reopened).getByRole('group', { name: 'Language' })).toBeVisible();
    await expect(within(reopened).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(reopened).getByRole('menuitem', { name: /Increase font size/ }));
    await expect(args.onFontScaleChange).toHaveBeenCalledWith(1.1);
    await expect(canvas.getByRole('menu', { name: 'More actions' })).toBeVisible();
    await userEvent.click(within(reopened).getByRole('menuitemradio', { name: 'Turkish' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('tr');
    await expect(canvas.queryByRole('menu')).toBeNull();

    // Escape closes and gives focus back; the last state (open) is what the screenshot shows.
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitemcheckbox', { name: 'Fullscreen' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
  },
};

/** Right to left: 'More' sits at the bar's left end and its menu opens towards the inline end, on screen. */
export const PhoneOverflowMenuRTL: Story = {
  args: {
    wishlistCount: 3,
    cartCount: 12,
    language: 'ar',
    user: { name: 'ليلى أحمد', roles: ['user'], roleLabel: 'عضو' },
    labels: arabicLabels,
    actions: appActions({ darkMode: 'الوضع الداكن', colorScheme: 'نظام الألوان', settings: 'الإعدادات' }),
    languages: [
      { id: 'en', label: 'English', lang: 'en' },
      { id: 'tr', label: 'Türkçe', lang: 'tr' },
      { id: 'ar', label: 'العربية', lang: 'ar' },
    ],
  },
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إجراءات أخرى' }));
    const menu = canvas.getByRole('menu', { name: 'إجراءات أخرى' });
    const box = menu.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(menu).getByRole('menuitem', { name: 'الإعدادات' })).toBeVisible();
  },
};

export const PhoneOverflowMenuDark: Story = {
  args: { wishlistCount: 3, cartCount: 12, fullscreen: true },
  globals: { viewport: { value: 'phone', isRotated: false }, theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await expect(canvas.getByRole('menuitemcheckbox', { name: 'Fullscreen' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** Staff: no member tools (no shortcuts, search, wishlist or cart); the console's own entries in the user menu. */
export const Staff: Story = {
  args: {
    user: { name: 'Sam Staff', roles: ['staff'], roleLabel: 'Staff' },
    onWishlist: undefined,
    onCart: undefined,
    userMenuItems: [
      { id: '/staff', label: 'Support group requests' },
      { id: '/staff/sessions', label: 'Session requests' },
    ],
    onUserMenuItem: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Wishlist|Cart/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Sam Staff/ }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Session requests' }));
    await expect(args.onUserMenuItem).toHaveBeenCalledWith('/staff/sessions');
  },
};

export const StaffPhone: Story = {
  ...Staff,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Wishlist|Cart/ })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Settings' })).toBeVisible());
  },
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
    labels: arabicLabels,
    actions: appActions({ darkMode: 'الوضع الداكن', colorScheme: 'نظام الألوان', settings: 'الإعدادات' }),
  },
  globals: { locale: 'ar' },
};
