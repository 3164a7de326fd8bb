import { describe, expect, it } from 'vitest'
import { SchemaError } from '../../src/core/errors.ts'
import { maxNestingDepth } from '../../src/core/zod.ts'
import { evmState } from '../../src/devnet/evm.ts'
import type { DevnetFault } from '../../src/devnet/faults.ts'
import { channelPacketState } from '../../src/devnet/ibcPackets.ts'
import { getAccount } from '../../src/modules/auth/getAccount.ts'
import { getAuthParams } from '../../src/modules/auth/getAuthParams.ts'
import { getBalance } from '../../src/modules/bank/getBalance.ts'
import { getBankParams } from '../../src/modules/bank/getBankParams.ts'
import { getLatestBlock } from '../../src/modules/base/getLatestBlock.ts'
import { getStaticCall, staticCallDataToHex } from '../../src/modules/evm/getStaticCall.ts'
import { getChannel } from '../../src/modules/ibcChannel/getChannel.ts'
import { getPacketAcknowledgement } from '../../src/modules/ibcChannel/getPacketAcknowledgement.ts'
import { getPacketCommitment } from '../../src/modules/ibcChannel/getPacketCommitment.ts'
import { getClientState } from '../../src/modules/ibcClient/getClientState.ts'
import { getConnection } from '../../src/modules/ibcConnection/getConnection.ts'
import { getTransferParams } from '../../src/modules/ibcTransfer/getTransferParams.ts'
import { getIcaHostParams } from '../../src/modules/ica/getIcaHostParams.ts'
import { getMintParams } from '../../src/modules/mint/getMintParams.ts'
import { getOracleParams } from '../../src/modules/oracle/getOracleParams.ts'
import { getOracleRates } from '../../src/modules/oracle/getOracleRates.ts'
import { getTx } from '../../src/modules/tx/getTx.ts'
import { setupDevnetServer, testClient } from '../helpers.tsx'

// proto3 JSON leaves an unset message or bytes field out, or (the Cosmos gateway) sends it as
// null. The devnet's `schema` fault rewrites its real answer that way, over real HTTP, and each
// action must resolve with the null or the absence, not a SchemaError.

const devnet = setupDevnetServer({ seed: 'proto-nulls' })
const chain = () => devnet.devnet.chain
const fixtures = () => devnet.devnet.fixtures
const client = () => testClient({ baseUrl: devnet.url, retry: 0 })
const busiest = () => {
  const open = chain().genesis.channels.filter((channel) => channel.portId === 'transfer' && channel.state === 'STATE_OPEN')
  return [...open].sort((a, b) => channelPacketState(chain(), b).commitments.size - channelPacketState(chain(), a).commitments.size)[0]!
}
const channelIds = () => ({ channelId: busiest().channelId, portId: busiest().portId })

/** Reads a dotted path (`*` for every element) out of an answer. */
function valuesAt(value: unknown, path: string): unknown[] {
  const [head, ...rest] = path.split('.')
  if (head === undefined) return [value]
  if (value === null || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  const keys = head === '*' ? Object.keys(record) : [head]
  return keys.flatMap((key) => (rest.length === 0 ? [record[key]] : valuesAt(record[key], rest.join('.'))))
}

type Case = { name: string; at: string; call: () => Promise<unknown> }

const cases: Case[] = [
  {
    name: 'evm static_call data (a call to an address without code)',
    at: 'data',
    call: () => getStaticCall(client(), { to: evmState(chain()).addresses.factoryDenomPointer, data: '0x313ce567' }),
  },
  { name: 'auth account', at: 'account', call: () => getAccount(client(), { address: fixtures().richAddress }) },
  { name: "a module account's base_account", at: 'account.base_account', call: () => getAccount(client(), { address: fixtures().moduleAddress }) },
  { name: 'tx tx_response', at: 'tx_response', call: () => getTx(client(), { hash: chain().allTxs()[0]!.hash }) },
  { name: 'tx body', at: 'tx.body', call: () => getTx(client(), { hash: chain().allTxs()[0]!.hash }) },
  { name: 'tx auth_info', at: 'tx.auth_info', call: () => getTx(client(), { hash: chain().allTxs()[0]!.hash }) },
  { name: 'bank balance', at: 'balance', call: () => getBalance(client(), { address: fixtures().richAddress, denom: 'akii' }) },
  { name: 'auth params', at: 'params', call: () => getAuthParams(client()) },
  { name: 'bank params', at: 'params', call: () => getBankParams(client()) },
  { name: 'transfer params', at: 'params', call: () => getTransferParams(client()) },
  { name: 'ica host params', at: 'params', call: () => getIcaHostParams(client()) },
  { name: 'mint params', at: 'params', call: () => getMintParams(client()) },
  { name: 'oracle params', at: 'params', call: () => getOracleParams(client()) },
  { name: 'ibc client_state', at: 'client_state', call: () => getClientState(client(), { clientId: chain().genesis.clients[0]!.clientId }) },
  { name: 'ibc channel', at: 'channel', call: () => getChannel(client(), channelIds()) },
  { name: 'base block', at: 'block', call: () => getLatestBlock(client()) },
  { name: "a block header's proposer_address", at: 'block.header.proposer_address', call: () => getLatestBlock(client()) },
  {
    name: 'packet commitment',
    at: 'commitment',
    call: () => {
      const [sequence] = [...channelPacketState(chain(), busiest()).commitments][0]!
      return getPacketCommitment(client(), { ...channelIds(), sequence: sequence.toString() })
    },
  },
  {
    name: 'packet acknowledgement',
    at: 'acknowledgement',
    call: () => {
      const [sequence] = [...channelPacketState(chain(), busiest()).acknowledgements][0]!
      return getPacketAcknowledgement(client(), { ...channelIds(), sequence })
    },
  },
  {
    name: "a connection counterparty's key_prefix",
    at: 'connection.counterparty.prefix.key_prefix',
    call: () => getConnection(client(), { connectionId: chain().genesis.connections[0]!.connectionId }),
  },
  { name: "every oracle rate's oracle_exchange_rate", at: 'denom_oracle_exchange_rate.*.oracle_exchange_rate', call: () => getOracleRates(client()) },
]

describe('proto3 JSON nulls: unset message and bytes fields, over HTTP', () => {
  it.each(cases)('$name: the real answer has the field', async ({ at, call }) => {
    const values = valuesAt(await call(), at)
    expect(values.length).toBeGreaterThan(0)
    for (const value of values) expect(value).not.toBeNull()
  })

  it.each(cases)('$name: null resolves with null', async ({ at, call }) => {
    const fault = devnet.devnet.faults.inject({ kind: 'schema', change: 'null', at, times: 1 })
    const values = valuesAt(await call(), at)
    expect(fault.hits).toBe(1)
    expect(values.length).toBeGreaterThan(0)
    for (const value of values) expect(value).toBeNull()
  })

  it.each(cases)('$name: absent resolves without it', async ({ at, call }) => {
    const fault = devnet.devnet.faults.inject({ kind: 'schema', change: 'absent', at, times: 1 })
    const answer = await call()
    expect(fault.hits).toBe(1)
    for (const value of valuesAt(answer, at)) expect(value).toBeUndefined()
  })

  it('static_call data null reads as empty return data', async () => {
    devnet.devnet.faults.inject({ kind: 'schema', change: 'null', at: 'data', times: 1 })
    const { data } = await getStaticCall(client(), { to: evmState(chain()).addresses.factoryDenomPointer, data: '0x313ce567' })
    expect(staticCallDataToHex(data)).toBe('0x')
  })
})

describe('nesting depth: a hostile answer nested thousands deep, over HTTP', () => {
  const multisig = '{"multi":{"bitarray":null,"mode_infos":[$]}}'
  const deepModeInfo = (depth: number): DevnetFault => ({
    kind: 'schema',
    change: 'deep',
    at: 'tx.auth_info.signer_infos.0.mode_info',
    depth,
    wrap: multisig,
    times: 1,
  })

  it('a multisig mode_info a few levels deep still parses', async () => {
    devnet.devnet.faults.inject(deepModeInfo(3))
    const { tx } = await getTx(client(), { hash: chain().allTxs()[0]!.hash })
    const modeInfo = tx!.auth_info!.signer_infos[0]!.mode_info
    expect(modeInfo?.multi?.mode_infos[0]?.multi?.mode_infos[0]?.multi?.mode_infos[0]).toHaveProperty('single')
  })

  it.each([2_000, 10_000])('a mode_info nested %i deep is a SchemaError at its path, not a RangeError', async (depth) => {
    devnet.devnet.faults.inject(deepModeInfo(depth))
    const error = await getTx(client(), { hash: chain().allTxs()[0]!.hash }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SchemaError)
    const schemaError = error as SchemaError
    expect(schemaError.path).toMatch(/^\$\.tx\.auth_info\.signer_infos\[0\]\.mode_info(\.multi\.mode_infos\[0\])+/)
    expect(schemaError.expected).toBe(`no nesting deeper than ${maxNestingDepth} levels`)
    expect(schemaError.message).toContain(`nesting deeper than ${maxNestingDepth} levels`)
  })

  it('an unknown field nested 10,000 deep inside a message is refused the same way', async () => {
    devnet.devnet.faults.inject({ kind: 'schema', change: 'deep', at: 'tx.body.messages.0', depth: 10_000, wrap: '{"@type":"/gatekit.test.Deep","nested":$}', times: 1 })
    const error = await getTx(client(), { hash: chain().allTxs()[0]!.hash }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SchemaError)
    // The path names where it went too deep; a path that long is cut (at 300 characters) like every text in an error.
    expect((error as SchemaError).path).toMatch(/^\$\.tx\.body\.messages\[0\](\.nested)+/)
    expect((error as SchemaError).path.length).toBeLessThanOrEqual(300)
  })
})
