import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { toBlockDetail, toBlockExplorerRow } from '../../src/components/BlockExplorerTable/BlockExplorerTable.tsx'
import { ChannelTableView } from '../../src/components/ChannelTable/ChannelTableView.tsx'
import { OracleRatesTableView } from '../../src/components/OracleRatesTable/OracleRatesTableView.tsx'
import { toTxTableRows } from '../../src/components/TxTable/TxTable.tsx'
import type { GetBlockResponse } from '../../src/modules/base/getBlock.ts'
import type { GetBlockWithTxsResponse } from '../../src/modules/tx/getBlockWithTxs.ts'
import type { GetTxSearchResponse } from '../../src/modules/tx/getTxSearch.ts'

// The message fields a gateway may send as null or leave out (proto3 JSON), as the components
// receive them after validation: each view renders what is there instead of throwing.

describe('components render null or absent message fields', () => {
  it('OracleRatesTableView: a denom whose oracle_exchange_rate is null shows its row without a rate', () => {
    render(
      <OracleRatesTableView
        rates={[
          { denom: 'uatom', oracle_exchange_rate: null },
          { denom: 'uosmo', oracle_exchange_rate: { exchange_rate: '0.5', last_update: '7', last_update_timestamp: '0' } },
          { denom: 'akii' },
        ]}
        snapshots={[{ snapshot_timestamp: '1', price_snapshot_items: [{ denom: 'uatom', oracle_exchange_rate: null }, { denom: 'uosmo' }] }]}
        locale="en-US"
      />,
    )
    const rowOf = (denom: string) => screen.getAllByRole('row').find((row) => within(row).queryAllByRole('rowheader')[0]?.textContent?.startsWith(denom))
    expect(rowOf('uatom')).toBeDefined()
    expect(rowOf('akii')).toBeDefined()
    expect(rowOf('uosmo')!.textContent).toContain('0.5')
  })

  it('ChannelTableView: a channel whose counterparty is null or absent still shows its own ends', () => {
    const channel = { port_id: 'transfer', state: 'STATE_OPEN' as const, ordering: 'ORDER_UNORDERED' as const, connection_hops: ['connection-0'], version: 'ics20-1' }
    render(
      <ChannelTableView
        channels={[
          { ...channel, channel_id: 'channel-0', counterparty: null },
          { ...channel, channel_id: 'channel-1' },
        ]}
        locale="en-US"
      />,
    )
    const headers = screen.getAllByRole('rowheader').map((header) => header.textContent)
    expect(headers).toEqual(expect.arrayContaining([expect.stringContaining('channel-0'), expect.stringContaining('channel-1')]))
  })

  it('BlockExplorerTable: a block answer without block, header or block_id becomes a blank row, not a TypeError', () => {
    expect(toBlockExplorerRow({ block_id: null, block: null } as GetBlockResponse)).toMatchObject({ height: '', txCount: 0 })
    const headerless = { block_id: null, block: { header: null, data: null } } as GetBlockResponse
    expect(toBlockExplorerRow(headerless)).toMatchObject({ height: '', proposer: undefined, txCount: 0 })
    const withoutProposer = {
      block_id: { hash: null },
      block: { header: { chain_id: 'c', height: '9', time: '2026-01-01T00:00:00Z', proposer_address: null }, data: { txs: ['AA=='] } },
    } as GetBlockResponse
    expect(toBlockExplorerRow(withoutProposer)).toMatchObject({ height: '9', proposer: undefined, txCount: 1 })
    const detail = toBlockDetail({ block_id: null, block: null, txs: [{ signatures: [], body: null, auth_info: null }], pagination: null } as GetBlockWithTxsResponse)
    expect(detail).toMatchObject({ height: '', time: '', proposer: '', hash: undefined, txCount: 0, txs: [] })
  })

  it('TxTable: a transaction whose body and auth_info are null has no messages, fee or memo', () => {
    const response = {
      height: '5', txhash: 'AB', codespace: '', code: 0, data: '', raw_log: '', info: '', gas_wanted: '1', gas_used: '1', timestamp: '',
    }
    const page = { txs: [{ signatures: [], body: null, auth_info: null }], tx_responses: [response], pagination: null } as GetTxSearchResponse
    expect(toTxTableRows([page])).toMatchObject([{ hash: 'AB', messages: [], fee: undefined, memo: undefined }])
  })
})
