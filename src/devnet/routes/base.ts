import type { DevnetBlock } from '../chainTypes.ts'
import { accountPrefix, fromBase64, sha256Of, toBase64, toBech32, toHexUpper } from '../encoding.ts'
import { invalidArgument } from '../errors.ts'
import type { Route } from '../router.ts'
import { version } from '../../core/version.ts'

const consensusPrefix = `${accountPrefix}valcons`

/**
 * A block as the Tendermint service of SDK 0.47+ answers: `block_id`, `block`
 * (CometBFT's form, `proposer_address` base64) and `sdk_block`, the same block
 * with `proposer_address` as a bech32 consensus address.
 */
function blockResponse(block: DevnetBlock) {
  const { block_id, block: cometBlock } = block.json
  const header = cometBlock.header as Record<string, unknown>
  const proposer = toBech32(consensusPrefix, fromBase64(header.proposer_address as string))
  return {
    block_id,
    block: cometBlock,
    sdk_block: { ...cometBlock, header: { ...header, proposer_address: proposer } },
  }
}

// Modules the application binary reports it was built with, with go.sum-style checksums.
const buildDeps = [
  ['github.com/cosmos/cosmos-sdk', 'v0.50.10'],
  ['github.com/cometbft/cometbft', 'v0.38.12'],
  ['github.com/cosmos/ibc-go/v8', 'v8.5.1'],
  ['github.com/cosmos/gogoproto', 'v1.7.0'],
].map(([path, moduleVersion]) => ({
  path: path!,
  version: moduleVersion!,
  sum: `h1:${toBase64(sha256Of(`${path}@${moduleVersion}`))}`,
}))

/** Tendermint service routes: blocks and node info. */
export const baseRoutes: Route[] = [
  {
    method: 'GET',
    path: '/{sdk}/base/tendermint/v1beta1/blocks/latest',
    handle: ({ chain }) => blockResponse(chain.latestBlock()),
  },
  {
    method: 'GET',
    path: '/{sdk}/base/tendermint/v1beta1/blocks/{height}',
    handle: ({ chain, params }) => {
      const text = params.height!
      if (!/^-?\d+$/.test(text)) {
        throw invalidArgument(`type mismatch, parameter: height, error: strconv.ParseInt: parsing "${text}": invalid syntax`)
      }
      const height = BigInt(text)
      // The SDK's own wording, typo included.
      if (height > chain.latestHeight()) throw invalidArgument('requested block height is bigger then the chain length')
      if (height < 1n) throw invalidArgument(`height must be greater than 0, but got ${height}`)
      return blockResponse(chain.block(height)!)
    },
  },
  {
    method: 'GET',
    path: '/{sdk}/base/tendermint/v1beta1/node_info',
    handle: ({ chain }) => ({
      default_node_info: {
        protocol_version: { p2p: '8', block: '11', app: '0' },
        default_node_id: '4f1c3b8ad2e6e5bd5a0a8f1e9c3d2b7a6e5f4c3d',
        listen_addr: 'tcp://0.0.0.0:26656',
        network: chain.chainId,
        version: '0.38.12',
        channels: 'QCAhIiMwOGBhAA==',
        moniker: 'gatekit-devnet',
        other: { tx_index: 'on', rpc_address: 'tcp://0.0.0.0:26657' },
      },
      application_version: {
        name: 'kiichain',
        app_name: 'kiichaind',
        version: `devnet-${version}`,
        git_commit: toHexUpper(sha256Of(`kiichaind@${version}`)).slice(0, 40).toLowerCase(),
        build_tags: 'devnet',
        go_version: 'go version go1.22.7 linux/amd64',
        build_deps: buildDeps,
        cosmos_sdk_version: 'v0.50.10',
      },
    }),
  },
]
