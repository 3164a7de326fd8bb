// Entry point `gatekit/devnet`: the simulated gateway, its MSW handlers and its Node server.

export { createDevnet, devnetRoutes, type Devnet, type DevnetOptions } from '../devnet/gateway.ts'
export { createDevnetHandlers } from '../devnet/msw.ts'
export { devnetCosmosSdkVersions, devnetSdkVersions, type DevnetSdkVersion } from '../devnet/personality.ts'
export {
  devnetFaultKinds,
  devnetFaultPresets,
  type DevnetFault,
  type DevnetFaultHandle,
  type DevnetFaultInfo,
  type DevnetFaultKind,
  type DevnetFaultPresetName,
  type DevnetFaults,
  type DevnetFaultScope,
  type DevnetRequestRecord,
  type DevnetStats,
  type DevnetStatsSnapshot,
} from '../devnet/faults.ts'
export { startDevnetServer, type DevnetServer, type DevnetServerOptions } from '../devnet/server.ts'
export {
  createChain,
  formatDec,
  type BroadcastResponseJson,
  type Chain,
  type ChainOptions,
  type DevnetBlock,
  type DevnetTx,
  type EventJson,
  type TxRun,
} from '../devnet/chain.ts'
export { decodeTxBytes, devnetMessageTypes, encodeTxJson, TxCodecError, type AnyJson, type TxJson } from '../devnet/protobuf.ts'
export { aminoDisfix, decodeAminoStdTx, encodeAminoStdTx, stdTxFromTx } from '../devnet/amino.ts'
export { evmState, oracleRatesAt, type DevnetEvmToken, type DevnetPointer, type EvmState } from '../devnet/appModules.ts'
export { channelPacketState, packetCommitment, type ChannelPacketState } from '../devnet/ibcPackets.ts'
export { createGenesis, type DenomMetadata, type DevnetAccount, type DevnetFixtures, type GenesisState } from '../devnet/state.ts'
export { createRandom, type Random } from '../devnet/random.ts'
export { DevnetError } from '../devnet/errors.ts'
export type { Route, RouteContext } from '../devnet/router.ts'

// The simulated payment backend: fetch-style handler, MSW handlers, Node server, sample module.
export {
  createPayDevnet,
  type PayDevnet,
  type PayDevnetAccount,
  type PayDevnetAccountState,
  type PayDevnetApiKey,
  type PayDevnetFixtures,
  type PayDevnetOptions,
  type PayDevnetUser,
} from '../devnet/pay/backend.ts'
export { createPayDevnetHandlers } from '../devnet/pay/msw.ts'
export { startPayDevnetServer, type PayDevnetServer, type PayDevnetServerOptions } from '../devnet/pay/server.ts'
export {
  createPayRequestVerifier,
  payDevnetReasons,
  type PayDevnetReason,
  type PayRequestVerifier,
  type PayVerification,
  type ReceivedRequest,
  type RegisteredPayKey,
} from '../devnet/pay/verify.ts'
export { devnetPaymentSchema, devnetPaymentsModule, type DevnetPayment } from '../devnet/pay/paymentsModule.ts'
