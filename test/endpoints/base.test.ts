import { waitFor } from '@testing-library/react'
import { base64, bech32 } from '@scure/base'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { GatewayError, ParameterError } from '../../src/core/errors.ts'
import { getBlock } from '../../src/modules/base/getBlock.ts'
import { getLatestBlock } from '../../src/modules/base/getLatestBlock.ts'
import { getNodeInfo } from '../../src/modules/base/getNodeInfo.ts'
import { getBlockQueryOptions } from '../../src/query/base/getBlock.ts'
import { getLatestBlockQueryOptions } from '../../src/query/base/getLatestBlock.ts'
import { useBlock } from '../../src/react/hooks/base/useBlock.ts'
import { useLatestBlock } from '../../src/react/hooks/base/useLatestBlock.ts'
import { useNodeInfo } from '../../src/react/hooks/base/useNodeInfo.ts'
import {
  letQueriesStart,
  recordingClient,
  renderGatekitHook,
  requestParts,
  setupDevnetServer,
  setupMockServer,
  testClient,
} from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-base' })
// MSW answers gateway.test only; the devnet server is reached over real HTTP.
const mock = setupMockServer()

const chain = () => devnet.devnet.chain

describe('latest block', () => {
  it('GET /stack/base/tendermint/v1beta1/blocks/latest: block_id, block and sdk_block of the newest block', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const latest = await getLatestBlock(client)
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: '/stack/base/tendermint/v1beta1/blocks/latest', query: [] })
    const newest = chain().latestBlock()
    expect(latest.block!.header!.height).toBe(newest.height.toString())
    expect(latest.block_id).toEqual(newest.json.block_id)
    expect(latest.block!.header!.chain_id).toBe('gatekit-devnet-1')
    expect(latest.block!.data!.txs).toHaveLength(newest.txs.length)
  })

  it('sdk_block is the same block with the proposer as a bech32 consensus address', async () => {
    const { client } = recordingClient(devnet.url)
    const { block, sdk_block } = await getLatestBlock(client)
    expect(sdk_block).toBeDefined()
    const { header: sdkHeader, ...sdkRest } = sdk_block!
    const { header, ...rest } = block!
    expect(sdkRest).toEqual(rest)
    expect({ ...sdkHeader, proposer_address: header!.proposer_address }).toEqual(header)
    const decoded = bech32.decode(sdkHeader!.proposer_address as `${string}1${string}`)
    expect(decoded.prefix).toBe('kiivalcons')
    expect(bech32.fromWords(decoded.words)).toEqual(base64.decode(header!.proposer_address!))
  })

  it('useLatestBlock follows the chain when it is refetched', async () => {
    const { client } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(() => useLatestBlock(), client)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const before = BigInt(result.current.data!.block!.header!.height)
    devnet.devnet.produceBlock()
    await result.current.refetch()
    await waitFor(() => expect(result.current.data!.block!.header!.height).toBe((before + 1n).toString()))
    expect(getLatestBlockQueryOptions(client).queryKey).toEqual(['gatekit', devnet.url, 'base', 'latestBlock', {}])
  })

  it("parses an SDK 0.45 chain's answer, which has no sdk_block (MSW)", async () => {
    const { block_id, block } = chain().block(3n)!.json
    mock.use(http.get('http://gateway.test/cosmos/base/tendermint/v1beta1/blocks/latest', () => HttpResponse.json({ block_id, block })))
    const client = testClient({ baseUrl: 'http://gateway.test', prefixes: 'kiichain', retry: 0 })
    const latest = await getLatestBlock(client)
    expect(latest.sdk_block).toBeUndefined()
    expect(latest.block!.header!.height).toBe('3')
  })
})

describe('block by height', () => {
  it('GET /blocks/{height} with the height as a number, a bigint or a decimal string', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const expected = chain().block(5n)!.json
    for (const height of [5, 5n, '5']) {
      const { block_id, block } = await getBlock(client, { height })
      expect(requestParts(requests.at(-1))).toEqual({ method: 'GET', path: '/stack/base/tendermint/v1beta1/blocks/5', query: [] })
      expect(block_id).toEqual(expected.block_id)
      expect(block!.header!.height).toBe('5')
    }
  })

  it('chains blocks together: each last_block_id is the block_id of the block before, and latest is the top', async () => {
    const { client } = recordingClient(devnet.url)
    const latest = await getLatestBlock(client)
    const top = BigInt(latest.block!.header!.height)
    const byHeight = await getBlock(client, { height: top })
    expect(byHeight).toEqual(latest)
    for (const height of [2n, 3n, top]) {
      const current = await getBlock(client, { height })
      const previous = await getBlock(client, { height: height - 1n })
      expect(current.block!.header!.last_block_id).toEqual(previous.block_id)
      expect(current.block!.last_commit?.block_id).toEqual(previous.block_id)
      expect(current.block!.last_commit?.height).toBe((height - 1n).toString())
    }
  })

  it('a height beyond the latest reaches the action and useBlock as GatewayError 400, code 3', async () => {
    const { client } = recordingClient(devnet.url)
    const beyond = chain().latestHeight() + 100n
    const rejected = await getBlock(client, { height: beyond }).catch((error: unknown) => error)
    expect(rejected).toBeInstanceOf(GatewayError)
    expect(rejected).toMatchObject({ status: 400, code: 3, codeName: 'InvalidArgument' })
    const { result } = renderGatekitHook(() => useBlock({ height: beyond }), client)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(GatewayError)
    expect(result.current.error).toMatchObject({ status: 400, code: 3 })
    expect(await getBlock(client, { height: 0 }).catch((error: unknown) => error)).toMatchObject({ status: 400, code: 3 })
  })

  it('useBlock waits for a height, then reads the block', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const input: { height?: bigint } = {}
    const { result, rerender } = renderGatekitHook(() => useBlock({ height: input.height }), client)
    await letQueriesStart()
    expect(result.current.fetchStatus).toBe('idle')
    expect(requests).toHaveLength(0)
    expect(getBlockQueryOptions(client, { height: '' }).enabled).toBe(false)
    await expect(getBlock(client, { height: '' })).rejects.toBeInstanceOf(ParameterError)
    input.height = 7n
    rerender()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data!.block!.header!.height).toBe('7')
    expect(requests).toHaveLength(1)
  })
})

describe('node info', () => {
  it('GET /stack/base/tendermint/v1beta1/node_info: the chain id, CometBFT and application versions', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { default_node_info, application_version } = await getNodeInfo(client)
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: '/stack/base/tendermint/v1beta1/node_info', query: [] })
    expect(default_node_info!.network).toBe(chain().chainId)
    expect(default_node_info!.default_node_id).toMatch(/^[0-9a-f]{40}$/)
    expect(default_node_info!.protocol_version).toEqual({ p2p: '8', block: '11', app: '0' })
    expect(application_version!.cosmos_sdk_version).toBe('v0.50.10')
    expect(application_version!.build_deps).toContainEqual({
      path: 'github.com/cosmos/cosmos-sdk',
      version: 'v0.50.10',
      sum: expect.stringMatching(/^h1:[A-Za-z0-9+/]+=*$/),
    })
  })

  it("parses a Sei-derived chain's node info, which names the id node_id (MSW)", async () => {
    const { default_node_info, application_version } = await getNodeInfo(recordingClient(devnet.url).client)
    const { default_node_id, ...rest } = default_node_info!
    mock.use(
      http.get('http://gateway.test/cosmos/base/tendermint/v1beta1/node_info', () =>
        HttpResponse.json({ default_node_info: { ...rest, node_id: default_node_id }, application_version }),
      ),
    )
    const client = testClient({ baseUrl: 'http://gateway.test', prefixes: 'kiichain', retry: 0 })
    const info = await getNodeInfo(client)
    expect(info.default_node_info!.node_id).toBe(default_node_id)
    expect(info.default_node_info!.default_node_id).toBeUndefined()
  })

  it('useNodeInfo renders, with a select', async () => {
    const { client } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(
      () => useNodeInfo({ query: { select: (data) => data.default_node_info!.network } }),
      client,
    )
    await waitFor(() => expect(result.current.data).toBe('gatekit-devnet-1'))
  })
})
