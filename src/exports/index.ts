// Entry point `gatekit`: everything of `gatekit/core` plus the React provider and hooks. The build marks only the
// modules that import React with 'use client', so server components can import actions and query options from here.

export * from './core.ts'

// auth
export { useAuthParams, type UseAuthParamsParameters } from '../react/hooks/auth/useAuthParams.ts'
export { useAccountInfo, type UseAccountInfoParameters } from '../react/hooks/auth/useAccountInfo.ts'
export { useAccounts, useInfiniteAccounts, type UseAccountsParameters, type UseInfiniteAccountsParameters } from '../react/hooks/auth/useAccounts.ts'
export { useAccount, type UseAccountParameters } from '../react/hooks/auth/useAccount.ts'
export { useAddressById, type UseAddressByIdParameters } from '../react/hooks/auth/useAddressById.ts'

// bank
export {
  useBalances,
  useInfiniteBalances,
  type UseBalancesParameters,
  type UseInfiniteBalancesParameters,
} from '../react/hooks/bank/useBalances.ts'
export { useBalance, type UseBalanceParameters } from '../react/hooks/bank/useBalance.ts'
export { useDenomOwners, useInfiniteDenomOwners, type UseDenomOwnersParameters, type UseInfiniteDenomOwnersParameters } from '../react/hooks/bank/useDenomOwners.ts'
export { useDenomOwnersByQuery, useInfiniteDenomOwnersByQuery, type UseDenomOwnersByQueryParameters, type UseInfiniteDenomOwnersByQueryParameters } from '../react/hooks/bank/useDenomOwnersByQuery.ts'
export { useDenomsMetadata, useInfiniteDenomsMetadata, type UseDenomsMetadataParameters, type UseInfiniteDenomsMetadataParameters } from '../react/hooks/bank/useDenomsMetadata.ts'
export { useDenomMetadata, type UseDenomMetadataParameters } from '../react/hooks/bank/useDenomMetadata.ts'
export { useDenomMetadataByQueryString, type UseDenomMetadataByQueryStringParameters } from '../react/hooks/bank/useDenomMetadataByQueryString.ts'
export { useBankParams, type UseBankParamsParameters } from '../react/hooks/bank/useBankParams.ts'
export { useInfiniteSendEnabled, useSendEnabled, type UseInfiniteSendEnabledParameters, type UseSendEnabledParameters } from '../react/hooks/bank/useSendEnabled.ts'
export { useInfiniteSpendableBalances, useSpendableBalances, type UseInfiniteSpendableBalancesParameters, type UseSpendableBalancesParameters } from '../react/hooks/bank/useSpendableBalances.ts'
export { useSpendableBalance, type UseSpendableBalanceParameters } from '../react/hooks/bank/useSpendableBalance.ts'
export { useInfiniteSupply, useSupply, type UseInfiniteSupplyParameters, type UseSupplyParameters } from '../react/hooks/bank/useSupply.ts'
export { useSupplyOf, type UseSupplyOfParameters } from '../react/hooks/bank/useSupplyOf.ts'

// tx
export {
  useInfiniteTxSearch,
  useTxSearch,
  type UseInfiniteTxSearchParameters,
  type UseTxSearchParameters,
} from '../react/hooks/tx/useTxSearch.ts'
export { useDecodeTx, type UseDecodeTxParameters } from '../react/hooks/tx/useDecodeTx.ts'
export { useEncodeTx, type UseEncodeTxParameters } from '../react/hooks/tx/useEncodeTx.ts'
export { useDecodeAminoTx, type UseDecodeAminoTxParameters } from '../react/hooks/tx/useDecodeAminoTx.ts'
export { useEncodeAminoTx, type UseEncodeAminoTxParameters } from '../react/hooks/tx/useEncodeAminoTx.ts'
export { useSimulateTx, type UseSimulateTxParameters } from '../react/hooks/tx/useSimulateTx.ts'
export { useTx, type UseTxParameters } from '../react/hooks/tx/useTx.ts'
export { useBlockWithTxs, useInfiniteBlockWithTxs, type UseBlockWithTxsParameters, type UseInfiniteBlockWithTxsParameters } from '../react/hooks/tx/useBlockWithTxs.ts'
export { useBroadcastTx, type UseBroadcastTxParameters } from '../react/hooks/tx/useBroadcastTx.ts'

// base (Tendermint service: blocks and node info)
export { useLatestBlock, type UseLatestBlockParameters } from '../react/hooks/base/useLatestBlock.ts'
export { useBlock, type UseBlockParameters } from '../react/hooks/base/useBlock.ts'
export { useNodeInfo, type UseNodeInfoParameters } from '../react/hooks/base/useNodeInfo.ts'

// ibc fee
export {
  useIncentivizedPackets,
  useInfiniteIncentivizedPackets,
  type UseIncentivizedPacketsParameters,
  type UseInfiniteIncentivizedPacketsParameters,
} from '../react/hooks/ibcFee/useIncentivizedPackets.ts'
export { useIncentivizedPacket, type UseIncentivizedPacketParameters } from '../react/hooks/ibcFee/useIncentivizedPacket.ts'
export {
  useIncentivizedPacketsForChannel,
  useInfiniteIncentivizedPacketsForChannel,
  type UseIncentivizedPacketsForChannelParameters,
  type UseInfiniteIncentivizedPacketsForChannelParameters,
} from '../react/hooks/ibcFee/useIncentivizedPacketsForChannel.ts'
export { useFeeEnabledChannel, type UseFeeEnabledChannelParameters } from '../react/hooks/ibcFee/useFeeEnabledChannel.ts'
export {
  useFeeEnabledChannels,
  useInfiniteFeeEnabledChannels,
  type UseFeeEnabledChannelsParameters,
  type UseInfiniteFeeEnabledChannelsParameters,
} from '../react/hooks/ibcFee/useFeeEnabledChannels.ts'
export { useCounterpartyPayee, type UseCounterpartyPayeeParameters } from '../react/hooks/ibcFee/useCounterpartyPayee.ts'
export { usePayee, type UsePayeeParameters } from '../react/hooks/ibcFee/usePayee.ts'
export { useTotalAckFees, type UseTotalAckFeesParameters } from '../react/hooks/ibcFee/useTotalAckFees.ts'
export { useTotalRecvFees, type UseTotalRecvFeesParameters } from '../react/hooks/ibcFee/useTotalRecvFees.ts'
export { useTotalTimeoutFees, type UseTotalTimeoutFeesParameters } from '../react/hooks/ibcFee/useTotalTimeoutFees.ts'

// ibc transfer
export { useEscrowAddress, type UseEscrowAddressParameters } from '../react/hooks/ibcTransfer/useEscrowAddress.ts'
export { useDenomHash, type UseDenomHashParameters } from '../react/hooks/ibcTransfer/useDenomHash.ts'
export { useDenomTraces, useInfiniteDenomTraces, type UseDenomTracesParameters, type UseInfiniteDenomTracesParameters } from '../react/hooks/ibcTransfer/useDenomTraces.ts'
export { useDenomTrace, type UseDenomTraceParameters } from '../react/hooks/ibcTransfer/useDenomTrace.ts'
export { useTransferParams, type UseTransferParamsParameters } from '../react/hooks/ibcTransfer/useTransferParams.ts'
export { useTotalEscrow, type UseTotalEscrowParameters } from '../react/hooks/ibcTransfer/useTotalEscrow.ts'

// interchain accounts
export { useInterchainAccount, type UseInterchainAccountParameters } from '../react/hooks/ica/useInterchainAccount.ts'
export { useIcaControllerParams, type UseIcaControllerParamsParameters } from '../react/hooks/ica/useIcaControllerParams.ts'
export { useIcaHostParams, type UseIcaHostParamsParameters } from '../react/hooks/ica/useIcaHostParams.ts'

// ibc client
export { useClientState, type UseClientStateParameters } from '../react/hooks/ibcClient/useClientState.ts'
export { useClientStates, useInfiniteClientStates, type UseClientStatesParameters, type UseInfiniteClientStatesParameters } from '../react/hooks/ibcClient/useClientStates.ts'
export { useClientStatus, type UseClientStatusParameters } from '../react/hooks/ibcClient/useClientStatus.ts'
export { useVerifyMembership, type UseVerifyMembershipParameters } from '../react/hooks/ibcClient/useVerifyMembership.ts'

// ibc connection
export { useConnection, type UseConnectionParameters } from '../react/hooks/ibcConnection/useConnection.ts'
export { useConnections, useInfiniteConnections, type UseConnectionsParameters, type UseInfiniteConnectionsParameters } from '../react/hooks/ibcConnection/useConnections.ts'

// ibc channel
export {
  useChannels,
  useInfiniteChannels,
  type UseChannelsParameters,
  type UseInfiniteChannelsParameters,
} from '../react/hooks/ibcChannel/useChannels.ts'
export { useChannel, type UseChannelParameters } from '../react/hooks/ibcChannel/useChannel.ts'
export { useChannelConsensusState, type UseChannelConsensusStateParameters } from '../react/hooks/ibcChannel/useChannelConsensusState.ts'
export { useNextSequenceReceive, type UseNextSequenceReceiveParameters } from '../react/hooks/ibcChannel/useNextSequenceReceive.ts'
export { useNextSequenceSend, type UseNextSequenceSendParameters } from '../react/hooks/ibcChannel/useNextSequenceSend.ts'
export { useChannelClientState, type UseChannelClientStateParameters } from '../react/hooks/ibcChannel/useChannelClientState.ts'
export {
  useInfinitePacketAcknowledgements,
  usePacketAcknowledgements,
  type UseInfinitePacketAcknowledgementsParameters,
  type UsePacketAcknowledgementsParameters,
} from '../react/hooks/ibcChannel/usePacketAcknowledgements.ts'
export { usePacketAcknowledgement, type UsePacketAcknowledgementParameters } from '../react/hooks/ibcChannel/usePacketAcknowledgement.ts'
export {
  useInfinitePacketCommitments,
  usePacketCommitments,
  type UseInfinitePacketCommitmentsParameters,
  type UsePacketCommitmentsParameters,
} from '../react/hooks/ibcChannel/usePacketCommitments.ts'
export { usePacketCommitment, type UsePacketCommitmentParameters } from '../react/hooks/ibcChannel/usePacketCommitment.ts'
export { useUnreceivedAcks, type UseUnreceivedAcksParameters } from '../react/hooks/ibcChannel/useUnreceivedAcks.ts'
export { useUnreceivedPackets, type UseUnreceivedPacketsParameters } from '../react/hooks/ibcChannel/useUnreceivedPackets.ts'
export { usePacketReceipt, type UsePacketReceiptParameters } from '../react/hooks/ibcChannel/usePacketReceipt.ts'
export { useChannelUpgrade, type UseChannelUpgradeParameters } from '../react/hooks/ibcChannel/useChannelUpgrade.ts'
export { useChannelUpgradeError, type UseChannelUpgradeErrorParameters } from '../react/hooks/ibcChannel/useChannelUpgradeError.ts'
export {
  useConnectionChannels,
  useInfiniteConnectionChannels,
  type UseConnectionChannelsParameters,
  type UseInfiniteConnectionChannelsParameters,
} from '../react/hooks/ibcChannel/useConnectionChannels.ts'

// oracle
export { useOracleRates, type UseOracleRatesParameters } from '../react/hooks/oracle/useOracleRates.ts'
export { useActiveDenoms, type UseActiveDenomsParameters } from '../react/hooks/oracle/useActiveDenoms.ts'
export { useFeederDelegation, type UseFeederDelegationParameters } from '../react/hooks/oracle/useFeederDelegation.ts'
export { useOracleParams, type UseOracleParamsParameters } from '../react/hooks/oracle/useOracleParams.ts'
export { usePriceSnapshotHistory, type UsePriceSnapshotHistoryParameters } from '../react/hooks/oracle/usePriceSnapshotHistory.ts'
export { useSlashWindow, type UseSlashWindowParameters } from '../react/hooks/oracle/useSlashWindow.ts'
export { useVotePenaltyCounter, type UseVotePenaltyCounterParameters } from '../react/hooks/oracle/useVotePenaltyCounter.ts'
export { useVoteTargets, type UseVoteTargetsParameters } from '../react/hooks/oracle/useVoteTargets.ts'

// evm
export { useEvmAddress, type UseEvmAddressParameters } from '../react/hooks/evm/useEvmAddress.ts'
export { useKiiAddress, type UseKiiAddressParameters } from '../react/hooks/evm/useKiiAddress.ts'
export { usePointee, type UsePointeeParameters } from '../react/hooks/evm/usePointee.ts'
export { usePointer, type UsePointerParameters } from '../react/hooks/evm/usePointer.ts'
export { usePointerVersion, type UsePointerVersionParameters } from '../react/hooks/evm/usePointerVersion.ts'
export { useStaticCall, type UseStaticCallParameters } from '../react/hooks/evm/useStaticCall.ts'

// mint
export { useMinter, type UseMinterParameters } from '../react/hooks/mint/useMinter.ts'
export { useMintParams, type UseMintParamsParameters } from '../react/hooks/mint/useMintParams.ts'

// provider and shared hooks
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
export { useGatekitMutation, type MutationHookParameters, type MutationParameter } from '../react/useGatekitMutation.ts'
