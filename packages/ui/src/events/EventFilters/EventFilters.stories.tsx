import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EventFilters } from './EventFilters';
import type { EventFiltersProps } from './EventFilters';

/** Keeps the chosen category, as the app does. */
function Controlled(props: EventFiltersProps) {
  const [category, setCategory] = useState(props.category);
  return (
    <EventFilters
      {...props}
      category={category}
      onCategoryChange={(next) => {
        setCategory(next);
        props.onCategoryChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Events/EventFilters',
  component: EventFilters,
  tags: ['autodocs'],
  args: { category: '', onKeywordChange: fn(), onCategoryChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof EventFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const keyword = canvas.getByRole('searchbox', { name: 'Search for an Event' });
    await userEvent.type(keyword, 'Yoga');
    // Debounced: one call with the whole word once typing pauses.
    await waitFor(() => expect(args.onKeywordChange).toHaveBeenCalledWith('Yoga'));
    await expect(args.onKeywordChange).toHaveBeenCalledTimes(1);

    const category = canvas.getByRole('combobox', { name: 'Category' });
    const options = within(category)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual([
      'All',
      'Behavioral Health',
      'Cancer',
      'Corporate Wellness',
      'Diet',
      'Diabetes',
      'Health Heroes',
      'Heart Health',
      'Lifestyle',
      'Senior Forum',
      'Women Wellness',
      'WSGs',
      'Youth Forum',
    ]);
    await userEvent.selectOptions(category, 'Heart Health');
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('Heart Health');
    await expect(category).toHaveValue('Heart Health');
    await userEvent.selectOptions(category, 'All');
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('');
  },
};

export const Busy: Story = {
  args: { busy: true, defaultKeyword: 'heart', category: 'Heart Health' },
  play: async ({ canvasElement, args }) => {
    const keyword = within(canvasElement).getByRole('searchbox', { name: 'Search for an Event' });
    await expect(keyword).toHaveAttribute('aria-busy', 'true');
    // Enter searches at once, without waiting for the pause.
    await userEvent.type(keyword, '{Enter}');
    await expect(args.onKeywordChange).toHaveBeenCalledWith('heart');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    defaultKeyword: 'قلب',
    category: 'Diet',
    categoryLabel: (value) => (value === 'Diet' ? 'النظام الغذائي' : value),
  },
};
