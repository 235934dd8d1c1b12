import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BecomeHeroForm } from './BecomeHeroForm';

const story = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'my-story.png', { type: 'image/png' });
const cv = () =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'certificate.pdf', { type: 'application/pdf' });

const meta = {
  title: 'Heroes/BecomeHeroForm',
  component: BecomeHeroForm,
  tags: ['autodocs'],
  args: {
    name: 'Amira Haddad',
    email: 'amira.haddad@example.com',
    mobile: '4155550100',
    packages: [
      { uuid: '6f1e2d3c-4b5a-4968-8776-655443322110', name: 'Starter' },
      { uuid: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Explorer' },
    ],
    onSubmit: fn(),
  },
} satisfies Meta<typeof BecomeHeroForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field filled, the story and a PDF chosen: the form sends them with the chosen options. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Become A Health Hero' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Category/ }), 'Reversal');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Age Group/ }), 'Youth');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Number of Hours/ }), '3');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Mentoring Type/ }), 'online');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Diet' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Diabetes' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Required Membership/ }), 'Explorer');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Disease Types/ }),
      'Type 2 diabetes, Hypertension,',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Experience/ }), 'Ten years as an educator.');
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason for Mentoring/ }), 'I reversed mine.');
    const storyFile = story();
    const cvFile = cv();
    await userEvent.upload(canvas.getByLabelText(/Upload Your Story/), storyFile);
    await userEvent.upload(canvas.getByLabelText(/Upload Documents/), cvFile);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mobile: '4155550100',
      category: 'Reversal',
      ageGroup: 'Youth',
      numberOfHours: 3,
      mentoringChannel: 'online',
      areaOfMentoring: ['Diet', 'Diabetes'],
      experience: 'Ten years as an educator.',
      reasonForMentoring: 'I reversed mine.',
      diseaseType: ['Type 2 diabetes', 'Hypertension'],
      packageUuid: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      uploadStory: storyFile,
      uploadDocuments: cvFile,
    });
  },
};

/** Submitting an empty form shows each rule's message and sends nothing. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getAllByText('This field is required')).toHaveLength(9);
    await expect(canvas.getByText('Choose at least one area')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** §5: a story whose name has none of the allowed kinds, and documents that are not a PDF. */
export const WrongFileTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText(/Upload Your Story/),
      new File(['<html>'], 'story.html', { type: 'text/html' }),
      { applyAccept: false },
    );
    await expect(canvas.getByText('Image type should be JPG, PNG or JPEG')).toBeVisible();
    await userEvent.upload(
      canvas.getByLabelText(/Upload Documents/),
      new File(['text'], 'notes.txt', { type: 'text/plain' }),
      { applyAccept: false },
    );
    await expect(canvas.getByText('Document type should be PDF')).toBeVisible();
  },
};

/** The server refused a file by its content: its message above the fields. */
export const ServerRefused: Story = {
  args: { error: 'Document type should be PDF' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Document type should be PDF');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Submitting/ })).toBeDisabled();
  },
};
