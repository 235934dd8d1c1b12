import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { events, firstEvent } from '../storyFixtures';
import { memberTimeRange } from '../../components/eventDates';
import { EventDetails } from './EventDetails';

const meta = {
  title: 'Events/EventDetails',
  component: EventDetails,
  tags: ['autodocs'],
  args: { event: firstEvent, action: 'register', onRegister: fn(), onUpgrade: fn(), onQuantityChange: fn() },
} satisfies Meta<typeof EventDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Heart Health Talk' })).toBeVisible();
    await expect(canvas.getByText('Apr 03, 2026 10:30 am PDT')).toBeVisible();
    await expect(canvas.getByText('$25.00')).toBeVisible();
    // The description is sanitised: its markup stays, its script is gone.
    await expect(canvas.getByText('keeping your heart healthy').tagName).toBe('STRONG');
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Professional Profile: Dr. Amara Okafor' }),
    ).toHaveAttribute('href', 'https://example.org/amara-okafor');
    const moderators = canvas.getByRole('region', { name: 'Moderators' });
    await expect(within(moderators).getByRole('heading', { name: 'Omar Haddad' })).toBeVisible();

    // The stepper never goes below 1.
    const stepper = canvas.getByRole('group', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(stepper).toHaveTextContent('1');
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(stepper).toHaveTextContent('2');

    // Register asks first; Cancel does nothing, Yes registers with the quantity.
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await expect(args.onRegister).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const dialog = page.getByRole('alertdialog', { name: 'Register for this event' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onRegister).toHaveBeenCalledWith(2);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Processing/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

export const Registered: Story = {
  args: { action: 'registered' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Registered' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Register' })).toBeNull();
  },
};

export const Upgrade: Story = {
  args: { action: 'upgrade', event: events[2]! },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Register' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};

export const Free: Story = {
  args: { event: { ...events[1]!, speakers: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Speakers' })).toBeNull();
  },
};

/** A member in Istanbul: each time names the Pacific zone; their own time follows. */
export const MemberInAnotherZone: Story = {
  args: {
    memberTime: (start, end) => `Your time: ${memberTimeRange(start, end, 'Europe/Istanbul') ?? ''}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your time: .*GMT\+3$/)).toBeVisible();
    await expect(canvas.getAllByText(/PDT$/)).toHaveLength(2);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
};
