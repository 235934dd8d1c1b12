import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewDialog } from './ReviewDialog';

const meta = {
  title: 'Commerce/ReviewDialog',
  component: ReviewDialog,
  tags: ['autodocs'],
  args: { open: true, itemName: 'Organic chamomile tea', onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 'calc(100vh - 32px)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Pick 4 of 5 stars, write feedback, submit. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Ratings & Reviews' });
    await expect(dialog).toHaveAccessibleDescription(/Organic chamomile tea/);
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 of 5 stars' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Feedback/ }), '  Calming and fresh. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, review: 'Calming and fresh.' });
  },
};

/** Both a rating and feedback are needed (§5). */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Ratings & Reviews' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(within(dialog).getByText('Please choose a rating.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 of 5 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(within(dialog).getByText('Please write your feedback.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Ratings & Reviews' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('textbox', { name: /Feedback/ })).toBeDisabled();
  },
};
