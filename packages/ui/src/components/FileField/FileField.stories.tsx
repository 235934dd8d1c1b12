import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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
  play: async ({ args, canvas }) => {
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
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Logo');
    await expect(input).toHaveAccessibleDescription('current-logo.jpg JPG, JPEG or PNG.');
  },
};

/** A file of another type (picked through "All files" or dropped) is refused with the given text. */
export const WrongType: Story = {
  play: async ({ args, canvas }) => {
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

/** A rule of the caller's own: the health hero story upload checks the name, not the type. */
export const CustomRule: Story = {
  args: {
    label: 'Upload your story',
    name: 'uploadStory',
    accept: undefined,
    isAccepted: (file) => /mp4|mkv|png|jpeg|jpg|mp3|pdf|PDF|pptx/.test(file.name),
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Upload your story');
    await userEvent.upload(input, new File(['%PDF'], 'my-journey.PDF', { type: 'application/pdf' }));
    await expect(input).not.toBeInvalid();
    await expect(args.onFileSelect).toHaveBeenCalledTimes(1);
    await userEvent.upload(input, new File(['doc'], 'notes.docx', { type: '' }));
    await expect(input).toBeInvalid();
    await expect(canvas.getByText(imageTypeError)).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { required: true, errorText: 'This field is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Logo');
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('No file chosen This field is required');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Logo')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, fileName: 'current-logo.jpg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Logo')).toBeDisabled();
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
