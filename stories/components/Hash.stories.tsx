import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Hash } from '../../src/components/Hash/Hash.tsx'

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
