import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Grid } from './Grid';

const Tile = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  & h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

const groups = [
  ['Heart Health Circle', 'Heart Health'],
  ['Mindful Mornings', 'Lifestyle'],
  ['Diabetes Support', 'Diabetes'],
  ['Women Wellness Walks', 'Women Wellness'],
  ['Youth Forum', 'Youth Forum'],
  ['Senior Stretch', 'Senior Forum'],
] as const;

const tiles = groups.map(([name, category]) => (
  <Tile key={name}>
    <h3>{name}</h3>
    <p>{category}</p>
  </Tile>
));

const meta = {
  title: 'Components/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: { children: tiles },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

function columnCount(canvasElement: HTMLElement): number {
  const grid = canvasElement.querySelector('[data-story-root] > *') ?? canvasElement.firstElementChild!;
  return getComputedStyle(grid).gridTemplateColumns.split(' ').length;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The test browser is a 1280 px desktop.
    await expect(columnCount(canvasElement)).toBe(3);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(2);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(1);
  },
};

export const FourOnDesktop: Story = {
  args: { columns: { desktop: 4 }, gap: 4 },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(4);
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Wellness support groups',
    children: groups.map(([name, category]) => (
      <li key={name}>
        <Tile>
          <h3>{name}</h3>
          <p>{category}</p>
        </Tile>
      </li>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Wellness support groups' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  },
};
