import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CalendarBoard, type CalendarBoardEvent } from './CalendarBoard';

/** The screens' fixed day: Tuesday 24 November 2026, 09:30 UTC (the test browser runs in UTC). */
const now = new Date('2026-11-24T09:30:00Z');

const events: CalendarBoardEvent[] = [
  {
    id: 'e1',
    source: 'own',
    title: 'Morning walk',
    allDay: false,
    start: '2026-11-24T07:00:00Z',
    end: '2026-11-24T08:00:00Z',
  },
  { id: 'e2', source: 'own', title: 'Retreat', allDay: true, start: '2026-11-27', end: '2026-11-29' },
  {
    id: 'event-1',
    source: 'event',
    title: 'Mindful Mornings',
    allDay: false,
    start: '2026-11-25T16:00:00Z',
    end: '2026-11-25T17:00:00Z',
  },
  {
    id: 'session-1',
    source: 'session',
    title: 'Dr. Amara Okafor',
    allDay: false,
    start: '2026-11-26T18:30:00Z',
    end: '2026-11-26T19:30:00Z',
  },
];

const meta = {
  title: 'Calendar/CalendarBoard',
  component: CalendarBoard,
  tags: ['autodocs'],
  args: { events, now, onSelectRange: fn(), onOpen: fn(), onChange: fn() },
} satisfies Meta<typeof CalendarBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'November 2026' })).toBeVisible();
    await userEvent.click(canvas.getByText('Morning walk'));
    await expect(args.onOpen).toHaveBeenCalledWith('e1');
    // Read-only entries open nothing.
    await userEvent.click(canvas.getByText('Mindful Mornings'));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await expect(canvas.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(canvas.getByRole('heading', { name: 'November 2026' })).toBeVisible();
  },
};

export const Week: Story = {
  args: { initialView: 'timeGridWeek', height: 720 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Mindful Mornings')).toBeVisible());
  },
};

export const Day: Story = {
  args: { initialView: 'timeGridDay', height: 720 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: /Day/, selected: true })).toBeVisible();
  },
};

export const Empty: Story = { args: { events: [] } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { locale: 'ar', direction: 'rtl' },
};

export const Turkish: Story = { globals: { locale: 'tr' }, args: { locale: 'tr' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
