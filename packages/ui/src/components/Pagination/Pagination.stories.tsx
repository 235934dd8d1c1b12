import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';
import type { PaginationProps } from './Pagination';

/** Keeps the page in state so the stories behave like a real list. */
function StatefulPagination({ page: initialPage, onPageChange, ...rest }: PaginationProps) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      {...rest}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Page 1 of 5')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Page 2 of 5')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(canvas.getByText('Page 5 of 5')).toBeVisible();
    // At the last page Next stays focusable but does nothing.
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

export const ManyPages: Story = {
  args: { page: 10, pageCount: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pageButtons = canvas.getAllByRole('button', { name: /^Page \d+$/ });
    await expect(pageButtons.map((b) => b.textContent)).toEqual(['1', '9', '10', '11', '20']);
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Keyboard: Story = {
  args: { page: 1, pageCount: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tab order: Previous, then pages 1–5, the last page, then Next.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 of 20')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    canvas.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 3 of 20')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const RightToLeft: Story = {
  args: { page: 3, pageCount: 8 },
  render: (args) => (
    <div dir="rtl">
      <StatefulPagination {...args} />
    </div>
  ),
};

export const DarkScheme: Story = {
  args: { page: 4, pageCount: 12 },
  globals: { theme: 'dark' },
};
