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
} from '../devnet/faults.ts'
export type { DevnetRequestRecord, DevnetStats, DevnetStatsSnapshot } from '../devnet/stats.ts'
export { startDevnetServer, type DevnetServer, type DevnetServerOptions } from '../devnet/server.ts'
export { createChain, type Chain, type ChainOptions } from '../devnet/chain.ts'
export { type BroadcastResponseJson, type DevnetBlock, type DevnetTx, type EventJson, type TxRun } from '../devnet/chainTypes.ts'
export { TxCodecError, type AnyJson, type TxJson } from '../devnet/protoJson.ts'
export { devnetMessageTypes } from '../devnet/protoMessages.ts'
export { decodeTxBytes, encodeTxJson } from '../devnet/protobuf.ts'
export { decodeAminoStdTx, encodeAminoStdTx, stdTxFromTx } from '../devnet/amino.ts'
export { aminoDisfix } from '../devnet/aminoTypes.ts'
export { formatDec } from '../devnet/decimal.ts'
export { evmState, type DevnetEvmToken, type DevnetPointer, type EvmState } from '../devnet/evm.ts'
export { oracleRatesAt } from '../devnet/oracle.ts'
export { channelPacketState } from '../devnet/ibcPackets.ts'
export { packetCommitment, type ChannelPacketState } from '../devnet/ibcHistory.ts'
export { createGenesis, type DenomMetadata, type DevnetAccount, type DevnetFixtures, type GenesisState } from '../devnet/state.ts'
export { createRandom, type Random } from '../devnet/random.ts'
export { DevnetError } from '../devnet/errors.ts'
export { defaultKeepHeights, type StateHistory, type StateHistoryOptions, type StateSnapshot } from '../devnet/stateHistory.ts'
export { chainAtHeight } from '../devnet/chainAtHeight.ts'
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
