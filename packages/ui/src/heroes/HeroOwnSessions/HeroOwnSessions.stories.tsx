import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ownRequests, ownUpcoming } from '../storyFixtures';
import { HeroOwnSessions } from './HeroOwnSessions';

const meta = {
  title: 'Heroes/HeroOwnSessions',
  component: HeroOwnSessions,
  tags: ['autodocs'],
  args: { requests: ownRequests, upcoming: ownUpcoming, onDecide: fn() },
} satisfies Meta<typeof HeroOwnSessions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two requests with Accept and Decline, one upcoming session; Accept answers at once. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Hero Sessions' })).toBeVisible();
    const requests = canvas.getByRole('table', { name: 'Session Requests' });
    const rows = within(requests).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Amira Haddad');
    await expect(rows[0]).toHaveTextContent('01-15-2027');
    await expect(rows[0]).toHaveTextContent('05:30 pm');
    await expect(rows[0]).toHaveTextContent('Trouble sleeping');
    const upcoming = canvas.getByRole('table', { name: 'Upcoming Sessions' });
    await expect(within(upcoming).getAllByRole('row').slice(1)[0]).toHaveTextContent('Jordan Lee');
    await expect(within(upcoming).queryByRole('button', { name: /^(Accept|Decline):/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept: Amira Haddad' }));
    await expect(args.onDecide).toHaveBeenCalledWith(ownRequests[0]!.uuid, 'accept');
  },
};

/** Decline asks first; Cancel changes nothing, Decline answers. */
export const DeclineConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline: Mehmet Yılmaz' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Decline this session request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline: Mehmet Yılmaz' }));
    const again = await page.findByRole('alertdialog', { name: 'Decline this session request?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Decline' }));
    await expect(args.onDecide).toHaveBeenCalledWith(ownRequests[1]!.uuid, 'reject');
  },
};

/** An answer being saved: that row's Accept waits, the other buttons are disabled. */
export const Busy: Story = {
  args: { deciding: ownRequests[0]!.uuid },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving... Accept: Amira Haddad' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Accept: Mehmet Yılmaz' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { requests: [], upcoming: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No session requests are waiting for you.')).toBeVisible();
    await expect(canvas.getByText('No upcoming sessions.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { requests: [], upcoming: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  args: { requests: [], upcoming: [], error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('Oops something bad happened!');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      title: 'جلساتي كبطل',
      lead: 'الأعضاء الذين طلبوا جلسة معك، والجلسات التي قبلتها.',
      requests: 'طلبات الجلسات',
      upcoming: 'الجلسات القادمة',
      member: 'العضو',
      purpose: 'غرض الجلسة',
      date: 'تاريخ الجلسة',
      time: 'وقت الجلسة',
      consultation: 'استشارة',
      actions: 'الإجراءات',
      accept: 'قبول',
      decline: 'رفض',
      yes: 'نعم',
      no: 'لا',
    },
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
