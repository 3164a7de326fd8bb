import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Hash } from '../../src/components/Hash/Hash.tsx'
import { GatekitUIProvider } from '../../src/components/shared/GatekitUIProvider.tsx'

const txHash = '5775DB42A21FE201110B153C9E12C4B8BF585EC212C7EA7F0725436AEA8813B2'

const meta = { title: 'Primitives/Hash', component: Hash, args: { value: txHash, kind: 'transaction hash' } } satisfies Meta<typeof Hash>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    expect(canvas.getByText('5775DB42…EA8813B2')).toBeVisible()
    expect(canvas.getByRole('button', { name: 'Copy transaction hash' })).toBeEnabled()
  },
}

export const WithoutCopy: Story = { args: { copyable: false } }

export const Dark: Story = { globals: { theme: 'dark' } }

/** Markup and a right-to-left override in a hash: inert text, the override shown as ⟨U+202E⟩ rather than obeyed. */
export const HostileText: Story = {
  args: { value: `<script>alert(1)</script>\u202E${'AB'.repeat(32)}<img src=x onerror=alert(2)>` },
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('script, img')).toBeNull()
    const tooltip = within(canvasElement).getByRole('tooltip', { hidden: true })
    expect(tooltip).toHaveTextContent('<script>alert(1)</script>⟨U+202E⟩ABAB')
    expect(canvasElement.textContent).not.toMatch(/[\u202A-\u202E]/)
  },
}

/** A transaction hash (`entity="tx"`) under `GatekitUIProvider` routes: a real link to its page. */
export const WithRoutes: Story = {
  args: { entity: 'tx' },
  render: (args) => (
    <GatekitUIProvider routes={{ tx: (hash) => `#/tx/${hash}` }}>
      <Hash {...args} />
    </GatekitUIProvider>
  ),
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', `#/tx/${txHash}`)
  },
}
