import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AmountView } from '../../src/components/Amount/AmountView.tsx'
import { createGenesis } from '../../src/devnet/state.ts'
import { fixtures, storybookSeed } from '../gateway.ts'

const metadata = createGenesis({ seed: storybookSeed, chainId: 'gatekit-devnet-1' }).metadata
const kii = metadata.find((entry) => entry.base === 'akii')

const meta = {
  title: 'Primitives/AmountView',
  component: AmountView,
  args: { amount: '987654321123456789012345678', denom: 'akii', metadata: kii, locale: 'en-US' },
} satisfies Meta<typeof AmountView>
export default meta
type Story = StoryObj<typeof meta>

export const FarAbove2To53: Story = {
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByTitle(/KII/)).toHaveTextContent('987,654,321.123456 KII')
  },
}

export const AllDecimals: Story = { args: { maximumFractionDigits: 18 } }

export const Tiny: Story = {
  args: { amount: '1' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByTitle(/KII/)).toHaveTextContent('<0.000001 KII')
  },
}

export const UnknownDenomShownRaw: Story = {
  args: { amount: '42000000', denom: fixtures.factoryDenom, metadata: undefined },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByTitle(`42000000 ${fixtures.factoryDenom}`)).toHaveAttribute('data-resolution', 'raw')
  },
}

export const GermanLocale: Story = { args: { locale: 'de-DE' } }

export const Dark: Story = { globals: { theme: 'dark' } }

/** Metadata whose display unit, name, symbol and uri try to be markup, a script link or reversed text: all plain text. */
export const HostileMetadata: Story = {
  args: {
    amount: '1500000000000000000',
    denom: 'factory/kii1evil/X',
    metadata: {
      base: 'factory/kii1evil/X',
      display: '<script>alert(1)</script>',
      name: 'javascript:alert(2)',
      symbol: '\u202EIIK<img src=x onerror=alert(3)>',
      denom_units: [
        { denom: 'factory/kii1evil/X', exponent: 0 },
        { denom: '<script>alert(1)</script>', exponent: 18 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('script, img, a')).toBeNull()
    const amount = within(canvasElement).getByTitle(/^1\.5 /)
    // The override is shown as ⟨U+202E⟩, not obeyed; the symbol is also isolated, so nothing in it can reorder the number.
    expect(amount).toHaveTextContent('1.5 ⟨U+202E⟩IIK<img src=x onerror=alert(3)>')
    expect(amount.querySelector('bdi')).toHaveTextContent('⟨U+202E⟩IIK<img src=x onerror=alert(3)>')
  },
}
