import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { useOracleRates } from '../../src/react/hooks/oracle/useOracleRates.ts'
import { QueryState } from './QueryState.tsx'

function OracleRates() {
  const { data, error, status } = useOracleRates()
  const rates = data?.denom_oracle_exchange_rate ?? []
  return (
    <QueryState label="Oracle rates" status={status} error={error} empty={rates.length === 0}>
      <table>
        <caption>Oracle exchange rates</caption>
        <thead>
          <tr>
            <th scope="col">Denom</th>
            <th scope="col">Rate</th>
            <th scope="col">Updated at height</th>
          </tr>
        </thead>
        <tbody>
          {rates.map(({ denom, oracle_exchange_rate: rate }) => (
            <tr key={denom}>
              <td>{denom}</td>
              <td>{rate?.exchange_rate}</td>
              <td>{rate?.last_update}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </QueryState>
  )
}

const meta = { title: 'Hooks/useOracleRates', component: OracleRates } satisfies Meta<typeof OracleRates>
export default meta

export const CurrentRates: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table')
    expect(within(table).getByText('uatom')).toBeVisible()
    for (const cell of within(table).getAllByText(/^\d+\.\d{18}$/)) expect(cell).toBeVisible()
  },
}
