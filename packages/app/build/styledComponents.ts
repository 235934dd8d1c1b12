import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/**
 * styled-components' own Babel plugin, run on the files that import styled-components: every styled component gets
 * an id from its file and its place in that file (`ssr`). Without it, styled-components numbers components in the
 * order their modules run; the prerendered pages (build/prerender.ts) run every module at once and the browser the
 * entry first and each route's chunk later, so class names would differ between the HTML and the browser and
 * hydration would not match.
 */
export function styledComponents() {
  return babel({
    presets: [
      defineRolldownBabelPreset({
        preset: () => ({
          plugins: [
            [
              'babel-plugin-styled-components',
              { ssr: true, displayName: false, fileName: false, pure: true },
            ],
          ],
        }),
        rolldown: { filter: { code: /['"]styled-components['"]/ } },
      }),
    ],
  });
}
