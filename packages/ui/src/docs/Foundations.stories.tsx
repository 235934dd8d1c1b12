import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { lightTheme } from '../theme/themes';
import { ColourPalette, Radii, Shadows, SpacingScale, TypeScale } from './Foundations';

/**
 * The tables of the Foundations/Overview page as stories, so every token change appears in the
 * screenshot review (and the tables themselves pass axe).
 */
const meta = {
  title: 'Foundations/Tokens',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColoursLight: Story = {
  render: () => <ColourPalette scheme="light" />,
  play: async ({ canvas }) => {
    const swatch = canvas.getByText('primary.default').closest('li');
    await expect(swatch).toHaveTextContent(lightTheme.color.primary.default);
  },
};

export const ColoursDark: Story = {
  render: () => <ColourPalette scheme="dark" />,
};

export const Type: Story = {
  render: () => <TypeScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('font.size.md')).toBeVisible();
    await expect(canvas.getByText('1rem · 16px')).toBeVisible();
  },
};

export const Spacing: Story = {
  render: () => <SpacingScale />,
};

export const RadiiAndShadows: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Radii />
      <Shadows scheme="light" />
      <Shadows scheme="dark" />
    </div>
  ),
};
