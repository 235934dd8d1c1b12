import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/** What each of lucide-react's icon modules hands its factory (`icons/*.mjs`: `__iconData`). */
export interface LucideIconData {
  name?: string;
  size?: number;
  aliases?: string[];
  node: [tag: string, attributes: Record<string, string>][];
}

export interface LucideIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  children?: ReactNode;
}

const isA11yProp = (name: string) => name.startsWith('aria-') || name === 'role' || name === 'title';

/**
 * lucide-react's icon factory, for the props the design system uses (size, color, strokeWidth, className and any SVG
 * attribute): the same `<svg>` as the library's (its attributes, its `lucide lucide-<name>` classes, aria-hidden when
 * nothing names the icon) without the library's per-icon runtime (its context, attribute-name mapping and class
 * merging: ~1.3 KB of gzip on every page's first load). Every lucide-react icon module is built with it
 * (build/lucideIcons.ts, used by the app's build, its prerendering and Storybook); createLucideIcon.test.ts holds
 * its output against the library's own.
 */
export default function createLucideIcon(icon: LucideIconData) {
  const viewBox = `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`;
  const iconClasses = [
    'lucide',
    ...[icon.name, ...(icon.aliases ?? [])].filter(Boolean).map((n) => `lucide-${n}`),
  ];
  const Icon = forwardRef<SVGSVGElement, LucideIconProps>(function Icon(
    { color = 'currentColor', size = 24, width, height, strokeWidth = 2, className, children, ...rest },
    ref,
  ) {
    const named =
      Boolean(children) || Object.keys(rest).some((n) => isA11yProp(n) && rest[n as never] != null);
    const classes = new Set([...iconClasses, ...(className ?? '').split(/\s+/).filter(Boolean)]);
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: width ?? size,
        height: height ?? size,
        viewBox,
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...classes].join(' '),
        ...(named ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
  if (icon.name) Icon.displayName = icon.name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
  return Icon;
}
