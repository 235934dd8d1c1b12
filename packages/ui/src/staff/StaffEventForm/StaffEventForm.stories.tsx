import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffEventForm } from './StaffEventForm';
import type { StaffEventFormValues } from './eventFormValues';

const packages = [
  { uuid: 'p-starter', name: 'Starter' },
  { uuid: 'p-explorer', name: 'Explorer' },
];

const written: StaffEventFormValues = {
  name: 'Breathing for beginners',
  nameTr: 'Yeni başlayanlar için nefes',
  nameAr: 'التنفس للمبتدئين',
  description: '<p>Slow breaths, calm mind.</p>',
  descriptionTr: '<p>Yavaş nefes, sakin zihin.</p>',
  descriptionAr: '<p>أنفاس بطيئة وعقل هادئ.</p>',
  eventCategory: 'Lifestyle',
  eventMode: 'Online',
  startsAt: '2026-12-10T18:00',
  endsAt: '2026-12-10T19:00',
  price: '20',
  capacity: '40',
  packageUuid: 'p-starter',
  allowRegistration: true,
  image: null,
  speakers: [
    {
      name: 'Dr. Ada Lane',
      role: 'speaker',
      designation: 'Pulmonologist',
      linkedInProfile: 'https://example.org/ada',
      description: 'Twenty years of breathing clinics.',
      image: null,
    },
    { name: 'Sam Ortiz', role: 'moderator', image: null },
  ],
};

const meta = {
  title: 'Staff/StaffEventForm',
  component: StaffEventForm,
  tags: ['autodocs'],
  args: {
    packages,
    onSubmit: fn(),
    onCancel: fn(),
    onUploadImage: fn(async () => '/uploads/0123456789abcdef0123456789abcdef.png'),
  },
} satisfies Meta<typeof StaffEventForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new event: English, Arabic, the details and a speaker, published. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Title \(English\)/ }), 'Morning yoga');
    await userEvent.type(canvas.getByRole('textbox', { name: /Title \(Arabic\)/ }), 'يوغا الصباح');
    const starts = canvasElement.querySelector<HTMLInputElement>('input[name="startsAt"]')!;
    const ends = canvasElement.querySelector<HTMLInputElement>('input[name="endsAt"]')!;
    await userEvent.type(starts, '2026-12-10T08:00');
    await userEvent.type(ends, '2026-12-10T09:00');
    await userEvent.type(canvas.getByRole('textbox', { name: /Price per seat/ }), '15');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Required package/ }), 'p-explorer');
    await userEvent.click(canvas.getByRole('button', { name: 'Add speaker' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Dr. Ada Lane');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Morning yoga',
        nameAr: 'يوغا الصباح',
        price: '15',
        packageUuid: 'p-explorer',
        speakers: [expect.objectContaining({ name: 'Dr. Ada Lane', role: 'speaker' })],
      }),
      'upcoming',
    );
  },
};

/** Saving with nothing filled in names each missing field. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3);
  },
};

/** A published event being edited: one Save; the picture is stored through the upload callback. */
export const Editing: Story = {
  args: { initialValues: written, published: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Title \(Turkish\)/ })).toHaveValue(
      'Yeni başlayanlar için nefes',
    );
    await expect(canvas.queryByRole('button', { name: 'Publish' })).toBeNull();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }),
    );
    await expect(args.onUploadImage).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Sam Ortiz' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        image: '/uploads/0123456789abcdef0123456789abcdef.png',
        speakers: [expect.objectContaining({ name: 'Dr. Ada Lane' })],
      }),
      'upcoming',
    );
  },
};

export const Busy: Story = {
  args: { initialValues: written, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Title \(English\)/ })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { initialValues: written, disabled: true, published: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { initialValues: written, error: 'Capacity cannot be lower than the 12 seats already taken.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Capacity cannot be lower');
  },
};

export const Dark: Story = {
  args: { initialValues: written },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Publish' })).toBeVisible();
  },
};

export const Arabic: Story = {
  args: {
    initialValues: written,
    labels: {
      languages: { en: 'الإنجليزية', tr: 'التركية', ar: 'العربية' },
      title: 'العنوان',
      description: 'الوصف',
      details: 'التفاصيل',
      speakers: 'المتحدثون والمحاورون',
      addSpeaker: 'إضافة متحدث',
      saveDraft: 'حفظ كمسودة',
      publish: 'نشر',
    },
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'نشر' })).toBeVisible();
  },
};

export const Phone: Story = {
  args: { initialValues: written },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Publish' })).toBeVisible();
  },
};
