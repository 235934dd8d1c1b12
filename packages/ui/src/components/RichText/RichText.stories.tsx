import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RichText } from './RichText';
import { stripTags, truncate } from './text';

const description = `
<h2>Why you will love it</h2>
<p>Our <strong>organic chamomile blend</strong> is picked by hand and dried slowly, so every cup is calm and
gentle. Brew it for five minutes before bed.</p>
<ul>
  <li>Caffeine free</li>
  <li>Supports restful sleep</li>
  <li>Plastic-free tea bags</li>
</ul>
<p>Read more about <a href="https://example.org/chamomile" target="_blank">how we source our herbs</a>.</p>
`;

const longDescription = `
<p>This eight-week <em>mindful movement</em> programme combines gentle yoga, breathing practice and short
guided meditations. Each week builds on the last, starting with posture and breath awareness and moving on
to balance, flexibility and stress relief.</p>
<p>Sessions are led by certified instructors who adapt every pose for beginners, seniors and anyone
recovering from illness. You can join live or follow the recordings at your own pace.</p>
<p>At the end of the programme you will have a short daily routine you can keep for life, a printed guide
to your favourite poses and access to our community circle for questions and encouragement.</p>
`;

const hostile = `
<p onclick="window.__richTextPwned = true">Click for a calm surprise.</p>
<script>window.__richTextPwned = true</script>
<a href="javascript:window.__richTextPwned = true">A dangerous link</a>
<a href="https://example.org" onmouseover="window.__richTextPwned = true">A safe link</a>
<p style="color: #ff0000">Inline colours are removed.</p>
<form><input name="card" aria-label="Card"></form>
`;

const meta = {
  title: 'Components/RichText',
  component: RichText,
  tags: ['autodocs'],
  args: { html: description },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Why you will love it' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const link = canvas.getByRole('link', { name: 'how we source our herbs' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Sanitised: Story = {
  args: { html: hostile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByText('Click for a calm surprise.').parentElement!;
    await expect(content.querySelector('script')).toBeNull();
    await expect(content.querySelector('[onclick], [onmouseover], [style], form, input')).toBeNull();
    await userEvent.click(canvas.getByText('Click for a calm surprise.'));
    await expect(canvas.getByText('A dangerous link')).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'A safe link' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect((window as { __richTextPwned?: boolean }).__richTextPwned).toBeUndefined();
  },
};

export const ShowMore: Story = {
  args: { html: longDescription, collapsedLength: 400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/community circle/)).toBeNull();
    await expect(canvasElement.textContent).toContain('…');

    await userEvent.click(toggle);
    await expect(canvas.getByText(/community circle/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Show less' }));
    await expect(canvas.queryByText(/community circle/)).toBeNull();
  },
};

export const ShortDescription: Story = {
  name: 'Short description (stripTags and truncate)',
  render: () => (
    <div>
      <p>{stripTags(description)}</p>
      <p>{truncate('Organic Chamomile Sleep Blend Tea, 40 Bags', 30)}</p>
      <p>{truncate('Harmony Wellness Partners International', 30, ' ...')}</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Why you will love it Our organic chamomile blend/)).toBeVisible();
    await expect(canvas.getByText('Organic Chamomile Sleep Blend ...')).toBeVisible();
    await expect(canvas.getByText('Harmony Wellness Partners Inte ...')).toBeVisible();
  },
};

export const DarkScheme: Story = {
  globals: { theme: 'dark' },
};
