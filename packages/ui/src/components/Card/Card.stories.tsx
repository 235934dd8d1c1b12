import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PackageBadge } from '../Badge';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import { Card } from './Card';

// A drawn landscape as an inline SVG so the story never touches the network.
const cover = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">
    <rect width="320" height="180" fill="#CCFBF1"/>
    <circle cx="250" cy="50" r="26" fill="#FDBA74"/>
    <path d="M0 150l70-60 60 45 70-75 120 100v20H0z" fill="#0F766E"/>
    <path d="M0 165l90-40 80 30 60-20 90 35v10H0z" fill="#115E59"/>
  </svg>`,
)}`;

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Mindful Mornings',
    children: 'A gentle start to the day: breathing, stretching and a short guided meditation.',
    footer: <Button variant="secondary">Know More</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article');
    await expect(within(card).getByRole('heading', { level: 3, name: 'Mindful Mornings' })).toBeVisible();
    // Not interactive: the title is plain text, the only control is the footer button.
    await expect(within(card).getAllByRole('button')).toHaveLength(1);
    await expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const WithMedia: Story = {
  args: {
    media: { src: cover, alt: 'Sunrise over green hills' },
    eyebrow: (
      <>
        <PackageBadge color="#0F766E">Explorer</PackageBadge>
        <StatusBadge status="upcoming" label="Upcoming" size="sm" />
      </>
    ),
    children: (
      <>
        <div>05-12-2026 – 05-14-2026</div>
        <div>07:00 am – 08:00 am · Online</div>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Sunrise over green hills' });
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  },
};

/** The point a member would press, in the middle of an element. */
function centreOf(element: Element) {
  const box = element.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2] as const;
}

export const InteractiveLink: Story = {
  args: {
    title: 'Spa Day Voucher',
    href: '/voucher/details',
    // The story stays on its page; an app lets the router or the browser follow the link.
    onActivate: fn((event) => event.preventDefault()),
    children: (
      <>
        <div>Calm Waters Spa</div>
        <div>Expiry Date : Jun 30, 2026</div>
      </>
    ),
    footer: undefined,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Spa Day Voucher' });
    await expect(link).toHaveAttribute('href', '/voucher/details');
    // A press anywhere on the card, here on its body text, lands on the real link.
    const [x, y] = centreOf(canvas.getByText('Calm Waters Spa'));
    const target = canvasElement.ownerDocument.elementFromPoint(x, y);
    await expect(target).toBe(link);
    await userEvent.click(link);
    await expect(args.onActivate).toHaveBeenCalledOnce();
    // Keyboard: one Tab stop, and the focus ring goes round the whole card.
    link.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(canvas.getByRole('article')).outlineStyle).toBe('solid');
  },
};

export const InteractiveWithActions: Story = {
  args: {
    media: { src: cover, alt: '' },
    title: 'Healthy Heart Group',
    onActivate: fn(),
    children: 'A support group for members living with heart conditions. Weekly calls and shared recipes.',
    footer: (
      <Button variant="secondary" onClick={fn()}>
        Join Group
      </Button>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Healthy Heart Group' });
    const join = canvas.getByRole('button', { name: 'Join Group' });
    // The footer button stays its own target above the card-wide one.
    const [x, y] = centreOf(join);
    await expect(join.contains(canvasElement.ownerDocument.elementFromPoint(x, y))).toBe(true);
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onActivate).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(join).toHaveFocus();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { ...WithMedia.args },
  play: WithMedia.play,
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'صباحات هادئة',
    children: 'بداية لطيفة لليوم: تنفس وتمدد وتأمل قصير.',
    eyebrow: <PackageBadge color="#B45309">Champion</PackageBadge>,
    footer: <Button variant="secondary">اعرف المزيد</Button>,
  },
};
