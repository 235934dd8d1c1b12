import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FaqList } from './FaqList';

const meta = {
  title: 'Content/FaqList',
  component: FaqList,
  tags: ['autodocs'],
  args: {
    items: [
      {
        id: 'join',
        question: 'How do I join a Wellness Support Group?',
        answer:
          'Open Explore WSGs, pick a group and choose Join Group. The group leader confirms your request.',
      },
      {
        id: 'upgrade',
        question: 'Can I upgrade my membership package?',
        answer: 'Yes. Go to My Profile and choose Upgrade Plan to see the yearly packages.',
      },
      {
        id: 'refund',
        question: 'When will I get a refund for a cancelled event?',
        answer: 'Any refund for a cancelled event registration is initiated within 7 business days.',
      },
    ],
  },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeVisible();
    const first = canvas.getByRole('button', { name: /How do I join a Wellness Support Group\?/ });
    await expect(first).toHaveTextContent('1');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('button', { name: /Can I upgrade my membership package\?/ });
    question.focus();
    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/choose Upgrade Plan/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No questions yet.')).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { direction: 'rtl' },
};
