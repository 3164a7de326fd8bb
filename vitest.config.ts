import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'
import { chromiumBrowser } from './test/chromium.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['test/**/*.test.{ts,tsx}'],
            exclude: ['test/**/*.browser.test.{ts,tsx}', 'test/**/*.e2e.test.ts'],
            setupFiles: ['test/setup.ts'],
            // The widget puts the components' stylesheet text into its shadow root (`styles.css?inline`).
            css: { include: [/styles\.css\?inline$/] },
          },
        },
        {
          extends: true,
          test: {
            name: 'types',
            // Type tests (*.test-d.ts) are checked by tsc, not run; a project of their own keeps unit runs fast.
            include: [],
            typecheck: { enabled: true, only: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['test/**/*.browser.test.{ts,tsx}'],
            globalSetup: ['test/globalSetup.ts'],
            setupFiles: ['test/setup.ts'],
            browser: chromiumBrowser(),
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            // Pages served over HTTP, with the built standalone widget, in Debian's Chromium (playwright-core).
            environment: 'node',
            include: ['test/**/*.e2e.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            browser: chromiumBrowser(),
            // The largest stories (TxViewer with 100 messages and 1,000 events) render for seconds on a loaded 2-core machine.
            testTimeout: 30_000,
          },
        },
      ],
    },
  }),
)
