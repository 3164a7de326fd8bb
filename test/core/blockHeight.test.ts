import { describe, expect, it } from 'vitest'
import { blockHeightRefusal, normalizeBlockHeight, readsAtHeight } from '../../src/core/blockHeight.ts'
import { GatewayError, ParameterError } from '../../src/core/errors.ts'
import { getBaseAccount } from '../../src/modules/auth/accountSchemas.ts'
import { getAccount } from '../../src/modules/auth/getAccount.ts'
import { getBalances, getBalancesEndpoint } from '../../src/modules/bank/getBalances.ts'
import { getSupplyOf } from '../../src/modules/bank/getSupplyOf.ts'
import { getLatestBlock, getLatestBlockEndpoint } from '../../src/modules/base/getLatestBlock.ts'
import { getOracleRates } from '../../src/modules/oracle/getOracleRates.ts'
import { broadcastTx, broadcastTxEndpoint } from '../../src/modules/tx/broadcastTx.ts'
import { getTxSearch, getTxSearchEndpoint } from '../../src/modules/tx/getTxSearch.ts'
import { simulateTx } from '../../src/modules/tx/simulateTx.ts'
import { verifyMembershipEndpoint } from '../../src/modules/ibcClient/verifyMembership.ts'
import { exchangeRatesJson } from '../../src/devnet/oracle.ts'
import { recordingClient, setupDevnetServer } from '../helpers.tsx'
import { transferInNewBlock, unusedAddress } from '../blockHeightHelpers.ts'

const devnet = setupDevnetServer({ seed: 'block-height' })
const pruning = setupDevnetServer({ seed: 'block-height-pruning', keepHeights: 10 })

const header = (request: Request | undefined) => request?.headers.get('x-cosmos-block-height')

describe('actions at a block height', () => {
  it('returns the balances, supply and account of a past height after a transfer changed them', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const recipient = unusedAddress('action-transfer')
    const supplyBefore = (await getSupplyOf(client, { denom: 'akii' })).amount?.amount
    expect(supplyBefore).toMatch(/^\d+$/)
    const { sender, before, after } = await transferInNewBlock(devnet, client, recipient, 1_234n)
    requests.length = 0

    expect((await getBalances(client, { address: recipient }, { blockHeight: before })).balances).toEqual([])
    expect(header(requests[0])).toBe(before.toString())
    expect((await getBalances(client, { address: recipient }, { blockHeight: after })).balances).toEqual([{ denom: 'akii', amount: '1234' }])
    expect((await getBalances(client, { address: recipient })).balances).toEqual([{ denom: 'akii', amount: '1234' }])
    expect(header(requests[2])).toBeNull()

    // The sender signed once more in the new block: its sequence at the old height is one lower.
    const sequenceAt = async (blockHeight: bigint) =>
      BigInt(getBaseAccount((await getAccount(client, { address: sender }, { blockHeight })).account)!.sequence)
    expect(await sequenceAt(after)).toBe((await sequenceAt(before)) + 1n)
    // Supply at the old height is the one read before the transfer's block.
    expect((await getSupplyOf(client, { denom: 'akii' }, { blockHeight: before })).amount?.amount).toBe(supplyBefore)
  })

  it('sends the height in one canonical decimal form whatever its input type', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const height = devnet.devnet.chain.latestHeight() - 1n
    for (const blockHeight of [height, Number(height), height.toString(), `00${height}`]) {
      await getBalances(client, { address: devnet.devnet.fixtures.richAddress }, { blockHeight })
    }
    expect(requests.map(header)).toEqual(Array(4).fill(height.toString()))
  })

  it('answers oracle rates as of the height', async () => {
    const { client } = recordingClient(devnet.url)
    const height = devnet.devnet.chain.latestHeight()
    devnet.devnet.produceBlock()
    devnet.devnet.produceBlock()
    const past = await getOracleRates(client, {}, { blockHeight: height })
    expect(past.denom_oracle_exchange_rate).toEqual(exchangeRatesJson(devnet.devnet.chain, height))
    const latest = await getOracleRates(client)
    expect(latest.denom_oracle_exchange_rate[0]!.oracle_exchange_rate!.last_update).toBe((height + 2n).toString())
    expect(past.denom_oracle_exchange_rate[0]!.oracle_exchange_rate!.last_update).toBe(height.toString())
  })

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['a fraction', 1.5],
    ['beyond 2^53 as a number', Number.MAX_SAFE_INTEGER + 2],
    ['beyond int64', 2n ** 63n],
    ['not decimal digits', '12a'],
    ['empty', ''],
  ])('refuses a height that is %s before anything is sent', async (_, blockHeight) => {
    const { client, requests } = recordingClient(devnet.url)
    const error = await getBalances(client, { address: devnet.devnet.fixtures.richAddress }, { blockHeight }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ParameterError)
    expect(error).toMatchObject({ parameter: 'blockHeight', reason: 'invalid' })
    expect(requests).toHaveLength(0)
  })

  it('refuses a height for broadcasts, simulations, blocks and transaction search, which the gateway answers at the latest state', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const calls = [
      broadcastTx(client, { txBytes: new Uint8Array([1]) }, { blockHeight: 2 }),
      simulateTx(client, { txBytes: new Uint8Array([1]) }, { blockHeight: 2 }),
      getLatestBlock(client, {}, { blockHeight: 2 }),
      getTxSearch(client, { eventQuery: 'tx.height>0' }, { blockHeight: 2 }),
    ]
    for (const call of calls) {
      const error = await call.catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ParameterError)
      expect((error as ParameterError).message).toMatch(/queries of the application state only/)
    }
    expect(requests).toHaveLength(0)
    expect(readsAtHeight(verifyMembershipEndpoint)).toBe(true)
  })

  it('reads whether an endpoint answers at a height from its definition, GET by default', () => {
    expect(readsAtHeight(getBalancesEndpoint)).toBe(true)
    expect(readsAtHeight(broadcastTxEndpoint)).toBe(false)
    for (const endpoint of [getLatestBlockEndpoint, getTxSearchEndpoint]) {
      expect(endpoint.readsAtHeight).toBe(false)
      expect(readsAtHeight(endpoint)).toBe(false)
    }
    expect(verifyMembershipEndpoint.readsAtHeight).toBe(true)
    expect(readsAtHeight({ method: 'GET' })).toBe(true)
    expect(readsAtHeight({ method: 'POST' })).toBe(false)
    expect(readsAtHeight({ method: 'GET', readsAtHeight: false })).toBe(false)
    expect(readsAtHeight({ method: 'POST', readsAtHeight: true })).toBe(true)
  })

  it('tells a height in the future from a pruned one', async () => {
    const { client } = recordingClient(pruning.url)
    const latest = pruning.devnet.chain.latestHeight()
    const address = pruning.devnet.fixtures.richAddress

    const future = await getBalances(client, { address }, { blockHeight: latest + 1n }).catch((e: unknown) => e)
    expect(future).toBeInstanceOf(GatewayError)
    expect(future).toMatchObject({ status: 400, code: 3, codeName: 'InvalidArgument' })
    expect((future as GatewayError).body.message).toMatch(/cannot query with height in the future/)
    expect(blockHeightRefusal(future)).toBe('future')

    // keepHeights 10: the newest ten heights answer, the one before is pruned.
    await expect(getBalances(client, { address }, { blockHeight: latest - 9n })).resolves.toHaveProperty('balances')
    const pruned = await getBalances(client, { address }, { blockHeight: latest - 10n }).catch((e: unknown) => e)
    expect(pruned).toBeInstanceOf(GatewayError)
    expect(pruned).toMatchObject({ status: 400, code: 3 })
    expect((pruned as GatewayError).body.message).toMatch(/version does not exist/)
    expect(blockHeightRefusal(pruned)).toBe('pruned')

    // Another gateway error is neither.
    const notFound = await getAccount(client, { address: pruning.devnet.fixtures.unknownAddress }).catch((e: unknown) => e)
    expect(notFound).toBeInstanceOf(GatewayError)
    expect(blockHeightRefusal(notFound)).toBeUndefined()
    expect(blockHeightRefusal(new Error('version does not exist'))).toBeUndefined()
  })

  it('normalizes heights to one decimal form', () => {
    expect(normalizeBlockHeight('0042')).toBe('42')
    expect(normalizeBlockHeight(42n)).toBe('42')
    expect(normalizeBlockHeight(2n ** 63n - 1n)).toBe('9223372036854775807')
    expect(normalizeBlockHeight(0n)).toBeUndefined()
  })
})

describe('the devnet at a height', () => {
  const get = (path: string, height?: string) =>
    fetch(`${devnet.url}${path}`, { headers: height === undefined ? {} : { 'x-cosmos-block-height': height } })

  it('reads height 0 as the latest, and refuses a header that is not an int64 or negative as a node does', async () => {
    const address = devnet.devnet.fixtures.richAddress
    const latest = await (await get(`/stack/bank/v1beta1/balances/${address}`)).json()
    expect(await (await get(`/stack/bank/v1beta1/balances/${address}`, '0')).json()).toEqual(latest)
    const malformed = await get(`/stack/bank/v1beta1/balances/${address}`, 'abc')
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ code: 3, message: expect.stringMatching(/invalid height header/) })
    const negative = await get(`/stack/bank/v1beta1/balances/${address}`, '-4')
    expect(await negative.json()).toMatchObject({ code: 3, message: expect.stringMatching(/height < 0/) })
  })

  it('ignores the header on the Tendermint service, as a node does', async () => {
    const height = devnet.devnet.chain.latestHeight()
    const block = (await (await get('/stack/base/tendermint/v1beta1/blocks/latest', '2')).json()) as { block: { header: { height: string } } }
    expect(block.block.header.height).toBe(height.toString())
  })

  it('keeps a bounded history', () => {
    const history = pruning.devnet.chain.history
    const latest = pruning.devnet.chain.latestHeight()
    expect(history.keepHeights).toBe(10)
    expect(history.earliestHeight()).toBe(latest - 9n)
    expect(history.at(latest - 10n)).toBeUndefined()
    expect(history.at(latest)?.height).toBe(latest)
  })
})
