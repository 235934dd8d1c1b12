import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Menu } from '../Menu';
import { TextField } from '../TextField';
import { Dialog } from './Dialog';
import type { DialogProps } from './Dialog';

type HarnessProps = DialogProps & { defaultOpen?: boolean };

/** An opener button and the dialog it controls, as a screen would use it. */
function DialogHarness({ defaultOpen = false, open: _ignored, onClose, ...props }: HarnessProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    open: false,
    title: 'Request already exists',
    children:
      'Your request to become a Health Hero is under review. Please contact the team if you have any questions.',
    onClose: fn(),
    size: 'md',
  },
  render: (args) => <DialogHarness {...args} />,
  // The modal shows in the top layer; a story root as tall as the viewport (less the frame's 16 px
  // padding) puts it inside the screenshot.
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 'calc(100vh - 32px)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<HarnessProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  args: { actions: <Button>Okay</Button> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Request already exists' });
    await expect(dialog).toBeVisible();
    // Focus moves in: the dialog's only action.
    await expect(within(dialog).getByRole('button', { name: 'Okay' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(dialog).not.toBeVisible();
    await expect(opener).toHaveFocus();
    // Open again for the screenshot.
    await userEvent.click(opener);
    await expect(dialog).toBeVisible();
  },
};

export const KeyboardFocusTrap: Story = {
  args: {
    title: 'Are you sure you want to register for this Health Hero Session ?',
    children: null,
    actions: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Yes</Button>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = page(canvasElement).getByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const yes = within(dialog).getByRole('button', { name: 'Yes' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(yes).toHaveFocus();
    // Tab from the last element wraps to the first (the close button) instead of leaving.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(yes).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(dialog).not.toBeVisible();
    await expect(opener).toHaveFocus();
  },
};

export const BackdropClickCloses: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    // A press inside the content does not close it…
    await userEvent.click(within(dialog).getByText(/under review/));
    await expect(args.onClose).not.toHaveBeenCalled();
    // …a press on the backdrop (the dialog box outside its panel) does.
    await userEvent.click(dialog);
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(dialog).not.toBeVisible();
  },
};

export const Busy: Story = {
  args: {
    defaultOpen: true,
    busy: true,
    title: 'Card Details',
    children:
      'Your transaction is in progress. Please do not close or refresh this window until it is complete.',
    actions: (
      <Button busy busyLabel="Submitting...">
        Submit
      </Button>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Card Details' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('open');
  },
};

function CardDetailsForm({ onSubmit }: { onSubmit: (name: string) => void }) {
  const [open, setOpen] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    onSubmit(name);
  };
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      busy={submitting}
      title="Card Details"
      actions={
        <Button type="submit" form="card-details" busy={submitting} busyLabel="Submitting...">
          Submit
        </Button>
      }
    >
      <form id="card-details" onSubmit={submit} style={{ display: 'grid', gap: 16 }}>
        <p style={{ margin: 0 }}>
          Amount payable: <strong>$99</strong>
        </p>
        <TextField label="Name on card" value={name} onChange={(event) => setName(event.target.value)} />
      </form>
    </Dialog>
  );
}

export const WithForm: Story = {
  args: { onClose: fn() },
  render: (args) => <CardDetailsForm onSubmit={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Card Details' });
    const field = within(dialog).getByRole('textbox', { name: 'Name on card' });
    // The first field gets focus, so the member can type at once.
    await expect(field).toHaveFocus();
    await userEvent.keyboard('Jane Doe');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledWith('Jane Doe');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Submitting/ })).toBeDisabled());
    // While submitting, the window cannot be closed.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

export const Small: Story = {
  args: { defaultOpen: true, size: 'sm', actions: <Button>Okay</Button> },
};

export const Large: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Pending membership',
    children:
      'Your membership is pending. A pending membership may take up to 24 hours to activate. Any refund takes 7-10 working days.',
    actions: <Button>Okay</Button>,
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    defaultOpen: true,
    title: 'Success',
    children: 'Success! Package selected successfully.',
    actions: <Button>Let's Start</Button>,
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    defaultOpen: true,
    actions: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Okay</Button>
      </>
    ),
  },
};

export const WithMenuInside: Story = {
  args: {
    defaultOpen: true,
    title: 'Language',
    children: (
      <Menu
        trigger="Choose a language"
        items={[
          { id: 'en', label: 'English' },
          { id: 'tr', label: 'Türkçe', lang: 'tr' },
        ]}
        onSelect={fn()}
        align="start"
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Language' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose a language' }));
    await expect(within(dialog).getByRole('menu')).toBeVisible();
    // The first Escape closes the menu only; the next one closes the dialog.
    await userEvent.keyboard('{Escape}');
    await expect(within(dialog).queryByRole('menu')).not.toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
