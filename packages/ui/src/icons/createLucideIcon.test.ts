import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CircleAlert, Eye, Info, LoaderCircle, X } from 'lucide-react';
import * as circleAlertModule from 'lucide-react/icons/circle-exclamation-point';
import * as eyeModule from 'lucide-react/icons/eye';
import * as infoModule from 'lucide-react/icons/info';
import * as loaderModule from 'lucide-react/icons/loader-circle';
import * as xModule from 'lucide-react/icons/x';
import createLucideIcon, { type LucideIconData, type LucideIconProps } from './createLucideIcon';

/** The data an icon module hands its factory (not in the library's types). */
const dataOf = (module: object) => (module as { __iconData: LucideIconData }).__iconData;

const markup = (Icon: ComponentType<LucideIconProps>, props: LucideIconProps = {}) =>
  renderToStaticMarkup(createElement(Icon, props));

describe('createLucideIcon', () => {
  // The library's own icons (this test runs without build/lucideIcons.ts) against the same data through ours.
  const pairs = [
    ['Eye', Eye, eyeModule],
    ['CircleAlert', CircleAlert, circleAlertModule],
    ['Info', Info, infoModule],
    ['LoaderCircle', LoaderCircle, loaderModule],
    ['X', X, xModule],
  ] as const;
  const propSets: LucideIconProps[] = [
    {},
    { 'aria-hidden': true },
    { size: 18, strokeWidth: 1.5, className: 'spin lucide' },
    { color: 'red', width: 20, style: { flex: 'none' } },
    { 'aria-label': 'Close', role: 'img' },
    { children: createElement('title', null, 'Information') },
  ];

  it.each(pairs)(
    'draws %s as lucide-react does, with every prop the design system passes',
    (_, Library, module) => {
      const Ours = createLucideIcon(dataOf(module));
      for (const props of propSets) expect(markup(Ours, props)).toBe(markup(Library, props));
    },
  );

  it('names the component after the icon, for React DevTools', () => {
    expect(createLucideIcon(dataOf(loaderModule)).displayName).toBe('LoaderCircle');
  });
});
