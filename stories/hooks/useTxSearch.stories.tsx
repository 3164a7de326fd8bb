import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { anyTypeUrl } from '../../src/core/schemas.ts'
import { useTxSearch } from '../../src/react/hooks/tx/useTxSearch.ts'
import { QueryState } from './QueryState.tsx'

function TxSearch(props: { eventQuery?: string; events?: string[] }) {
  const { data, error, status } = useTxSearch({ ...props, orderBy: 'ORDER_BY_DESC', limit: 15 })
  const rows = (data?.tx_responses ?? []).map((response, index) => ({ response, tx: data?.txs?.[index] }))
  return (
    <QueryState label="Transactions" status={status} error={error} empty={rows.length === 0}>
      <table>
        <caption>
          {data?.total ?? '0'} transactions match {props.eventQuery ?? props.events?.join(' AND ')}
        </caption>
        <thead>
          <tr>
            <th scope="col">Height</th>
            <th scope="col">Hash</th>
            <th scope="col">Messages</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ response, tx }) => (
            <tr key={response.txhash}>
              <td>{response.height}</td>
              <td>
                <code>{response.txhash.slice(0, 12)}…</code>
              </td>
              <td>{tx?.body?.messages.map((message) => anyTypeUrl(message).split('.').at(-1)).join(', ')}</td>
              <td>{response.code === 0 ? 'success' : `failed (${response.codespace} ${response.code})`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </QueryState>
  )
}

const meta = { title: 'Hooks/useTxSearch', component: TxSearch } satisfies Meta<typeof TxSearch>
export default meta
type Story = StoryObj<typeof meta>

export const ByEventQuery: Story = {
  args: { eventQuery: 'tx.height>0' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table')
    const heights = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => BigInt(row.firstElementChild!.textContent!))
    expect(heights.length).toBe(15)
    expect(heights).toEqual([...heights].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)))
  },
}

export const ByEventsOfOlderChains: Story = {
  args: { events: ["message.action='/cosmos.bank.v1beta1.MsgSend'"] },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table')
    for (const row of within(table).getAllByRole('row').slice(1)) expect(row).toHaveTextContent('MsgSend')
  },
}

export const NoMatch: Story = {
  args: { eventQuery: "message.sender='kii1nobody'" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Nothing here.')
  },
}
