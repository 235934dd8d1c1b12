import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  // Short delay so tests stay fast; the component's default is the spec's 500 ms.
  args: { label: 'Search events', placeholder: 'Search events', debounceMs: 200, onSearch: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search events' });
    await userEvent.type(box, 'yoga');
    // One search for the whole word, once typing pauses; none per keystroke.
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('yoga'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'meditation' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search events' });
    await expect(box).toHaveValue('meditation');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  args: { debounceMs: 60_000 },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search events' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    // Enter searches at once, without waiting for the (here very long) delay.
    await userEvent.keyboard('diet{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('diet');
    // Escape clears and searches for nothing.
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/** Controlled by the parent, as when the term lives in the URL or the store. */
export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [term, setTerm] = useState('heart');
    return (
      <>
        <SearchField {...args} value={term} onValueChange={setTerm} />
        <p>Term: {term}</p>
      </>
    );
  },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search events' });
    await userEvent.type(box, ' health');
    await expect(canvas.getByText('Term: heart health')).toBeInTheDocument();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('heart health'));
  },
};

export const Busy: Story = {
  args: { defaultValue: 'yoga', busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search events' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'yoga', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search events' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Search products', placeholder: 'Name or category', hideLabel: false },
};

export const RightToLeft: Story = {
  args: { label: 'البحث', placeholder: 'ابحث عن الفعاليات', defaultValue: 'يوغا', clearLabel: 'مسح البحث' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'مسح البحث' })).toBeInTheDocument();
  },
};
