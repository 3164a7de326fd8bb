// Entry point `gatekit/core`: React-free. Client, actions, query options and keys, errors, schemas, format helpers,
// pagination and parameter rules; runs in Node without react installed, in workers and on edge runtimes.

export { version } from '../core/version.ts'

export {
  createGatewayClient,
  gatewayPresets,
  type CreateGatewayClientParameters,
  type GatewayClient,
  type GatewayPrefixes,
  type GatewayPresetName,
} from '../core/client.ts'

export { parseRetryAfter, type GatewayRetryOptions, type ResolvedRetryOptions } from '../core/retry.ts'

export {
  BaseError,
  GatewayError,
  HttpError,
  NetworkError,
  ParameterError,
  ResponseTooLargeError,
  SchemaError,
  TimeoutError,
  grpcCodeNames,
  type BaseErrorParameters,
  type GatewayErrorBody,
  type GrpcCodeName,
  type RequestContext,
} from '../core/errors.ts'

export {
  buildUrl,
  defineEndpoint,
  hasRequiredParameters,
  isMissingValue,
  prepareRequest,
  redactUrl,
  request,
  sendPreparedRequest,
  type Endpoint,
  type EndpointPagination,
  type PathValue,
  type PreparedRequest,
  type RequestOptions,
  type RequestPreparation,
  type RequiredParameter,
} from '../core/request.ts'
export { parseResponse, toJsonPath } from '../core/parseResponse.ts'
export {
  blockHeightHeader,
  blockHeightRefusal,
  normalizeBlockHeight,
  readsAtHeight,
  type BlockHeight,
} from '../core/blockHeight.ts'

export type { SdkRouteForm, SdkVersion } from '../core/sdkRouteForms.ts'

export {
  accountAddressRule,
  checkParameters,
  findParameterProblem,
  describeValue,
  evmAddressRule,
  heightPairRule,
  int64Rule,
  isNonNegativeInteger,
  oneOf,
  paginationRule,
  txHashRule,
  uint64ListRule,
  uint64Rule,
  validatorAddressRule,
  type FieldRules,
  type ItemRules,
  type ParameterChecks,
  type ParameterRule,
  type ParameterCheck,
  type ParameterProblem,
} from '../core/parameters.ts'

export {
  decodeBech32Address,
  isBech32Address,
  isEvmAddress,
  toChecksumEvmAddress,
  type Bech32Decoded,
} from '../core/addresses.ts'

export type { ResponseOf, ResponseSchema } from '../core/responseSchema.ts'

export { toSearchParams, type QueryRecord, type QueryScalar, type QueryValue } from '../core/searchParams.ts'

export {
  PaginationLimitError,
  boundedNextPageParam,
  checkPageWalk,
  defaultPageLimit,
  defaultPaginateMaxPages,
  getKeyPageWalkStop,
  getPageWalkStop,
  getNextPageKey,
  getNextPageNumber,
  pageRequestToQuery,
  paginate,
  type IntegerInput,
  type KeyPaginated,
  type PageRequest,
  type PaginateOptions,
} from '../core/pagination.ts'

export {
  anySchema,
  anyTypeUrl,
  bytesSchema,
  coinSchema,
  decCoinSchema,
  decimalSchema,
  errorBodySchema,
  heightSchema,
  int32Schema,
  int64Schema,
  packetIdSchema,
  pageResponseSchema,
  uint64Schema,
  type AnyValue,
  type Coin,
  type DecCoin,
  type ErrorBody,
  type Height,
  type PacketId,
  type PageResponse,
} from '../core/schemas.ts'
export {
  abciMessageLogSchema,
  eventAttributeSchema,
  eventSchema,
  txResponseSchema,
  txSchema,
  type AbciMessageLog,
  type ChainEvent,
  type EventAttribute,
  type ModeInfo,
  type Tx,
  type TxResponse,
} from '../core/txSchemas.ts'
export {
  blockHeaderSchema,
  blockIdSchema,
  blockSchema,
  commitSchema,
  type Block,
  type BlockHeader,
  type BlockId,
  type Commit,
} from '../core/blockSchemas.ts'
export { unknownFields, withUnknownFields, type WithUnknownFields } from '../core/unknownFields.ts'

export {
  formatAmount,
  formatDateTime,
  formatRelativeTime,
  formatUnits,
  getDisplayUnit,
  isTimestamp,
  maxDisplayExponent,
  parseUnits,
  truncateMiddle,
  type DenomMetadataLike,
  type DisplayUnit,
  type FormatAmountOptions,
} from '../core/format.ts'
export {
  isHiddenCharacter,
  replaceHiddenCharacters,
  revealHiddenCharacters,
  splitHiddenCharacters,
  type HiddenCharacterOptions,
} from '../core/hiddenCharacters.ts'
export type { ExactPartial } from '../core/types.ts'

// auth
export {
  accountSchema,
  accountTypeUrls,
  baseAccountAnySchema,
  baseAccountSchema,
  ethAccountSchema,
  getBaseAccount,
  moduleAccountSchema,
  vestingAccountSchema,
  type Account,
  type BaseAccount,
  type BaseAccountAny,
  type BaseAccountFields,
  type EthAccount,
  type ModuleAccount,
  type VestingAccount,
} from '../modules/auth/accountSchemas.ts'
export { getAuthParams, getAuthParamsEndpoint, getAuthParamsResponseSchema, type GetAuthParamsParameters, type GetAuthParamsResponse } from '../modules/auth/getAuthParams.ts'
export { getAccountInfo, getAccountInfoEndpoint, getAccountInfoResponseSchema, type GetAccountInfoParameters, type GetAccountInfoResponse } from '../modules/auth/getAccountInfo.ts'
export { getAccounts, getAccountsEndpoint, getAccountsResponseSchema, type GetAccountsParameters, type GetAccountsResponse } from '../modules/auth/getAccounts.ts'
export { getAccount, getAccountEndpoint, getAccountResponseSchema, type GetAccountParameters, type GetAccountResponse } from '../modules/auth/getAccount.ts'
export { getAddressById, getAddressByIdEndpoint, getAddressByIdResponseSchema, type GetAddressByIdParameters, type GetAddressByIdResponse } from '../modules/auth/getAddressById.ts'
export { getAuthParamsQueryOptions } from '../query/auth/getAuthParams.ts'
export { getAccountInfoQueryOptions } from '../query/auth/getAccountInfo.ts'
export { getAccountsInfiniteQueryOptions, getAccountsQueryOptions } from '../query/auth/getAccounts.ts'
export { getAccountQueryOptions } from '../query/auth/getAccount.ts'
export { getAddressByIdQueryOptions } from '../query/auth/getAddressById.ts'
export {
  getBech32Prefix,
  getBech32PrefixEndpoint,
  getBech32PrefixResponseSchema,
  type GetBech32PrefixParameters,
  type GetBech32PrefixResponse,
} from '../modules/auth/getBech32Prefix.ts'
export { getBech32PrefixQueryOptions } from '../query/auth/getBech32Prefix.ts'
export {
  getAddressBytesToString,
  getAddressBytesToStringEndpoint,
  getAddressBytesToStringResponseSchema,
  type GetAddressBytesToStringParameters,
  type GetAddressBytesToStringResponse,
} from '../modules/auth/getAddressBytesToString.ts'
export { getAddressBytesToStringQueryOptions } from '../query/auth/getAddressBytesToString.ts'
export {
  getAddressStringToBytes,
  getAddressStringToBytesEndpoint,
  getAddressStringToBytesResponseSchema,
  type GetAddressStringToBytesParameters,
  type GetAddressStringToBytesResponse,
} from '../modules/auth/getAddressStringToBytes.ts'
export { getAddressStringToBytesQueryOptions } from '../query/auth/getAddressStringToBytes.ts'
export {
  getModuleAccounts,
  getModuleAccountsEndpoint,
  getModuleAccountsResponseSchema,
  type GetModuleAccountsParameters,
  type GetModuleAccountsResponse,
} from '../modules/auth/getModuleAccounts.ts'
export { getModuleAccountsQueryOptions } from '../query/auth/getModuleAccounts.ts'
export {
  getModuleAccount,
  getModuleAccountEndpoint,
  getModuleAccountResponseSchema,
  type GetModuleAccountParameters,
  type GetModuleAccountResponse,
} from '../modules/auth/getModuleAccount.ts'
export { getModuleAccountQueryOptions } from '../query/auth/getModuleAccount.ts'
export {
  getNextAccountNumber,
  getNextAccountNumberEndpoint,
  getNextAccountNumberResponseSchema,
  type GetNextAccountNumberParameters,
  type GetNextAccountNumberResponse,
} from '../modules/auth/getNextAccountNumber.ts'
export { getNextAccountNumberQueryOptions } from '../query/auth/getNextAccountNumber.ts'

// bank
export {
  getBalances,
  getBalancesEndpoint,
  getBalancesResponseSchema,
  type GetBalancesParameters,
  type GetBalancesResponse,
} from '../modules/bank/getBalances.ts'
export { getBalancesInfiniteQueryOptions, getBalancesQueryOptions } from '../query/bank/getBalances.ts'
export { denomMetadataSchema, denomOwnerSchema, sendEnabledSchema, type DenomMetadata, type DenomOwner, type SendEnabled } from '../modules/bank/schemas.ts'
export { getBalance, getBalanceEndpoint, getBalanceResponseSchema, type GetBalanceParameters, type GetBalanceResponse } from '../modules/bank/getBalance.ts'
export { getDenomOwners, getDenomOwnersEndpoint, getDenomOwnersResponseSchema, type GetDenomOwnersParameters, type GetDenomOwnersResponse } from '../modules/bank/getDenomOwners.ts'
export { getDenomOwnersByQuery, getDenomOwnersByQueryEndpoint, getDenomOwnersByQueryResponseSchema, type GetDenomOwnersByQueryParameters, type GetDenomOwnersByQueryResponse } from '../modules/bank/getDenomOwnersByQuery.ts'
export { getDenomsMetadata, getDenomsMetadataEndpoint, getDenomsMetadataResponseSchema, type GetDenomsMetadataParameters, type GetDenomsMetadataResponse } from '../modules/bank/getDenomsMetadata.ts'
export { getDenomMetadata, getDenomMetadataEndpoint, getDenomMetadataResponseSchema, type GetDenomMetadataParameters, type GetDenomMetadataResponse } from '../modules/bank/getDenomMetadata.ts'
export { getDenomMetadataByQueryString, getDenomMetadataByQueryStringEndpoint, getDenomMetadataByQueryStringResponseSchema, type GetDenomMetadataByQueryStringParameters, type GetDenomMetadataByQueryStringResponse } from '../modules/bank/getDenomMetadataByQueryString.ts'
export { getBankParams, getBankParamsEndpoint, getBankParamsResponseSchema, type GetBankParamsParameters, type GetBankParamsResponse } from '../modules/bank/getBankParams.ts'
export { getSendEnabled, getSendEnabledEndpoint, getSendEnabledResponseSchema, type GetSendEnabledParameters, type GetSendEnabledResponse } from '../modules/bank/getSendEnabled.ts'
export { getSpendableBalances, getSpendableBalancesEndpoint, getSpendableBalancesResponseSchema, type GetSpendableBalancesParameters, type GetSpendableBalancesResponse } from '../modules/bank/getSpendableBalances.ts'
export { getSpendableBalance, getSpendableBalanceEndpoint, getSpendableBalanceResponseSchema, type GetSpendableBalanceParameters, type GetSpendableBalanceResponse } from '../modules/bank/getSpendableBalance.ts'
export { getSupply, getSupplyEndpoint, getSupplyResponseSchema, type GetSupplyParameters, type GetSupplyResponse } from '../modules/bank/getSupply.ts'
export { getSupplyOf, getSupplyOfEndpoint, getSupplyOfResponseSchema, type GetSupplyOfParameters, type GetSupplyOfResponse } from '../modules/bank/getSupplyOf.ts'
export { getBalanceQueryOptions } from '../query/bank/getBalance.ts'
export { getDenomOwnersInfiniteQueryOptions, getDenomOwnersQueryOptions } from '../query/bank/getDenomOwners.ts'
export { getDenomOwnersByQueryInfiniteQueryOptions, getDenomOwnersByQueryQueryOptions } from '../query/bank/getDenomOwnersByQuery.ts'
export { getDenomsMetadataInfiniteQueryOptions, getDenomsMetadataQueryOptions } from '../query/bank/getDenomsMetadata.ts'
export { getDenomMetadataQueryOptions } from '../query/bank/getDenomMetadata.ts'
export { getDenomMetadataByQueryStringQueryOptions } from '../query/bank/getDenomMetadataByQueryString.ts'
export { getBankParamsQueryOptions } from '../query/bank/getBankParams.ts'
export { getSendEnabledInfiniteQueryOptions, getSendEnabledQueryOptions } from '../query/bank/getSendEnabled.ts'
export { getSpendableBalancesInfiniteQueryOptions, getSpendableBalancesQueryOptions } from '../query/bank/getSpendableBalances.ts'
export { getSpendableBalanceQueryOptions } from '../query/bank/getSpendableBalance.ts'
export { getSupplyInfiniteQueryOptions, getSupplyQueryOptions } from '../query/bank/getSupply.ts'
export { getSupplyOfQueryOptions } from '../query/bank/getSupplyOf.ts'

// tx
export {
  getTxSearch,
  getTxSearchEndpoint,
  getTxSearchResponseSchema,
  type GetTxSearchParameters,
  type GetTxSearchResponse,
  type OrderBy,
} from '../modules/tx/getTxSearch.ts'
export {
  defaultTxSearchLimit,
  getTxSearchInfiniteQueryOptions,
  getTxSearchQueryOptions,
} from '../query/tx/getTxSearch.ts'
export { bytesToBase64, type BytesInput } from '../modules/tx/bytes.ts'
export { decodeTx, decodeTxEndpoint, decodeTxResponseSchema, type DecodeTxParameters, type DecodeTxResponse } from '../modules/tx/decodeTx.ts'
export { encodeTx, encodeTxEndpoint, encodeTxResponseSchema, type EncodeTxParameters, type EncodeTxResponse } from '../modules/tx/encodeTx.ts'
export { decodeAminoTx, decodeAminoTxEndpoint, decodeAminoTxResponseSchema, type DecodeAminoTxParameters, type DecodeAminoTxResponse } from '../modules/tx/decodeAminoTx.ts'
export { encodeAminoTx, encodeAminoTxEndpoint, encodeAminoTxResponseSchema, type EncodeAminoTxParameters, type EncodeAminoTxResponse } from '../modules/tx/encodeAminoTx.ts'
export { simulateTx, simulateTxEndpoint, simulateTxResponseSchema, type SimulateTxParameters, type SimulateTxResponse } from '../modules/tx/simulateTx.ts'
export { getTx, getTxEndpoint, getTxResponseSchema, type GetTxParameters, type GetTxResponse } from '../modules/tx/getTx.ts'
export {
  getBlockWithTxs,
  getBlockWithTxsEndpoint,
  getBlockWithTxsResponseSchema,
  type BlockWithTxsPageRequest,
  type GetBlockWithTxsParameters,
  type GetBlockWithTxsResponse,
} from '../modules/tx/getBlockWithTxs.ts'
export {
  broadcastTx,
  broadcastTxEndpoint,
  broadcastTxResponseSchema,
  type BroadcastMode,
  type BroadcastModeBlock,
  type BroadcastTxParameters,
  type BroadcastTxResponse,
} from '../modules/tx/broadcastTx.ts'
export { decodeTxQueryOptions } from '../query/tx/decodeTx.ts'
export { encodeTxQueryOptions } from '../query/tx/encodeTx.ts'
export { decodeAminoTxQueryOptions } from '../query/tx/decodeAminoTx.ts'
export { encodeAminoTxQueryOptions } from '../query/tx/encodeAminoTx.ts'
export { simulateTxQueryOptions } from '../query/tx/simulateTx.ts'
export { getTxQueryOptions } from '../query/tx/getTx.ts'
export {
  getBlockWithTxsInfiniteQueryOptions,
  getBlockWithTxsQueryOptions,
  getNextBlockWithTxsOffset,
  type GetBlockWithTxsInfiniteParameters,
} from '../query/tx/getBlockWithTxs.ts'
export { broadcastTxMutationOptions } from '../query/tx/broadcastTx.ts'

// base (Tendermint service: blocks and node info)
export { getLatestBlock, getLatestBlockEndpoint, getLatestBlockResponseSchema, type GetLatestBlockParameters, type GetLatestBlockResponse } from '../modules/base/getLatestBlock.ts'
export { getBlock, getBlockEndpoint, getBlockResponseSchema, type GetBlockParameters, type GetBlockResponse } from '../modules/base/getBlock.ts'
export { getNodeInfo, getNodeInfoEndpoint, getNodeInfoResponseSchema, type GetNodeInfoParameters, type GetNodeInfoResponse } from '../modules/base/getNodeInfo.ts'
export { getLatestBlockQueryOptions } from '../query/base/getLatestBlock.ts'
export { getBlockQueryOptions } from '../query/base/getBlock.ts'
export { getNodeInfoQueryOptions } from '../query/base/getNodeInfo.ts'

// ibc fee
export {
  getIncentivizedPackets,
  getIncentivizedPacketsEndpoint,
  getIncentivizedPacketsResponseSchema,
  type GetIncentivizedPacketsParameters,
  type GetIncentivizedPacketsResponse,
} from '../modules/ibcFee/getIncentivizedPackets.ts'
export { getIncentivizedPacketsInfiniteQueryOptions, getIncentivizedPacketsQueryOptions } from '../query/ibcFee/getIncentivizedPackets.ts'
export {
  getIncentivizedPacket,
  getIncentivizedPacketEndpoint,
  getIncentivizedPacketResponseSchema,
  identifiedPacketFeesSchema,
  packetFeeSchema,
  relayerFeeSchema,
  type GetIncentivizedPacketParameters,
  type GetIncentivizedPacketResponse,
  type IdentifiedPacketFees,
  type PacketFee,
  type PacketIdParameters,
  type RelayerFee,
} from '../modules/ibcFee/getIncentivizedPacket.ts'
export { getIncentivizedPacketQueryOptions } from '../query/ibcFee/getIncentivizedPacket.ts'
export {
  getIncentivizedPacketsForChannel,
  getIncentivizedPacketsForChannelEndpoint,
  getIncentivizedPacketsForChannelResponseSchema,
  type GetIncentivizedPacketsForChannelParameters,
  type GetIncentivizedPacketsForChannelResponse,
} from '../modules/ibcFee/getIncentivizedPacketsForChannel.ts'
export {
  getIncentivizedPacketsForChannelInfiniteQueryOptions,
  getIncentivizedPacketsForChannelQueryOptions,
} from '../query/ibcFee/getIncentivizedPacketsForChannel.ts'
export {
  getFeeEnabledChannel,
  getFeeEnabledChannelEndpoint,
  getFeeEnabledChannelResponseSchema,
  type GetFeeEnabledChannelParameters,
  type GetFeeEnabledChannelResponse,
} from '../modules/ibcFee/getFeeEnabledChannel.ts'
export { getFeeEnabledChannelQueryOptions } from '../query/ibcFee/getFeeEnabledChannel.ts'
export {
  getFeeEnabledChannels,
  getFeeEnabledChannelsEndpoint,
  getFeeEnabledChannelsResponseSchema,
  type GetFeeEnabledChannelsParameters,
  type GetFeeEnabledChannelsResponse,
} from '../modules/ibcFee/getFeeEnabledChannels.ts'
export { getFeeEnabledChannelsInfiniteQueryOptions, getFeeEnabledChannelsQueryOptions } from '../query/ibcFee/getFeeEnabledChannels.ts'
export {
  getCounterpartyPayee,
  getCounterpartyPayeeEndpoint,
  getCounterpartyPayeeResponseSchema,
  type GetCounterpartyPayeeParameters,
  type GetCounterpartyPayeeResponse,
} from '../modules/ibcFee/getCounterpartyPayee.ts'
export { getCounterpartyPayeeQueryOptions } from '../query/ibcFee/getCounterpartyPayee.ts'
export { getPayee, getPayeeEndpoint, getPayeeResponseSchema, type GetPayeeParameters, type GetPayeeResponse } from '../modules/ibcFee/getPayee.ts'
export { getPayeeQueryOptions } from '../query/ibcFee/getPayee.ts'
export { getTotalAckFees, getTotalAckFeesEndpoint, getTotalAckFeesResponseSchema, type GetTotalAckFeesParameters, type GetTotalAckFeesResponse } from '../modules/ibcFee/getTotalAckFees.ts'
export { getTotalAckFeesQueryOptions } from '../query/ibcFee/getTotalAckFees.ts'
export { getTotalRecvFees, getTotalRecvFeesEndpoint, getTotalRecvFeesResponseSchema, type GetTotalRecvFeesParameters, type GetTotalRecvFeesResponse } from '../modules/ibcFee/getTotalRecvFees.ts'
export { getTotalRecvFeesQueryOptions } from '../query/ibcFee/getTotalRecvFees.ts'
export {
  getTotalTimeoutFees,
  getTotalTimeoutFeesEndpoint,
  getTotalTimeoutFeesResponseSchema,
  type GetTotalTimeoutFeesParameters,
  type GetTotalTimeoutFeesResponse,
} from '../modules/ibcFee/getTotalTimeoutFees.ts'
export { getTotalTimeoutFeesQueryOptions } from '../query/ibcFee/getTotalTimeoutFees.ts'

// ibc transfer
export { getEscrowAddress, getEscrowAddressEndpoint, getEscrowAddressResponseSchema, type GetEscrowAddressParameters, type GetEscrowAddressResponse } from '../modules/ibcTransfer/getEscrowAddress.ts'
export { getEscrowAddressQueryOptions } from '../query/ibcTransfer/getEscrowAddress.ts'
export { getDenomHash, getDenomHashEndpoint, getDenomHashResponseSchema, type GetDenomHashParameters, type GetDenomHashResponse } from '../modules/ibcTransfer/getDenomHash.ts'
export { getDenomHashQueryOptions } from '../query/ibcTransfer/getDenomHash.ts'
export { getDenomTraces, getDenomTracesEndpoint, getDenomTracesResponseSchema, type GetDenomTracesParameters, type GetDenomTracesResponse } from '../modules/ibcTransfer/getDenomTraces.ts'
export { getDenomTracesInfiniteQueryOptions, getDenomTracesQueryOptions } from '../query/ibcTransfer/getDenomTraces.ts'
export {
  denomTraceSchema,
  getDenomTrace,
  getDenomTraceEndpoint,
  getDenomTraceResponseSchema,
  type DenomTrace,
  type GetDenomTraceParameters,
  type GetDenomTraceResponse,
} from '../modules/ibcTransfer/getDenomTrace.ts'
export { getDenomTraceQueryOptions } from '../query/ibcTransfer/getDenomTrace.ts'
export { getTransferParams, getTransferParamsEndpoint, getTransferParamsResponseSchema, type GetTransferParamsParameters, type GetTransferParamsResponse } from '../modules/ibcTransfer/getTransferParams.ts'
export { getTransferParamsQueryOptions } from '../query/ibcTransfer/getTransferParams.ts'
export { getTotalEscrow, getTotalEscrowEndpoint, getTotalEscrowResponseSchema, type GetTotalEscrowParameters, type GetTotalEscrowResponse } from '../modules/ibcTransfer/getTotalEscrow.ts'
export { getTotalEscrowQueryOptions } from '../query/ibcTransfer/getTotalEscrow.ts'

// interchain accounts
export {
  getInterchainAccount,
  getInterchainAccountEndpoint,
  getInterchainAccountResponseSchema,
  type GetInterchainAccountParameters,
  type GetInterchainAccountResponse,
} from '../modules/ica/getInterchainAccount.ts'
export { getInterchainAccountQueryOptions } from '../query/ica/getInterchainAccount.ts'
export {
  getIcaControllerParams,
  getIcaControllerParamsEndpoint,
  getIcaControllerParamsResponseSchema,
  type GetIcaControllerParamsParameters,
  type GetIcaControllerParamsResponse,
} from '../modules/ica/getIcaControllerParams.ts'
export { getIcaControllerParamsQueryOptions } from '../query/ica/getIcaControllerParams.ts'
export { getIcaHostParams, getIcaHostParamsEndpoint, getIcaHostParamsResponseSchema, type GetIcaHostParamsParameters, type GetIcaHostParamsResponse } from '../modules/ica/getIcaHostParams.ts'
export { getIcaHostParamsQueryOptions } from '../query/ica/getIcaHostParams.ts'

// ibc client
export { getClientState, getClientStateEndpoint, getClientStateResponseSchema, type GetClientStateParameters, type GetClientStateResponse } from '../modules/ibcClient/getClientState.ts'
export { getClientStateQueryOptions } from '../query/ibcClient/getClientState.ts'
export {
  getClientStates,
  getClientStatesEndpoint,
  getClientStatesResponseSchema,
  identifiedClientStateSchema,
  type GetClientStatesParameters,
  type GetClientStatesResponse,
  type IdentifiedClientState,
} from '../modules/ibcClient/getClientStates.ts'
export { getClientStatesInfiniteQueryOptions, getClientStatesQueryOptions } from '../query/ibcClient/getClientStates.ts'
export {
  getClientStatus,
  getClientStatusEndpoint,
  getClientStatusResponseSchema,
  type ClientStatus,
  type GetClientStatusParameters,
  type GetClientStatusResponse,
} from '../modules/ibcClient/getClientStatus.ts'
export { getClientStatusQueryOptions } from '../query/ibcClient/getClientStatus.ts'
export { verifyMembership, verifyMembershipEndpoint, verifyMembershipResponseSchema, type VerifyMembershipParameters, type VerifyMembershipResponse } from '../modules/ibcClient/verifyMembership.ts'
export { verifyMembershipQueryOptions } from '../query/ibcClient/verifyMembership.ts'
export {
  consensusStateWithHeightSchema,
  getConsensusStates,
  getConsensusStatesEndpoint,
  getConsensusStatesResponseSchema,
  type ConsensusStateWithHeight,
  type GetConsensusStatesParameters,
  type GetConsensusStatesResponse,
} from '../modules/ibcClient/getConsensusStates.ts'
export { getConsensusStatesInfiniteQueryOptions, getConsensusStatesQueryOptions } from '../query/ibcClient/getConsensusStates.ts'
export {
  getConsensusStateHeights,
  getConsensusStateHeightsEndpoint,
  getConsensusStateHeightsResponseSchema,
  type GetConsensusStateHeightsParameters,
  type GetConsensusStateHeightsResponse,
} from '../modules/ibcClient/getConsensusStateHeights.ts'
export { getConsensusStateHeightsInfiniteQueryOptions, getConsensusStateHeightsQueryOptions } from '../query/ibcClient/getConsensusStateHeights.ts'
export {
  getConsensusState,
  getConsensusStateEndpoint,
  getConsensusStateResponseSchema,
  type GetConsensusStateParameters,
  type GetConsensusStateResponse,
} from '../modules/ibcClient/getConsensusState.ts'
export { getConsensusStateQueryOptions } from '../query/ibcClient/getConsensusState.ts'
export {
  getClientParams,
  getClientParamsEndpoint,
  getClientParamsResponseSchema,
  type GetClientParamsParameters,
  type GetClientParamsResponse,
} from '../modules/ibcClient/getClientParams.ts'
export { getClientParamsQueryOptions } from '../query/ibcClient/getClientParams.ts'
export {
  getUpgradedClientState,
  getUpgradedClientStateEndpoint,
  getUpgradedClientStateResponseSchema,
  type GetUpgradedClientStateParameters,
  type GetUpgradedClientStateResponse,
} from '../modules/ibcClient/getUpgradedClientState.ts'
export { getUpgradedClientStateQueryOptions } from '../query/ibcClient/getUpgradedClientState.ts'
export {
  getUpgradedConsensusState,
  getUpgradedConsensusStateEndpoint,
  getUpgradedConsensusStateResponseSchema,
  type GetUpgradedConsensusStateParameters,
  type GetUpgradedConsensusStateResponse,
} from '../modules/ibcClient/getUpgradedConsensusState.ts'
export { getUpgradedConsensusStateQueryOptions } from '../query/ibcClient/getUpgradedConsensusState.ts'

// ibc connection
export {
  connectionEndSchema,
  getConnection,
  getConnectionEndpoint,
  getConnectionResponseSchema,
  type ConnectionEnd,
  type ConnectionState,
  type GetConnectionParameters,
  type GetConnectionResponse,
} from '../modules/ibcConnection/getConnection.ts'
export { getConnectionQueryOptions } from '../query/ibcConnection/getConnection.ts'
export {
  getConnections,
  getConnectionsEndpoint,
  getConnectionsResponseSchema,
  identifiedConnectionSchema,
  type GetConnectionsParameters,
  type GetConnectionsResponse,
  type IdentifiedConnection,
} from '../modules/ibcConnection/getConnections.ts'
export { getConnectionsInfiniteQueryOptions, getConnectionsQueryOptions } from '../query/ibcConnection/getConnections.ts'
export {
  getClientConnections,
  getClientConnectionsEndpoint,
  getClientConnectionsResponseSchema,
  type GetClientConnectionsParameters,
  type GetClientConnectionsResponse,
} from '../modules/ibcConnection/getClientConnections.ts'
export { getClientConnectionsQueryOptions } from '../query/ibcConnection/getClientConnections.ts'
export {
  getConnectionClientState,
  getConnectionClientStateEndpoint,
  getConnectionClientStateResponseSchema,
  type GetConnectionClientStateParameters,
  type GetConnectionClientStateResponse,
} from '../modules/ibcConnection/getConnectionClientState.ts'
export { getConnectionClientStateQueryOptions } from '../query/ibcConnection/getConnectionClientState.ts'
export {
  getConnectionConsensusState,
  getConnectionConsensusStateEndpoint,
  getConnectionConsensusStateResponseSchema,
  type GetConnectionConsensusStateParameters,
  type GetConnectionConsensusStateResponse,
} from '../modules/ibcConnection/getConnectionConsensusState.ts'
export { getConnectionConsensusStateQueryOptions } from '../query/ibcConnection/getConnectionConsensusState.ts'
export {
  getConnectionParams,
  getConnectionParamsEndpoint,
  getConnectionParamsResponseSchema,
  type GetConnectionParamsParameters,
  type GetConnectionParamsResponse,
} from '../modules/ibcConnection/getConnectionParams.ts'
export { getConnectionParamsQueryOptions } from '../query/ibcConnection/getConnectionParams.ts'

// ibc channel
export {
  channelSchema,
  getChannels,
  getChannelsEndpoint,
  getChannelsResponseSchema,
  identifiedChannelSchema,
  type Channel,
  type ChannelOrdering,
  type ChannelState,
  type GetChannelsParameters,
  type GetChannelsResponse,
  type IdentifiedChannel,
} from '../modules/ibcChannel/getChannels.ts'
export { getChannelsInfiniteQueryOptions, getChannelsQueryOptions } from '../query/ibcChannel/getChannels.ts'
export { getChannel, getChannelEndpoint, getChannelResponseSchema, type GetChannelParameters, type GetChannelResponse } from '../modules/ibcChannel/getChannel.ts'
export { getChannelQueryOptions } from '../query/ibcChannel/getChannel.ts'
export {
  getChannelConsensusState,
  getChannelConsensusStateEndpoint,
  getChannelConsensusStateResponseSchema,
  type GetChannelConsensusStateParameters,
  type GetChannelConsensusStateResponse,
} from '../modules/ibcChannel/getChannelConsensusState.ts'
export { getChannelConsensusStateQueryOptions } from '../query/ibcChannel/getChannelConsensusState.ts'
export {
  getNextSequenceReceive,
  getNextSequenceReceiveEndpoint,
  getNextSequenceReceiveResponseSchema,
  type GetNextSequenceReceiveParameters,
  type GetNextSequenceReceiveResponse,
} from '../modules/ibcChannel/getNextSequenceReceive.ts'
export { getNextSequenceReceiveQueryOptions } from '../query/ibcChannel/getNextSequenceReceive.ts'
export {
  getNextSequenceSend,
  getNextSequenceSendEndpoint,
  getNextSequenceSendResponseSchema,
  type GetNextSequenceSendParameters,
  type GetNextSequenceSendResponse,
} from '../modules/ibcChannel/getNextSequenceSend.ts'
export { getNextSequenceSendQueryOptions } from '../query/ibcChannel/getNextSequenceSend.ts'
export {
  getChannelClientState,
  getChannelClientStateEndpoint,
  getChannelClientStateResponseSchema,
  type GetChannelClientStateParameters,
  type GetChannelClientStateResponse,
} from '../modules/ibcChannel/getChannelClientState.ts'
export { getChannelClientStateQueryOptions } from '../query/ibcChannel/getChannelClientState.ts'
export {
  getPacketAcknowledgements,
  getPacketAcknowledgementsEndpoint,
  getPacketAcknowledgementsResponseSchema,
  type GetPacketAcknowledgementsParameters,
  type GetPacketAcknowledgementsResponse,
} from '../modules/ibcChannel/getPacketAcknowledgements.ts'
export {
  getPacketAcknowledgementsInfiniteQueryOptions,
  getPacketAcknowledgementsQueryOptions,
} from '../query/ibcChannel/getPacketAcknowledgements.ts'
export {
  getPacketAcknowledgement,
  getPacketAcknowledgementEndpoint,
  getPacketAcknowledgementResponseSchema,
  type GetPacketAcknowledgementParameters,
  type GetPacketAcknowledgementResponse,
} from '../modules/ibcChannel/getPacketAcknowledgement.ts'
export { getPacketAcknowledgementQueryOptions } from '../query/ibcChannel/getPacketAcknowledgement.ts'
export {
  getPacketCommitments,
  getPacketCommitmentsEndpoint,
  getPacketCommitmentsResponseSchema,
  packetStateSchema,
  type GetPacketCommitmentsParameters,
  type GetPacketCommitmentsResponse,
  type PacketState,
} from '../modules/ibcChannel/getPacketCommitments.ts'
export { getPacketCommitmentsInfiniteQueryOptions, getPacketCommitmentsQueryOptions } from '../query/ibcChannel/getPacketCommitments.ts'
export {
  getPacketCommitment,
  getPacketCommitmentEndpoint,
  getPacketCommitmentResponseSchema,
  type GetPacketCommitmentParameters,
  type GetPacketCommitmentResponse,
} from '../modules/ibcChannel/getPacketCommitment.ts'
export { getPacketCommitmentQueryOptions } from '../query/ibcChannel/getPacketCommitment.ts'
export { getUnreceivedAcks, getUnreceivedAcksEndpoint, getUnreceivedAcksResponseSchema, type GetUnreceivedAcksParameters, type GetUnreceivedAcksResponse } from '../modules/ibcChannel/getUnreceivedAcks.ts'
export { getUnreceivedAcksQueryOptions } from '../query/ibcChannel/getUnreceivedAcks.ts'
export {
  getUnreceivedPackets,
  getUnreceivedPacketsEndpoint,
  getUnreceivedPacketsResponseSchema,
  type GetUnreceivedPacketsParameters,
  type GetUnreceivedPacketsResponse,
} from '../modules/ibcChannel/getUnreceivedPackets.ts'
export { getUnreceivedPacketsQueryOptions } from '../query/ibcChannel/getUnreceivedPackets.ts'
export { getPacketReceipt, getPacketReceiptEndpoint, getPacketReceiptResponseSchema, type GetPacketReceiptParameters, type GetPacketReceiptResponse } from '../modules/ibcChannel/getPacketReceipt.ts'
export { getPacketReceiptQueryOptions } from '../query/ibcChannel/getPacketReceipt.ts'
export {
  channelUpgradeSchema,
  getChannelUpgrade,
  getChannelUpgradeEndpoint,
  getChannelUpgradeResponseSchema,
  type ChannelUpgrade,
  type GetChannelUpgradeParameters,
  type GetChannelUpgradeResponse,
} from '../modules/ibcChannel/getChannelUpgrade.ts'
export { getChannelUpgradeQueryOptions } from '../query/ibcChannel/getChannelUpgrade.ts'
export {
  getChannelUpgradeError,
  getChannelUpgradeErrorEndpoint,
  getChannelUpgradeErrorResponseSchema,
  upgradeErrorReceiptSchema,
  type GetChannelUpgradeErrorParameters,
  type GetChannelUpgradeErrorResponse,
  type UpgradeErrorReceipt,
} from '../modules/ibcChannel/getChannelUpgradeError.ts'
export { getChannelUpgradeErrorQueryOptions } from '../query/ibcChannel/getChannelUpgradeError.ts'
export {
  getConnectionChannels,
  getConnectionChannelsEndpoint,
  getConnectionChannelsResponseSchema,
  type GetConnectionChannelsParameters,
  type GetConnectionChannelsResponse,
} from '../modules/ibcChannel/getConnectionChannels.ts'
export { getConnectionChannelsInfiniteQueryOptions, getConnectionChannelsQueryOptions } from '../query/ibcChannel/getConnectionChannels.ts'

// oracle
export {
  getOracleRates,
  getOracleRatesEndpoint,
  getOracleRatesResponseSchema,
  oracleExchangeRateSchema,
  type GetOracleRatesParameters,
  type GetOracleRatesResponse,
  type OracleExchangeRate,
} from '../modules/oracle/getOracleRates.ts'
export { getOracleRatesQueryOptions } from '../query/oracle/getOracleRates.ts'
export {
  getActiveDenoms,
  getActiveDenomsEndpoint,
  getActiveDenomsResponseSchema,
  type GetActiveDenomsParameters,
  type GetActiveDenomsResponse,
} from '../modules/oracle/getActiveDenoms.ts'
export {
  getFeederDelegation,
  getFeederDelegationEndpoint,
  getFeederDelegationResponseSchema,
  type GetFeederDelegationParameters,
  type GetFeederDelegationResponse,
} from '../modules/oracle/getFeederDelegation.ts'
export {
  getOracleParams,
  getOracleParamsEndpoint,
  getOracleParamsResponseSchema,
  oracleParamsSchema,
  type GetOracleParamsParameters,
  type GetOracleParamsResponse,
  type OracleParams,
} from '../modules/oracle/getOracleParams.ts'
export {
  getPriceSnapshotHistory,
  getPriceSnapshotHistoryEndpoint,
  getPriceSnapshotHistoryResponseSchema,
  priceSnapshotSchema,
  type GetPriceSnapshotHistoryParameters,
  type GetPriceSnapshotHistoryResponse,
  type PriceSnapshot,
} from '../modules/oracle/getPriceSnapshotHistory.ts'
export {
  getSlashWindow,
  getSlashWindowEndpoint,
  getSlashWindowResponseSchema,
  type GetSlashWindowParameters,
  type GetSlashWindowResponse,
} from '../modules/oracle/getSlashWindow.ts'
export {
  getVotePenaltyCounter,
  getVotePenaltyCounterEndpoint,
  getVotePenaltyCounterResponseSchema,
  votePenaltyCounterSchema,
  type GetVotePenaltyCounterParameters,
  type GetVotePenaltyCounterResponse,
  type VotePenaltyCounter,
} from '../modules/oracle/getVotePenaltyCounter.ts'
export {
  getVoteTargets,
  getVoteTargetsEndpoint,
  getVoteTargetsResponseSchema,
  type GetVoteTargetsParameters,
  type GetVoteTargetsResponse,
} from '../modules/oracle/getVoteTargets.ts'
export { getActiveDenomsQueryOptions } from '../query/oracle/getActiveDenoms.ts'
export { getFeederDelegationQueryOptions } from '../query/oracle/getFeederDelegation.ts'
export { getOracleParamsQueryOptions } from '../query/oracle/getOracleParams.ts'
export { getPriceSnapshotHistoryQueryOptions } from '../query/oracle/getPriceSnapshotHistory.ts'
export { getSlashWindowQueryOptions } from '../query/oracle/getSlashWindow.ts'
export { getVotePenaltyCounterQueryOptions } from '../query/oracle/getVotePenaltyCounter.ts'
export { getVoteTargetsQueryOptions } from '../query/oracle/getVoteTargets.ts'
export {
  getOracleTwaps,
  getOracleTwapsEndpoint,
  getOracleTwapsResponseSchema,
  oracleTwapSchema,
  type GetOracleTwapsParameters,
  type GetOracleTwapsResponse,
  type OracleTwap,
} from '../modules/oracle/getOracleTwaps.ts'
export { getOracleTwapsQueryOptions } from '../query/oracle/getOracleTwaps.ts'
export {
  getOracleRate,
  getOracleRateEndpoint,
  getOracleRateResponseSchema,
  type GetOracleRateParameters,
  type GetOracleRateResponse,
} from '../modules/oracle/getOracleRate.ts'
export { getOracleRateQueryOptions } from '../query/oracle/getOracleRate.ts'

// evm
export { pointerTypes, type PointerType, type PointerTypeName, type PointerTypeNumber } from '../modules/evm/pointerType.ts'
export { getEvmAddress, getEvmAddressEndpoint, getEvmAddressResponseSchema, type GetEvmAddressParameters, type GetEvmAddressResponse } from '../modules/evm/getEvmAddress.ts'
export { getKiiAddress, getKiiAddressEndpoint, getKiiAddressResponseSchema, type GetKiiAddressParameters, type GetKiiAddressResponse } from '../modules/evm/getKiiAddress.ts'
export { getPointee, getPointeeEndpoint, getPointeeResponseSchema, type GetPointeeParameters, type GetPointeeResponse } from '../modules/evm/getPointee.ts'
export { getPointer, getPointerEndpoint, getPointerResponseSchema, type GetPointerParameters, type GetPointerResponse } from '../modules/evm/getPointer.ts'
export { getPointerVersion, getPointerVersionEndpoint, getPointerVersionResponseSchema, type GetPointerVersionParameters, type GetPointerVersionResponse } from '../modules/evm/getPointerVersion.ts'
export {
  encodeStaticCallData,
  getStaticCall,
  getStaticCallEndpoint,
  getStaticCallResponseSchema,
  staticCallDataToHex,
  type GetStaticCallParameters,
  type GetStaticCallResponse,
} from '../modules/evm/getStaticCall.ts'
export { getEvmAddressQueryOptions } from '../query/evm/getEvmAddress.ts'
export { getKiiAddressQueryOptions } from '../query/evm/getKiiAddress.ts'
export { getPointeeQueryOptions } from '../query/evm/getPointee.ts'
export { getPointerQueryOptions } from '../query/evm/getPointer.ts'
export { getPointerVersionQueryOptions } from '../query/evm/getPointerVersion.ts'
export { getStaticCallQueryOptions } from '../query/evm/getStaticCall.ts'

// mint
export { getMinter, getMinterEndpoint, getMinterResponseSchema, type GetMinterParameters, type GetMinterResponse } from '../modules/mint/getMinter.ts'
export {
  getMintParams,
  getMintParamsEndpoint,
  getMintParamsResponseSchema,
  mintParamsSchema,
  scheduledTokenReleaseSchema,
  type GetMintParamsParameters,
  type GetMintParamsResponse,
  type MintParams,
  type ScheduledTokenRelease,
} from '../modules/mint/getMintParams.ts'
export { getMinterQueryOptions } from '../query/mint/getMinter.ts'
export { getMintParamsQueryOptions } from '../query/mint/getMintParams.ts'

// staking (explorer extension: validators, and naming a block's proposer by its consensus address)
export {
  bondStatuses,
  getValidators,
  getValidatorsEndpoint,
  getValidatorsResponseSchema,
  validatorSchema,
  type BondStatus,
  type GetValidatorsParameters,
  type GetValidatorsResponse,
  type Validator,
} from '../modules/staking/getValidators.ts'
export {
  getValidator,
  getValidatorEndpoint,
  getValidatorResponseSchema,
  type GetValidatorParameters,
  type GetValidatorResponse,
} from '../modules/staking/getValidator.ts'
export {
  consensusAddressBytes,
  consensusPrefixOf,
  findValidatorByConsensusAddress,
  indexValidatorsByConsensusAddress,
  parseConsensusAddress,
  validatorConsensusAddress,
  type ValidatorsByConsensusAddress,
} from '../modules/staking/consensusAddress.ts'
export {
  getStakingParams,
  getStakingParamsEndpoint,
  getStakingParamsResponseSchema,
  stakingParamsSchema,
  type GetStakingParamsParameters,
  type GetStakingParamsResponse,
  type StakingParams,
} from '../modules/staking/getStakingParams.ts'
export { getValidatorsInfiniteQueryOptions, getValidatorsQueryOptions } from '../query/staking/getValidators.ts'
export { getValidatorQueryOptions } from '../query/staking/getValidator.ts'
export { getStakingParamsQueryOptions } from '../query/staking/getStakingParams.ts'

// query layer (React-free: plain option objects that TanStack Query accepts)
export {
  gatekitInfiniteQueryKey,
  gatekitQueryKey,
  tagQueryKey,
  toKeyParameters,
  type GatekitInfiniteQueryKey,
  type GatekitQueryKey,
  type KeyValue,
} from '../query/queryKey.ts'
export {
  endpointInfiniteQueryOptions,
  endpointQueryOptions,
  type EndpointInfiniteQueryOptions,
  type EndpointQueryDefaults,
  type EndpointQueryOptions,
} from '../query/endpointQueryOptions.ts'
export type { GatekitInfiniteQueryOptions, GatekitMutationOptions, GatekitQueryOptions } from '../query/types.ts'
export type { AtBlockHeight } from '../query/blockHeight.ts'
