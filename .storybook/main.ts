import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
}

export default config
