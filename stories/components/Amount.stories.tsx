import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { Amount, type AmountProps } from '../../src/components/Amount/Amount.tsx'
import { createGenesis } from '../../src/devnet/state.ts'
import { type DevnetFaultParameters, fixtures, neverAnswers, storybookSeed } from '../gateway.ts'

const genesis = createGenesis({ seed: storybookSeed, chainId: 'gatekit-devnet-1' })
// An IBC voucher whose chain registered no metadata: resolved through its trace.
const [osmoHash] = [...genesis.denomTraces.entries()].find(([, trace]) => trace.base_denom === 'uosmo')!

function AmountOnGateway(props: AmountProps) {
  return <Amount {...props} data-testid="amount" />
}

const meta = {
  title: 'Primitives/Amount',
  component: AmountOnGateway,
  args: { amount: '1234567890123456789012', denom: 'akii', locale: 'en-US' },
} satisfies Meta<typeof AmountOnGateway>
export default meta
type Story = StoryObj<typeof meta> & { parameters?: DevnetFaultParameters }

const amountIn = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('amount')

export const NativeDenomFromMetadata: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(amountIn(canvasElement)).toHaveAttribute('data-resolution', 'metadata'))
    expect(amountIn(canvasElement)).toHaveTextContent('1,234.56789 KII')
  },
}

export const IbcVoucherThroughItsTrace: Story = {
  args: { amount: '5550000', denom: `ibc/${osmoHash}` },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(amountIn(canvasElement)).toHaveAttribute('data-resolution', 'trace'))
    expect(amountIn(canvasElement)).toHaveTextContent('5,550,000 uosmo')
  },
}

export const IbcVoucherWithMetadata: Story = {
  args: { amount: '1500000', denom: fixtures.ibcDenom },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(amountIn(canvasElement)).toHaveTextContent('1.5 ATOM'))
  },
}

export const UnknownDenomRaw: Story = {
  args: { amount: '18446744073709551617', denom: `factory/${fixtures.richAddress}/NOMETA` },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(amountIn(canvasElement)).toHaveAttribute('data-state', 'success'))
    expect(amountIn(canvasElement)).toHaveAttribute('data-resolution', 'raw')
    expect(amountIn(canvasElement)).toHaveTextContent('18,446,744,073,709,551,617')
  },
}

export const WhileMetadataLoads: Story = {
  parameters: { devnetFaults: [neverAnswers('/stack/bank/v1beta1/denoms_metadata/*')] },
  play: async ({ canvasElement }) => {
    // Until metadata arrives an inline placeholder stands in: never the raw base units (a number
    // 10^18 times too large at a glance), never a guessed scale.
    const amount = amountIn(canvasElement)
    expect(amount).toHaveAttribute('data-state', 'pending')
    expect(amount).toHaveAttribute('aria-busy', 'true')
    expect(amount.querySelector('.gk-skeleton')).toBeVisible()
    expect(amount).not.toHaveTextContent('akii')
    expect(amount.textContent).not.toMatch(/\d/)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
