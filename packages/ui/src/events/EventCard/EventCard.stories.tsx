import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { placeholderImages } from '../../assets';
import { events, firstEvent } from '../storyFixtures';
import { eventDateFormatters, eventZoneName, memberTimeRange } from '../../components/eventDates';
import { EventCard } from './EventCard';

const meta = {
  title: 'Events/EventCard',
  component: EventCard,
  tags: ['autodocs'],
  args: { event: firstEvent, onKnowMore: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Heart Health Talk' })).toBeVisible();
    // 17:30–19:00 UTC on 3 April is 10:30 am–12:00 pm in Pacific Time.
    await expect(canvas.getByText('Apr 03, 2026')).toBeVisible();
    // The zone is named: April is daylight time.
    await expect(canvas.getByText('10:30 am - 12:00 pm PDT')).toBeVisible();
    await expect(canvas.getByText('Online')).toBeVisible();
    await expect(canvas.getByText('Explorer')).toBeVisible();
    const knowMore = canvas.getByRole('button', { name: 'Know More: Heart Health Talk' });
    knowMore.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onKnowMore).toHaveBeenCalledWith(firstEvent);
  },
};

export const SeveralDays: Story = {
  args: { event: events[1]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Apr 10, 2026 - Apr 12, 2026')).toBeVisible();
  },
};

export const WithoutImage: Story = {
  args: { event: { ...firstEvent, image: null }, fallbackImage: placeholderImages.natureWalk.src },
};

/** No image and no fallback given: the illustration of the event's category (Diet → fresh food). */
export const CategoryIllustration: Story = {
  args: { event: { ...firstEvent, image: null, eventCategory: 'Diet' } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image?.getAttribute('src')).toBe(placeholderImages.healthyFood.src);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { event: events[2]! },
};

/** A member in Istanbul: the event's Pacific time with its zone, and their own time under it. */
export const MemberInAnotherZone: Story = {
  args: {
    memberTime: (start, end) => `Your time: ${memberTimeRange(start, end, 'Europe/Istanbul') ?? ''}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10:30 am - 12:00 pm PDT')).toBeVisible();
    await expect(canvas.getByText(/^Your time: Fri, 8:30\s?–\s?10:00\sPM GMT\+3$/)).toBeVisible();
  },
};

/** Arabic: the locale's own date and time formats, read right to left. */
export const ArabicDates: Story = {
  globals: { direction: 'rtl' },
  args: {
    ...eventDateFormatters('ar'),
    formatZone: (iso) => eventZoneName(iso, 'ar'),
    memberTime: (start, end) => `توقيتك: ${memberTimeRange(start, end, 'Asia/Riyadh', 'ar') ?? ''}`,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Apr|am|pm/)).toBeNull();
  },
};
