import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileField } from './FileField';

const imageTypeError = 'Image type should be JPG, PNG or JPEG';
const png = () => new File(['png'], 'my-logo.png', { type: 'image/png' });
const gif = () => new File(['gif'], 'animation.gif', { type: 'image/gif' });

const meta = {
  title: 'Components/FileField',
  component: FileField,
  tags: ['autodocs'],
  args: {
    label: 'Logo',
    name: 'logo',
    accept: '.jpg,.jpeg,.png',
    typeErrorText: imageTypeError,
    onFileSelect: fn(),
    onReject: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Logo');
    await expect(input).toHaveAccessibleDescription('No file chosen');
    const file = png();
    await userEvent.upload(input, file);
    await expect(canvas.getByText('my-logo.png')).toBeInTheDocument();
    await expect(input).toHaveAccessibleDescription('my-logo.png');
    await expect(args.onFileSelect).toHaveBeenCalledWith(file);
    await expect(input).not.toBeInvalid();
  },
};

export const Filled: Story = {
  args: { fileName: 'current-logo.jpg', helperText: 'JPG, JPEG or PNG.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Logo');
    await expect(input).toHaveAccessibleDescription('current-logo.jpg JPG, JPEG or PNG.');
  },
};

/** A file of another type (picked through "All files" or dropped) is refused with the given text. */
export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Logo');
    // The picker's own filter is bypassed, as a member can by choosing "All files".
    const user = userEvent.setup({ applyAccept: false });
    const refused = gif();
    await user.upload(input, refused);
    await expect(input).toBeInvalid();
    await expect(canvas.getByText(imageTypeError)).toBeInTheDocument();
    await expect(args.onReject).toHaveBeenCalledWith(refused);
    await expect(args.onFileSelect).toHaveBeenLastCalledWith(null);

    // Choosing an accepted file clears the error.
    await user.upload(input, png());
    await expect(input).not.toBeInvalid();
    await expect(canvas.queryByText(imageTypeError)).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { required: true, errorText: 'This field is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Logo');
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('No file chosen This field is required');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText('Logo')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, fileName: 'current-logo.jpg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Logo')).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'الشعار',
    chooseLabel: 'اختر ملفًا',
    noFileLabel: 'لم يتم اختيار ملف',
    errorText: 'هذا الحقل مطلوب',
  },
  globals: { locale: 'ar' },
};

export const DarkScheme: Story = {
  args: { fileName: 'current-logo.jpg' },
  globals: { theme: 'dark' },
};
