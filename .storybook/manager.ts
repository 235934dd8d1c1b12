import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { lightTheme } from '../packages/ui/src/theme/themes';

// Storybook's own chrome in the brand colours, so the design system reads as ours.
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Wellness design system',
    colorPrimary: lightTheme.color.primary.default,
    colorSecondary: lightTheme.color.primary.default,
    appBg: lightTheme.color.bg.page,
    appContentBg: lightTheme.color.bg.surface,
    appBorderColor: lightTheme.color.border.subtle,
    textColor: lightTheme.color.text.primary,
    barSelectedColor: lightTheme.color.primary.default,
  }),
});
