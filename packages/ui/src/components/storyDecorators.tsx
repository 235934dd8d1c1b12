import type { Decorator } from '@storybook/react-vite';

/**
 * Dialogs show in the top layer; a story root as tall as the viewport (less the frame's padding)
 * puts them inside the screenshot.
 */
export const fullHeight: Decorator = (Story) => (
  <div style={{ minBlockSize: 'calc(100vh - 32px)' }}>
    <Story />
  </div>
);
