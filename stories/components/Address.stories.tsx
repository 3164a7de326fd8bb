import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Address } from '../../src/components/Address/Address.tsx'
import { GatekitUIProvider } from '../../src/components/shared/GatekitUIProvider.tsx'
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

/** Under `GatekitUIProvider` routes: an account and a validator address, each a real link to its page. */
export const WithRoutes: Story = {
  render: (args) => (
    <GatekitUIProvider routes={{ account: (address) => `#/account/${address}`, validator: (address) => `#/validator/${address}` }}>
      <p>
        <Address {...args} />
      </p>
      <p>
        <Address value="kiivaloper1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l" />
      </p>
    </GatekitUIProvider>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `#/account/${fixtures.richAddress}`,
      '#/validator/kiivaloper1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l',
    ])
    // Keyboard focus on the link shows the full value; Escape hides it.
    await userEvent.tab()
    expect(links[0]).toHaveFocus()
    const popover = within(canvasElement).getAllByRole('tooltip')[0]!
    await waitFor(() => expect(popover).toBeVisible())
    expect(popover).toHaveTextContent(fixtures.richAddress)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(popover).not.toBeVisible())
  },
}
