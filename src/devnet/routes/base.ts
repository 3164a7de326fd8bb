import { invalidArgument } from '../errors.ts'
import type { Route } from '../router.ts'
import { version } from '../../core/version.ts'

/** Tendermint service routes: blocks and node info. */
export const baseRoutes: Route[] = [
  {
    method: 'GET',
    path: '/{sdk}/base/tendermint/v1beta1/blocks/latest',
    handle: ({ chain }) => chain.latestBlock().json,
  },
  {
    method: 'GET',
    path: '/{sdk}/base/tendermint/v1beta1/blocks/{height}',
    handle: ({ chain, params }) => {
      const text = params.height!
      if (!/^\d+$/.test(text)) throw invalidArgument(`invalid height: strconv.ParseInt: parsing "${text}": invalid syntax`)
      const latest = chain.latestHeight()
      const block = chain.block(BigInt(text))
      if (!block) throw invalidArgument(`requested block height ${text} is greater than the latest height ${latest}`)
      return block.json
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
        git_commit: '',
        build_tags: 'devnet',
        go_version: 'go version go1.22.7 linux/amd64',
        build_deps: [],
        cosmos_sdk_version: 'v0.50.10',
      },
    }),
  },
]
