import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuickPanel, type QuickPanelProps } from './QuickPanel';

const events = [
  {
    id: 'e1',
    title: 'Morning Yoga Retreat',
    detail: 'Nov 27, 2026, 9:30 AM (PT)',
    url: '/events/upcoming/eventDetails?uuid=e1',
  },
  {
    id: 'e2',
    title: 'Heart Health: Living Well After Fifty',
    detail: 'Dec 3, 2026, 6:00 PM (PT)',
    url: '/events/upcoming/eventDetails?uuid=e2',
  },
];
const sessions = [
  {
    id: 's1',
    title: 'Dr Leyla Demir',
    detail: 'Nov 30, 2026 14:00',
    url: '/healthHero/sessionDetails?id=h1',
  },
];

const arabic = {
  today: 'الأربعاء، ٢٥ نوفمبر ٢٠٢٦',
  events: [
    { ...events[0]!, title: 'خلوة اليوغا الصباحية', detail: '٢٧ نوفمبر ٢٠٢٦، ٩:٣٠ ص (PT)' },
    { ...events[1]!, title: 'صحة القلب: حياة جيدة بعد الخمسين', detail: '٣ ديسمبر ٢٠٢٦، ٦:٠٠ م (PT)' },
  ],
  sessions: [{ ...sessions[0]!, title: 'د. ليلى دمير', detail: '٣٠ نوفمبر ٢٠٢٦ 14:00' }],
  labels: {
    title: 'اللوحة السريعة',
    close: 'إغلاق',
    today: 'اليوم',
    events: 'الفعاليات القادمة',
    sessions: 'الجلسات القادمة',
    noEvents: 'لا توجد فعالية مسجلة قادمة.',
    noSessions: 'لا توجد جلسة مقبولة قادمة.',
    loading: 'جارٍ التحميل...',
    error: 'عذرًا، حدث خطأ ما!',
    retry: 'حاول مرة أخرى',
  },
} satisfies Partial<QuickPanelProps>;

/** The panel behind its toolbar button, as the shell has it. */
function Demo(
  props: Omit<QuickPanelProps, 'open' | 'onClose'> & { onClose: () => void; startOpen?: boolean },
) {
  const { startOpen = true, onClose, ...rest } = props;
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Open the quick panel
      </button>
      <QuickPanel
        {...rest}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shell/QuickPanel',
  component: Demo,
  tags: ['autodocs'],
  parameters: { screenshot: { target: 'window' } },
  args: {
    today: 'Wednesday, November 25, 2026',
    todayIso: '2026-11-25',
    status: 'ready',
    events,
    sessions,
    onNavigate: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).getByRole('dialog');

const play: Story['play'] = async ({ canvasElement, args }) => {
  const dialog = panelOf(canvasElement);
  const panel = within(dialog);
  const links = panel.getAllByRole('link');
  await expect(links).toHaveLength(3);
  // Focus moves in: the first entry, the next event.
  await expect(links[0]).toHaveFocus();
  await expect(links[0]).toHaveAttribute('href', args.events[0]!.url);
  await expect(panel.getByText(args.today)).toHaveAttribute('datetime', '2026-11-25');
  await userEvent.click(links[2]!);
  await expect(args.onNavigate).toHaveBeenCalledWith(args.sessions[0]!.url);
};

const emptyPlay: Story['play'] = async ({ canvasElement, args }) => {
  const panel = within(panelOf(canvasElement));
  await expect(panel.queryAllByRole('link')).toHaveLength(0);
  await expect(panel.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  await expect(panel.getByText(args.labels?.noEvents ?? 'No registered event is coming.')).toBeVisible();
};

const loadingPlay: Story['play'] = async ({ canvasElement }) => {
  const panel = within(panelOf(canvasElement));
  await expect(panel.getByRole('status')).toBeVisible();
  // Nothing to focus in the body yet: the close button holds focus.
  await expect(panel.getByRole('button')).toHaveFocus();
};

const errorPlay: Story['play'] = async ({ canvasElement, args }) => {
  const panel = within(panelOf(canvasElement));
  await expect(panel.getByRole('alert')).toBeVisible();
  await userEvent.click(panel.getByRole('button', { name: args.labels?.retry ?? 'Try again' }));
  await expect(args.onRetry).toHaveBeenCalledOnce();
};

const dark = { theme: 'dark' };
const rtl = { direction: 'rtl', locale: 'ar' };
const darkRtl = { ...dark, ...rtl };

export const Default: Story = { play };
export const Dark: Story = { globals: dark, play };
export const RTL: Story = { globals: rtl, args: arabic, play };
export const DarkRTL: Story = { globals: darkRtl, args: arabic, play };

const empty = { events: [], sessions: [] };
export const Empty: Story = { args: empty, play: emptyPlay };
export const EmptyDark: Story = { globals: dark, args: empty, play: emptyPlay };
export const EmptyRTL: Story = { globals: rtl, args: { ...arabic, ...empty }, play: emptyPlay };
export const EmptyDarkRTL: Story = { globals: darkRtl, args: { ...arabic, ...empty }, play: emptyPlay };

const loading = { status: 'loading' as const, ...empty };
export const Loading: Story = { args: loading, play: loadingPlay };
export const LoadingDark: Story = { globals: dark, args: loading, play: loadingPlay };
export const LoadingRTL: Story = { globals: rtl, args: { ...arabic, ...loading }, play: loadingPlay };
export const LoadingDarkRTL: Story = { globals: darkRtl, args: { ...arabic, ...loading }, play: loadingPlay };

const error = { status: 'error' as const, ...empty };
export const Error: Story = { args: error, play: errorPlay };
export const ErrorDark: Story = { globals: dark, args: error, play: errorPlay };
export const ErrorRTL: Story = { globals: rtl, args: { ...arabic, ...error }, play: errorPlay };
export const ErrorDarkRTL: Story = { globals: darkRtl, args: { ...arabic, ...error }, play: errorPlay };

/** Opened from its button: focus moves in, Escape closes, and focus is back on the button. */
export const FocusReturns: Story = {
  args: { startOpen: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Open the quick panel' });
    await userEvent.click(button);
    const panel = within(panelOf(canvasElement));
    await expect(panel.getAllByRole('link')[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).toHaveFocus());
  },
};
