import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// The app's own Vite config (plugins, `global`, aliases) plus the component-test settings.
export default mergeConfig(
  await viteConfig({ mode: 'test', command: 'serve' }),
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      sequence: { groupOrder: 0 },
    },
  }),
);
