/**
 * The viewports of the toolbar. Stories pick one with `globals: { viewport: { value: 'phone' } }`;
 * the story tests then resize the browser to it before rendering.
 */
export const viewports = {
  phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;

/** The size the story tests use when a story names no viewport. */
export const defaultTestViewport: ViewportName = 'desktop';
