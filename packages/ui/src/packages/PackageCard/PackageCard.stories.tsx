import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { champion, explorer, starter } from '../storyFixtures';
import { PackageCard } from './PackageCard';

const meta = {
  title: 'Packages/PackageCard',
  component: PackageCard,
  tags: ['autodocs'],
  args: { pkg: explorer, action: 'select', onSelect: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Explorer' });
    await expect(card).toHaveTextContent('$99/year');
    const benefits = within(card).getByRole('list', { name: 'Benefits' });
    await expect(within(benefits).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(benefits).getByText('Get a Explorer Badge')).toBeVisible();
    // Not the member's plan: no marker and no Cancel.
    await expect(within(card).queryByText('Current plan')).toBeNull();
    await expect(within(card).queryByRole('button', { name: 'Cancel' })).toBeNull();

    const select = within(card).getByRole('button', { name: 'Select' });
    await expect(select).toHaveAccessibleDescription('Explorer');
    await userEvent.click(select);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(explorer);
  },
};

export const Free: Story = {
  args: { pkg: starter },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Starter' });
    await expect(within(card).getByText('Free')).toBeVisible();
    await expect(within(card).queryByText(/\$0/)).toBeNull();
    await expect(within(card).getByText('Get a Starter Badge')).toBeVisible();
    // Keyboard: Tab reaches Select and Enter picks the package.
    await userEvent.tab();
    await expect(within(card).getByRole('button', { name: 'Select' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(starter);
  },
};

export const NotSelectable: Story = {
  args: { pkg: starter, action: 'none' },
  play: async ({ canvasElement }) => {
    // The member's plan costs more than this one: the server allows no Select.
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Current: Story = {
  args: { pkg: champion, action: 'cancel' },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: /Champion/ });
    await expect(within(card).getByText('Current plan')).toBeVisible();
    await expect(card).toHaveTextContent('$199/year');
    await expect(within(card).queryByRole('button', { name: 'Select' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onCancel).toHaveBeenCalledWith(champion);
  },
};

export const CurrentFree: Story = {
  args: { pkg: starter, action: 'current' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: /Starter/ });
    await expect(within(card).getByText('Current plan')).toBeVisible();
    // The free plan cannot be cancelled.
    await expect(within(card).queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Explorer' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    const button = within(card).getByRole('button', { name: /Processing\.\.\./ });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const CancelBusy: Story = {
  args: { pkg: champion, action: 'cancel', busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Processing\.\.\./ });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  args: { pkg: champion, action: 'cancel' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Current plan')).toBeVisible();
  },
};

export const Phone: Story = {
  args: { pkg: champion },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('button', { name: 'Select' });
    // Touch target of at least 44 px on phones.
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/**
 * An Arabic page showing benefits the server sent in English: each is isolated, so '20% discount on micro
 * learning…' keeps its order instead of becoming 'discount on micro 20% learning…'.
 */
export const EnglishBenefitsOnArabicPage: Story = {
  globals: { direction: 'rtl' },
  args: {
    pkg: {
      ...explorer,
      benefits: ['20% discount on micro learning and periodic wellness courses', '2 health hero sessions'],
    },
  },
  play: async ({ canvasElement }) => {
    const benefit = within(canvasElement).getByText(/^20% discount on micro learning/);
    await expect(benefit.getAttribute('dir')).toBe('auto');
    await expect(getComputedStyle(benefit).direction).toBe('ltr');
  },
};
