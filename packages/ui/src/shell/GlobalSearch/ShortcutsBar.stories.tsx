import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShortcutsBar } from './ShortcutsBar';

const upcoming = { id: 'events-upcoming', title: 'Upcoming Events', url: '/events/upcoming' };
const faq = { id: 'faq', title: 'FAQ', url: '/faq' };

const meta = {
  title: 'Shell/ShortcutsBar',
  component: ShortcutsBar,
  tags: ['autodocs'],
  args: { shortcuts: [faq], current: upcoming, onToggle: fn(), onNavigate: fn() },
} satisfies Meta<typeof ShortcutsBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const star = canvas.getByRole('button', { name: 'Add this page to shortcuts' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(star);
  await expect(args.onToggle).toHaveBeenCalledWith('events-upcoming');
  await userEvent.click(canvas.getByRole('link', { name: 'FAQ' }));
  await expect(args.onNavigate).toHaveBeenCalledWith('/faq');
  (document.activeElement as HTMLElement | null)?.blur();
};

export const Default: Story = { play };
export const Dark: Story = { globals: { theme: 'dark' }, play };
export const RTL: Story = { globals: { direction: 'rtl' }, play };

export const Starred: Story = {
  args: { shortcuts: [faq, upcoming] },
  play: async ({ canvasElement }) => {
    const star = within(canvasElement).getByRole('button', { name: 'Remove this page from shortcuts' });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Empty: Story = {
  args: { shortcuts: [], current: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
