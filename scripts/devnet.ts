// `npm run devnet`: serves the simulated gateway on 127.0.0.1:1317 (PORT, HOST, SEED, PREFIXES=kiichain and
// SDK_VERSION=0.45|0.47|0.50, or --port, --host, --seed, --prefixes, --sdk-version, change that).
import { gatewayPresets } from '../src/core/client.ts'
import type { DevnetSdkVersion } from '../src/devnet/personality.ts'
import { startDevnetServer } from '../src/devnet/server.ts'

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? undefined : process.argv[index + 1]
}
const port = Number(argument('port') ?? process.env.PORT ?? 1317)
const host = argument('host') ?? process.env.HOST ?? '127.0.0.1'
const seed = argument('seed') ?? process.env.SEED ?? '1'
const preset = (argument('prefixes') ?? process.env.PREFIXES ?? 'spec') as keyof typeof gatewayPresets
// Checked by the devnet, which names the versions it knows.
const sdkVersion = (argument('sdk-version') ?? process.env.SDK_VERSION) as DevnetSdkVersion | undefined

const server = await startDevnetServer({ port, host, seed, prefixes: gatewayPresets[preset], sdkVersion })
const { fixtures, prefixes } = server.devnet
console.log(
  `gatekit devnet listening on ${server.url} (chain ${server.devnet.chain.chainId}, /${prefixes.sdk} and /${prefixes.app}` +
    `${sdkVersion ? `, SDK ${sdkVersion} routes` : ''})`,
)
console.log(`  try: curl ${server.url}/${prefixes.sdk}/bank/v1beta1/balances/${fixtures.richAddress}`)
const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
