import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'
import { chromiumBrowser } from './test/chromium.ts'
import { visualCommands } from './test/visual/commands.ts'

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
            // A timeout should mean "hung", not "slow": on CI's 2 cores a full run stretches tests of 2-3 s
            // (whole widgets over HTTP, Retry-After waits) past vitest's 5 s default.
            testTimeout: 20_000,
            // The widget puts the components' stylesheets' text into its shadow root (`x.css?inline`).
            css: { include: [/\.css\?inline$/] },
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
          // The stories' clock stands still at this instant (2026-03-01T12:00Z) so screenshots repeat:
          // the shared devnet's heights and block times (stories/gateway.ts) and every Date.now (test/visual).
          define: { __GATEKIT_FROZEN_NOW__: '1772366400000' },
          test: {
            name: 'storybook',
            // After each story: screenshots at 360/768/1280 px, light and dark, checked for overflow
            // and against test/visual/fingerprints.json (`npm run test:visual -- --update` re-records).
            setupFiles: ['test/visual/storyScreenshots.ts'],
            browser: { ...chromiumBrowser({ pageWidth: 1600 }), commands: visualCommands },
            // The largest stories (TxViewer with 100 messages and 1,000 events) render and take six screenshots
            // for seconds on a loaded 2-core machine.
            testTimeout: 60_000,
          },
        },
      ],
    },
  }),
)
