import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';

// A drawn portrait as an inline SVG so the story never touches the network.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
    <rect width="96" height="96" fill="#CCFBF1"/>
    <circle cx="48" cy="38" r="18" fill="#B45309"/>
    <path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#0F766E"/>
  </svg>`,
)}`;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Jane Mary Doe', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('img', { name: 'Jane Mary Doe' });
    await expect(avatar).toHaveTextContent('JM');
  },
};

export const Photo: Story = {
  args: { src: portrait },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const photo = canvas.getByRole<HTMLImageElement>('img', { name: 'Jane Mary Doe' });
    await waitFor(() => expect(photo.complete && photo.naturalWidth > 0).toBe(true));
    await expect(canvas.queryByText('JM')).not.toBeInTheDocument();
  },
};

export const BrokenPhoto: Story = {
  args: { src: 'data:image/png;base64,bm90LWFuLWltYWdl', name: 'Omar Ali' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The photo fails to load, so the initials take its place.
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Omar Ali' })).toHaveTextContent('OA'));
  },
};

export const NoName: Story = {
  args: { name: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'User' }).querySelector('svg')).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
      <Avatar {...args} size="xl" src={portrait} />
    </div>
  ),
};

export const ColoursFromNames: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {['Jane Doe', 'John Smith', 'Ayşe Kaya', 'Omar Ali', 'Li Wei', 'Maria Garcia', 'سارة أحمد'].map(
        (name) => (
          <Avatar key={name} name={name} />
        ),
      )}
    </div>
  ),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Avatar name="Jane Mary Doe" />
      <Avatar name="Omar Ali" />
      <Avatar name="" />
      <Avatar name="Li Wei" src={portrait} />
    </div>
  ),
};
