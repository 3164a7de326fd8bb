import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { useChannels } from '../../src/react/hooks/ibcChannel/useChannels.ts'
import { QueryState } from './QueryState.tsx'

function Channels() {
  const { data, error, status } = useChannels()
  return (
    <QueryState label="Channels" status={status} error={error} empty={data?.channels.length === 0}>
      <table>
        <caption>IBC channels at height {data?.height?.revision_height}</caption>
        <thead>
          <tr>
            <th scope="col">Port / channel</th>
            <th scope="col">State</th>
            <th scope="col">Ordering</th>
            <th scope="col">Counterparty</th>
            <th scope="col">Connection</th>
          </tr>
        </thead>
        <tbody>
          {data?.channels.map((channel) => (
            <tr key={`${channel.port_id}/${channel.channel_id}`}>
              <td>
                {channel.port_id.length > 24 ? `${channel.port_id.slice(0, 24)}…` : channel.port_id} / {channel.channel_id}
              </td>
              <td>{channel.state.replace('STATE_', '')}</td>
              <td>{channel.ordering.replace('ORDER_', '')}</td>
              <td>
                {channel.counterparty?.port_id} / {channel.counterparty?.channel_id}
              </td>
              <td>{channel.connection_hops.join(' → ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </QueryState>
  )
}

const meta = { title: 'Hooks/useChannels', component: Channels } satisfies Meta<typeof Channels>
export default meta

export const AllChannels: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table')
    expect(within(table).getAllByText('OPEN').length).toBeGreaterThan(2)
    expect(within(table).getByText('CLOSED')).toBeVisible()
  },
}
