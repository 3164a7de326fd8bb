import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Address } from '../../src/components/Address/Address.tsx'
import { fixtures } from '../gateway.ts'

const meta = {
  title: 'Primitives/Address',
  component: Address,
  args: { value: fixtures.richAddress },
} satisfies Meta<typeof Address>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Copy address' })
    await userEvent.tab()
    expect(button).toHaveFocus()
    // The full value shows on keyboard focus, not only on hover.
    expect(canvas.getByRole('tooltip')).toBeVisible()
    expect(button).toHaveAccessibleDescription(fixtures.richAddress)
  },
}

export const AsLink: Story = { args: { href: `#/account/${fixtures.richAddress}` } }

export const EvmAddress: Story = { args: { value: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', head: 6, tail: 4 } }

export const Dark: Story = { globals: { theme: 'dark' } }

export const HostileText: Story = {
  args: { value: '<script>alert(1)</script>\u202Ekii1evil\u202C<img src=x onerror=alert(2)>' },
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('script, img')).toBeNull()
    expect(within(canvasElement).getByRole('tooltip', { hidden: true }).textContent).toContain('<script>')
  },
}
