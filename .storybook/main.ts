import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // `!(__screenshots__)/`: the baselines live in folders named after the story file
  // (`__screenshots__/Button.stories.tsx/`), which the dev server's watcher would take for stories.
  stories: [
    '../packages/ui/src/docs/**/*.mdx',
    '../packages/ui/src/**/!(__screenshots__)/*.stories.@(ts|tsx|mdx)',
    '../packages/app/src/**/!(__screenshots__)/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No onboarding checklist: designers and QA open Storybook to review, not to set it up.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
};

export default config;
