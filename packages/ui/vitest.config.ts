import { defineProject } from 'vitest/config';

// Pure logic of the design system (contrast maths, validation, formatting) in Node. Components are tested
// through their stories in the `storybook` browser project instead.
export default defineProject({
  test: {
    name: 'ui',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
