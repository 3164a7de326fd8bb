// Entry point `gatekit`: client, actions, query options, React provider and hooks, errors, format helpers.

export { version } from '../core/version.ts'

export {
  createGatewayClient,
  gatewayPresets,
  parseRetryAfter,
  type CreateGatewayClientParameters,
  type GatewayClient,
  type GatewayPrefixes,
  type GatewayPresetName,
  type GatewayRetryOptions,
  type ResolvedRetryOptions,
} from '../core/client.ts'

export {
  BaseError,
  GatewayError,
  HttpError,
  NetworkError,
  ParameterError,
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
  parseResponse,
  redactUrl,
  request,
  toJsonPath,
  type Endpoint,
  type PathValue,
  type RequestOptions,
} from '../core/request.ts'

export { toSearchParams, type QueryRecord, type QueryScalar, type QueryValue } from '../core/searchParams.ts'

export {
  PaginationLimitError,
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
  abciMessageLogSchema,
  anySchema,
  anyTypeUrl,
  blockHeaderSchema,
  blockIdSchema,
  blockSchema,
  bytesSchema,
  coinSchema,
  commitSchema,
  decCoinSchema,
  decimalSchema,
  errorBodySchema,
  eventAttributeSchema,
  eventSchema,
  heightSchema,
  int32Schema,
  int64Schema,
  packetIdSchema,
  pageResponseSchema,
  txResponseSchema,
  txSchema,
  uint64Schema,
  type AnyValue,
  type Block,
  type ChainEvent,
  type Coin,
  type DecCoin,
  type Height,
  type ModeInfo,
  type PacketId,
  type PageResponse,
  type Tx,
  type TxResponse,
} from '../core/schemas.ts'

export { formatUnits, parseUnits } from '../core/format.ts'
export type { ExactPartial } from '../core/types.ts'

// bank
export {
  getBalances,
  getBalancesEndpoint,
  getBalancesResponseSchema,
  type GetBalancesParameters,
  type GetBalancesResponse,
} from '../modules/bank/getBalances.ts'
export { getBalancesInfiniteQueryOptions, getBalancesQueryOptions } from '../query/bank/getBalances.ts'
export {
  useBalances,
  useInfiniteBalances,
  type UseBalancesParameters,
  type UseInfiniteBalancesParameters,
} from '../react/hooks/bank/useBalances.ts'

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
export {
  useInfiniteTxSearch,
  useTxSearch,
  type UseInfiniteTxSearchParameters,
  type UseTxSearchParameters,
} from '../react/hooks/tx/useTxSearch.ts'

// ibc channel
export {
  channelSchema,
  getChannels,
  getChannelsEndpoint,
  getChannelsResponseSchema,
  identifiedChannelSchema,
  type ChannelOrdering,
  type ChannelState,
  type GetChannelsParameters,
  type GetChannelsResponse,
  type IdentifiedChannel,
} from '../modules/ibcChannel/getChannels.ts'
export { getChannelsInfiniteQueryOptions, getChannelsQueryOptions } from '../query/ibcChannel/getChannels.ts'
export {
  useChannels,
  useInfiniteChannels,
  type UseChannelsParameters,
  type UseInfiniteChannelsParameters,
} from '../react/hooks/ibcChannel/useChannels.ts'

// oracle
export {
  getOracleRates,
  getOracleRatesEndpoint,
  getOracleRatesResponseSchema,
  oracleExchangeRateSchema,
  type GetOracleRatesParameters,
  type GetOracleRatesResponse,
} from '../modules/oracle/getOracleRates.ts'
export { getOracleRatesQueryOptions } from '../query/oracle/getOracleRates.ts'
export { useOracleRates, type UseOracleRatesParameters } from '../react/hooks/oracle/useOracleRates.ts'

// query layer and React
export { gatekitQueryKey, toKeyParameters, type GatekitQueryKey, type KeyValue } from '../query/queryKey.ts'
export { endpointInfiniteQueryOptions, endpointQueryOptions } from '../query/endpointQueryOptions.ts'
export { GatekitProvider, type GatekitProviderProps } from '../react/GatekitProvider.tsx'
export { GatekitContext, type GatekitContextValue } from '../react/context.ts'
export { GatewayClientNotFoundError, useGatewayClient } from '../react/useGatewayClient.ts'
export {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../react/useGatekitQuery.ts'
