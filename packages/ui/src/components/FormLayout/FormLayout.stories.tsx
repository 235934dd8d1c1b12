import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { FormActions, FormFullWidth, FormLayout } from './FormLayout';

const countries = ['Afghanistan', 'Brazil', 'Canada', 'China', 'Congo', 'India'].map((name) => ({
  value: name,
  label: name,
}));

/** The profile completion form of the spec, as the app composes it. */
function ProfileCompletionForm({ columns, onSubmit }: { columns: 1 | 2; onSubmit: () => void }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormLayout columns={columns}>
        <TextField label="Name" name="name" required defaultValue="Jane Doe" />
        <Select label="Country" name="country" required options={countries} defaultValue="Canada" />
        <TextField label="State" name="state" required defaultValue="Ontario" />
        <TextField label="City" name="city" required defaultValue="To" errorText="Minimum 3 characters" />
        <TextField label="Zip code" name="zipCode" required defaultValue="M5V 2T6" />
        <FormFullWidth>
          <Checkbox
            name="terms"
            label="I accept the pricing policy terms and conditions"
            errorText="You must accept the pricing policy terms and conditions"
          />
        </FormFullWidth>
        <FormActions>
          <Button variant="secondary">Cancel</Button>
          <Button type="submit">Save</Button>
        </FormActions>
      </FormLayout>
    </form>
  );
}

const meta = {
  title: 'Components/FormLayout',
  component: ProfileCompletionForm,
  tags: ['autodocs'],
  args: { columns: 2, onSubmit: fn() },
} satisfies Meta<typeof ProfileCompletionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const top = (element: HTMLElement) => Math.round(element.getBoundingClientRect().top);
const left = (element: HTMLElement) => Math.round(element.getBoundingClientRect().left);

export const TwoColumns: Story = {
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const country = canvas.getByRole('combobox', { name: 'Country' });
    // Side by side on a desktop screen.
    await expect(top(country)).toBe(top(name));
    await expect(left(country)).toBeGreaterThan(left(name));
    // The primary action comes last, at the end of the row.
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(left(save)).toBeGreaterThan(left(cancel));
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Stack: Story = {
  args: { columns: 1 },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await expect(top(country)).toBeGreaterThan(top(name));
  },
};

/** Two columns fold into one on phones; the buttons stack full width with Save on top. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await expect(top(country)).toBeGreaterThan(top(name));
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(top(save)).toBeLessThan(top(cancel));
    await expect(save.getBoundingClientRect().width).toBe(cancel.getBoundingClientRect().width);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    // Mirrored: the first field is on the right.
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await expect(left(name)).toBeGreaterThan(left(country));
  },
};
