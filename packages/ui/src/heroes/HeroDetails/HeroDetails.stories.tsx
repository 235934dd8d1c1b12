import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { heroes } from '../storyFixtures';
import { HeroDetails } from './HeroDetails';

const page = (element: HTMLElement) => within(element.ownerDocument.body);

const meta = {
  title: 'Heroes/HeroDetails',
  component: HeroDetails,
  tags: ['autodocs'],
  args: { hero: heroes[0]!, canRequest: true, onRequest: fn(), onUpgrade: fn() },
} satisfies Meta<typeof HeroDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dr. Priya Shah' })).toBeVisible();
    await expect(canvas.getByText('Monday, Wednesday')).toBeVisible();
    await expect(canvas.getByText('4 hours')).toBeVisible();
    await expect(canvas.getByText('Diabetes, Heart Health')).toBeVisible();
    await expect(canvas.getByText('Type 2 diabetes, Hypertension')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Request Session' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Request Session' });
    await expect(
      within(dialog).getByText('Are you sure you want to register for this Health Hero Session ?'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onRequest).toHaveBeenCalledWith(heroes[0]);
  },
};

/** Cancel closes the question and asks for nothing. */
export const ConfirmCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request Session' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Request Session' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

export const OverLimit: Story = {
  args: { canRequest: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request Session' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: 'You have exceeded the limit to get the Health Hero Session.',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade Now' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Error: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Oops something bad happened!');
  },
};

export const NotFound: Story = {
  args: { hero: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Health Hero found!')).toBeVisible();
  },
};

/** The member's sessions or the packages are still loading: Request Session waits for the limit. */
export const Checking: Story = {
  args: { checking: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Request Session' })).toBeDisabled();
  },
};

/** The member's own hero profile: no Request Session (the server refuses a session with oneself too). */
export const OwnProfile: Story = {
  args: { ownProfile: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Request Session' })).toBeNull();
    await expect(canvas.getByText('This is your own Health Hero profile.')).toBeVisible();
  },
};

export const OwnProfileDark: Story = {
  args: { ownProfile: true },
  globals: { theme: 'dark' },
};

export const OwnProfileArabic: Story = {
  args: { ownProfile: true, ownProfileText: 'هذا ملفك الشخصي كبطل صحة.' },
  globals: { locale: 'ar' },
};

export const OwnProfilePhone: Story = {
  args: { ownProfile: true },
  globals: { viewport: { value: 'phone' } },
};
