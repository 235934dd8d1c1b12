import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const faq = [
  {
    id: 'packages',
    title: 'Which membership packages are there?',
    content: <p>Starter is free, Explorer costs $99 per year and Champion $199 per year.</p>,
  },
  {
    id: 'activation',
    title: 'How long does a pending membership take to activate?',
    content: <p>A pending membership may take up to 24 hours to activate.</p>,
  },
  {
    id: 'refund',
    title: 'When do I get a refund for a cancelled event?',
    content: <p>Any refund for a cancelled event registration is initiated within 7 business days.</p>,
  },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { items: faq, onOpenChange: fn() },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Which membership packages are there?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region')).toBeNull();

    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(['packages']);
    await expect(
      canvas.getByRole('region', { name: 'Which membership packages are there?' }),
    ).toHaveTextContent('Explorer costs $99 per year');

    // One open at a time: opening the second closes the first.
    await userEvent.click(canvas.getByRole('button', { name: /pending membership/ }));
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
  },
};

export const NumberedFaq: Story = {
  args: { numbered: true, headingLevel: 2, defaultOpenIds: ['activation'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: '1. Which membership packages are there?' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: '2. How long does a pending membership take to activate?' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region')).toHaveTextContent('up to 24 hours');
  },
};

export const ManyOpen: Story = {
  args: { multiple: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /membership packages/ }));
    await userEvent.click(canvas.getByRole('button', { name: /refund/ }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(['packages', 'refund']);
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: /membership packages/ });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /pending membership/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: /refund/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: /refund/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
  },
};

export const DarkScheme: Story = {
  args: { numbered: true, defaultOpenIds: ['packages'] },
  globals: { theme: 'dark' },
};
