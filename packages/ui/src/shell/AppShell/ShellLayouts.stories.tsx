import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShellDemo } from './ShellDemo';

/**
 * §3 layouts (vertical, horizontal, horizontal centred) and navbar styles (slide, folded, tabbed, tabbed-dense,
 * §9 widths 280, 64, 120, 64), with the toolbar and footer options; each in light and dark, left to right and
 * right to left.
 */
const meta = {
  title: 'Shell/Layouts',
  component: ShellDemo,
  tags: ['autodocs'],
  parameters: { frame: 'bleed' },
  args: { user: { name: 'Anna Maria Lopez', roles: ['user'] }, onNavigate: fn(), onLogout: fn() },
} satisfies Meta<typeof ShellDemo>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const column = (canvas: Canvas) => {
  const toggle = canvas.queryByRole('button', { name: 'Toggle navigation' });
  const nav = canvas.getByRole('navigation');
  return { toggle, nav, box: nav.closest('[data-placement]') as HTMLElement };
};

/** The navigation sits on the start side: left in English, right in Arabic. */
async function expectStartSide(nav: HTMLElement, main: HTMLElement) {
  const rtl = getComputedStyle(nav).direction === 'rtl';
  const navX = nav.getBoundingClientRect().left;
  const mainX = main.getBoundingClientRect().left;
  await expect(rtl ? navX > mainX : navX < mainX).toBe(true);
}

const horizontalPlay: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const { toggle, nav, box } = column(canvas);
  const toolbar = canvas.getByRole('button', { name: /Anna Maria Lopez/ });
  // A bar under the toolbar, as wide as the page: no menu button is needed on a desktop.
  await expect(box).toHaveAttribute('data-placement', 'bar');
  await expect(toggle).toBeNull();
  await expect(nav.getBoundingClientRect().top).toBeGreaterThanOrEqual(
    toolbar.getBoundingClientRect().bottom,
  );
  await expect(canvas.getByRole('main').getBoundingClientRect().top).toBeGreaterThanOrEqual(
    nav.getBoundingClientRect().bottom,
  );
  // Events opens its links in a panel below it; Escape closes it and focus returns.
  const events = canvas.getByRole('button', { name: 'Events' });
  await userEvent.click(events);
  await expect(events).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(canvas.getByRole('link', { name: 'Registered Events' }));
  await expect(args.onNavigate).toHaveBeenCalledWith('/events/registered');
  await expect(events).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(events);
  await userEvent.keyboard('{Escape}');
  await expect(events).toHaveAttribute('aria-expanded', 'false');
  await expect(events).toHaveFocus();
  events.blur();
  await expectOneRow(nav);
};

/** The bar never wraps: every entry shown shares one row, and what does not fit is under 'More'. */
async function expectOneRow(nav: HTMLElement) {
  const shown = Array.from(nav.querySelectorAll('ul > li[data-fit-item], ul > li[data-fit-more]')).filter(
    (entry) => getComputedStyle(entry).visibility !== 'hidden',
  );
  const tops = new Set(shown.map((entry) => Math.round(entry.getBoundingClientRect().top)));
  await expect(tops.size).toBe(1);
  const box = nav.getBoundingClientRect();
  for (const entry of shown) {
    const { left, right } = entry.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(box.left);
    await expect(right).toBeLessThanOrEqual(box.right + 0.5);
  }
}

/** 1280 px holds only part of §2's navigation: the rest is one 'More' entry, links and groups under titles. */
const morePlay: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation');
  await expectOneRow(nav);
  const more = within(nav).getByRole('button', { name: 'More' });
  more.focus();
  await userEvent.keyboard('{Enter}');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
  const box = panel.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  // The 'Other' group is there under its title, with its links.
  await expect(within(panel).getByRole('list', { name: /Other|أخرى/ })).toBeVisible();
  const inApp = within(panel)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('target') !== '_blank');
  await userEvent.click(inApp.at(-1)!);
  await expect(args.onNavigate).toHaveBeenCalled();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(more);
};

export const HorizontalMore: Story = {
  args: { layout: 'horizontal' },
  play: morePlay,
};

export const HorizontalMoreRTL: Story = {
  args: { layout: 'horizontal' },
  globals: { direction: 'rtl' },
  play: morePlay,
};

export const HorizontalCenteredMoreDark: Story = {
  args: { layout: 'horizontalCentered' },
  globals: { theme: 'dark' },
  play: morePlay,
};

export const Horizontal: Story = { args: { layout: 'horizontal' }, play: horizontalPlay };
export const HorizontalDark: Story = {
  args: { layout: 'horizontal' },
  globals: { theme: 'dark' },
  play: horizontalPlay,
};
export const HorizontalRTL: Story = {
  args: { layout: 'horizontal' },
  globals: { direction: 'rtl' },
  play: horizontalPlay,
};
export const HorizontalDarkRTL: Story = {
  args: { layout: 'horizontal' },
  globals: { theme: 'dark', direction: 'rtl' },
  play: horizontalPlay,
};

const centredPlay: Story['play'] = async (context) => {
  const main = within(context.canvasElement).getByRole('main');
  // Boxed in the 1120 px container (§9) plus its padding.
  await expect(main.getBoundingClientRect().width).toBeLessThanOrEqual(1120 + 48);
  await horizontalPlay(context);
};

export const HorizontalCentered: Story = { args: { layout: 'horizontalCentered' }, play: centredPlay };
export const HorizontalCenteredDark: Story = {
  args: { layout: 'horizontalCentered' },
  globals: { theme: 'dark' },
  play: centredPlay,
};
export const HorizontalCenteredRTL: Story = {
  args: { layout: 'horizontalCentered' },
  globals: { direction: 'rtl' },
  play: centredPlay,
};

const slidePlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const { toggle, nav, box } = column(canvas);
  await expect(box).toHaveStyle({ width: '280px' });
  await expectStartSide(nav, canvas.getByRole('main'));
  // The menu button slides the navigation out of view, and back.
  await userEvent.click(toggle!);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveStyle({ width: '0px' });
  await expect(canvas.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  await userEvent.click(toggle!);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveStyle({ width: '280px' });
  toggle!.blur();
};

export const Slide: Story = { args: { navbarStyle: 'slide' }, play: slidePlay };
export const SlideDarkRTL: Story = {
  args: { navbarStyle: 'slide' },
  globals: { theme: 'dark', direction: 'rtl' },
  play: slidePlay,
};

const foldedPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const { nav, box } = column(canvas);
  await expect(box).toHaveStyle({ width: '64px' });
  await expectStartSide(nav, canvas.getByRole('main'));
  // The names stay readable to screen readers while only icons show.
  await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
};

export const FoldedDark: Story = {
  args: { navbarStyle: 'folded' },
  globals: { theme: 'dark' },
  play: foldedPlay,
};
export const FoldedRTL: Story = {
  args: { navbarStyle: 'folded' },
  globals: { direction: 'rtl' },
  play: foldedPlay,
};

const tabbedPlay =
  (width: string): Story['play'] =>
  async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { nav, box } = column(canvas);
    await expect(box).toHaveStyle({ width });
    await expectStartSide(nav, canvas.getByRole('main'));
    // An item with children opens its links in a panel beside the rail; following one closes it.
    const events = canvas.getByRole('button', { name: 'Events' });
    await userEvent.click(events);
    const upcoming = canvas.getByRole('link', { name: 'Upcoming Events' });
    await expect(upcoming).toBeVisible();
    await userEvent.click(upcoming);
    await expect(args.onNavigate).toHaveBeenCalledWith('/events/upcoming');
    await expect(events).toHaveAttribute('aria-expanded', 'false');
    // Plain items are links with their name, also when the dense rail shows only the icon.
    await userEvent.click(canvas.getByRole('link', { name: 'FAQ' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/faq');
    (document.activeElement as HTMLElement | null)?.blur();
  };

export const Tabbed: Story = { args: { navbarStyle: 'tabbed' }, play: tabbedPlay('120px') };
export const TabbedDark: Story = {
  args: { navbarStyle: 'tabbed' },
  globals: { theme: 'dark' },
  play: tabbedPlay('120px'),
};
export const TabbedRTL: Story = {
  args: { navbarStyle: 'tabbed' },
  globals: { direction: 'rtl' },
  play: tabbedPlay('120px'),
};
export const TabbedDense: Story = { args: { navbarStyle: 'tabbedDense' }, play: tabbedPlay('64px') };
export const TabbedDenseDark: Story = {
  args: { navbarStyle: 'tabbedDense' },
  globals: { theme: 'dark' },
  play: tabbedPlay('64px'),
};
export const TabbedDenseRTL: Story = {
  args: { navbarStyle: 'tabbedDense' },
  globals: { direction: 'rtl' },
  play: tabbedPlay('64px'),
};

/** Navigation on the end side, toolbar and footer across the whole width. */
const optionsPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const { nav } = column(canvas);
  const main = canvas.getByRole('main');
  const rtl = getComputedStyle(nav).direction === 'rtl';
  const navX = nav.getBoundingClientRect().left;
  await expect(
    rtl ? navX < main.getBoundingClientRect().left : navX > main.getBoundingClientRect().left,
  ).toBe(true);
  const toolbar = canvas.getByRole('button', { name: 'Toggle navigation' }).closest('header, div')!;
  await expect(nav.getBoundingClientRect().top).toBeGreaterThanOrEqual(
    toolbar.getBoundingClientRect().bottom,
  );
};

const options = {
  navbar: { display: true, position: 'end' },
  toolbarOptions: { display: true, position: 'above' },
  footerOptions: { display: true, position: 'above' },
} as const;

export const EndSideFullWidthBars: Story = { args: options, play: optionsPlay };
export const EndSideFullWidthBarsRTL: Story = {
  args: options,
  globals: { direction: 'rtl' },
  play: optionsPlay,
};

export const HiddenToolbarAndFooter: Story = {
  args: {
    toolbarOptions: { display: false, position: 'below' },
    footerOptions: { display: false, position: 'below' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Toggle navigation' })).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};

/** Below desktop every layout uses the drawer. */
export const HorizontalPhone: Story = {
  args: { layout: 'horizontal' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Toggle navigation' });
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveFocus();
    toggle.blur();
  },
};
