// Entry point `gatekit`: everything of `gatekit/core` plus the React provider and hooks. The build marks only the
// modules that import React with 'use client', so server components can import actions and query options from here.

export * from './core.ts'

// auth
export {
  useAuthParams,
  useSuspenseAuthParams,
  type UseAuthParamsParameters,
  type UseSuspenseAuthParamsParameters,
} from '../react/hooks/auth/useAuthParams.ts'
export {
  useAccountInfo,
  useSuspenseAccountInfo,
  type UseAccountInfoParameters,
  type UseSuspenseAccountInfoParameters,
} from '../react/hooks/auth/useAccountInfo.ts'
export {
  useAccounts,
  useInfiniteAccounts,
  useSuspenseAccounts,
  useSuspenseInfiniteAccounts,
  type UseAccountsParameters,
  type UseInfiniteAccountsParameters,
  type UseSuspenseAccountsParameters,
  type UseSuspenseInfiniteAccountsParameters,
} from '../react/hooks/auth/useAccounts.ts'
export {
  useAccount,
  useSuspenseAccount,
  type UseAccountParameters,
  type UseSuspenseAccountParameters,
} from '../react/hooks/auth/useAccount.ts'
export {
  useAddressById,
  useSuspenseAddressById,
  type UseAddressByIdParameters,
  type UseSuspenseAddressByIdParameters,
} from '../react/hooks/auth/useAddressById.ts'
export {
  useBech32Prefix,
  useSuspenseBech32Prefix,
  type UseBech32PrefixParameters,
  type UseSuspenseBech32PrefixParameters,
} from '../react/hooks/auth/useBech32Prefix.ts'
export {
  useAddressBytesToString,
  useSuspenseAddressBytesToString,
  type UseAddressBytesToStringParameters,
  type UseSuspenseAddressBytesToStringParameters,
} from '../react/hooks/auth/useAddressBytesToString.ts'
export {
  useAddressStringToBytes,
  useSuspenseAddressStringToBytes,
  type UseAddressStringToBytesParameters,
  type UseSuspenseAddressStringToBytesParameters,
} from '../react/hooks/auth/useAddressStringToBytes.ts'
export {
  useModuleAccounts,
  useSuspenseModuleAccounts,
  type UseModuleAccountsParameters,
  type UseSuspenseModuleAccountsParameters,
} from '../react/hooks/auth/useModuleAccounts.ts'
export {
  useModuleAccount,
  useSuspenseModuleAccount,
  type UseModuleAccountParameters,
  type UseSuspenseModuleAccountParameters,
} from '../react/hooks/auth/useModuleAccount.ts'
export {
  useNextAccountNumber,
  useSuspenseNextAccountNumber,
  type UseNextAccountNumberParameters,
  type UseSuspenseNextAccountNumberParameters,
} from '../react/hooks/auth/useNextAccountNumber.ts'

// bank
export {
  useBalances,
  useInfiniteBalances,
  useSuspenseBalances,
  useSuspenseInfiniteBalances,
  type UseBalancesParameters,
  type UseInfiniteBalancesParameters,
  type UseSuspenseBalancesParameters,
  type UseSuspenseInfiniteBalancesParameters,
} from '../react/hooks/bank/useBalances.ts'
export {
  useBalance,
  useSuspenseBalance,
  type UseBalanceParameters,
  type UseSuspenseBalanceParameters,
} from '../react/hooks/bank/useBalance.ts'
export {
  useDenomOwners,
  useInfiniteDenomOwners,
  useSuspenseDenomOwners,
  useSuspenseInfiniteDenomOwners,
  type UseDenomOwnersParameters,
  type UseInfiniteDenomOwnersParameters,
  type UseSuspenseDenomOwnersParameters,
  type UseSuspenseInfiniteDenomOwnersParameters,
} from '../react/hooks/bank/useDenomOwners.ts'
export {
  useDenomOwnersByQuery,
  useInfiniteDenomOwnersByQuery,
  useSuspenseDenomOwnersByQuery,
  useSuspenseInfiniteDenomOwnersByQuery,
  type UseDenomOwnersByQueryParameters,
  type UseInfiniteDenomOwnersByQueryParameters,
  type UseSuspenseDenomOwnersByQueryParameters,
  type UseSuspenseInfiniteDenomOwnersByQueryParameters,
} from '../react/hooks/bank/useDenomOwnersByQuery.ts'
export {
  useDenomsMetadata,
  useInfiniteDenomsMetadata,
  useSuspenseDenomsMetadata,
  useSuspenseInfiniteDenomsMetadata,
  type UseDenomsMetadataParameters,
  type UseInfiniteDenomsMetadataParameters,
  type UseSuspenseDenomsMetadataParameters,
  type UseSuspenseInfiniteDenomsMetadataParameters,
} from '../react/hooks/bank/useDenomsMetadata.ts'
export {
  useDenomMetadata,
  useSuspenseDenomMetadata,
  type UseDenomMetadataParameters,
  type UseSuspenseDenomMetadataParameters,
} from '../react/hooks/bank/useDenomMetadata.ts'
export {
  useDenomMetadataByQueryString,
  useSuspenseDenomMetadataByQueryString,
  type UseDenomMetadataByQueryStringParameters,
  type UseSuspenseDenomMetadataByQueryStringParameters,
} from '../react/hooks/bank/useDenomMetadataByQueryString.ts'
export {
  useBankParams,
  useSuspenseBankParams,
  type UseBankParamsParameters,
  type UseSuspenseBankParamsParameters,
} from '../react/hooks/bank/useBankParams.ts'
export {
  useInfiniteSendEnabled,
  useSendEnabled,
  useSuspenseInfiniteSendEnabled,
  useSuspenseSendEnabled,
  type UseInfiniteSendEnabledParameters,
  type UseSendEnabledParameters,
  type UseSuspenseInfiniteSendEnabledParameters,
  type UseSuspenseSendEnabledParameters,
} from '../react/hooks/bank/useSendEnabled.ts'
export {
  useInfiniteSpendableBalances,
  useSpendableBalances,
  useSuspenseInfiniteSpendableBalances,
  useSuspenseSpendableBalances,
  type UseInfiniteSpendableBalancesParameters,
  type UseSpendableBalancesParameters,
  type UseSuspenseInfiniteSpendableBalancesParameters,
  type UseSuspenseSpendableBalancesParameters,
} from '../react/hooks/bank/useSpendableBalances.ts'
export {
  useSpendableBalance,
  useSuspenseSpendableBalance,
  type UseSpendableBalanceParameters,
  type UseSuspenseSpendableBalanceParameters,
} from '../react/hooks/bank/useSpendableBalance.ts'
export {
  useInfiniteSupply,
  useSupply,
  useSuspenseInfiniteSupply,
  useSuspenseSupply,
  type UseInfiniteSupplyParameters,
  type UseSupplyParameters,
  type UseSuspenseInfiniteSupplyParameters,
  type UseSuspenseSupplyParameters,
} from '../react/hooks/bank/useSupply.ts'
export {
  useSupplyOf,
  useSuspenseSupplyOf,
  type UseSupplyOfParameters,
  type UseSuspenseSupplyOfParameters,
} from '../react/hooks/bank/useSupplyOf.ts'

// tx
export {
  useInfiniteTxSearch,
  useSuspenseInfiniteTxSearch,
  useSuspenseTxSearch,
  useTxSearch,
  type UseInfiniteTxSearchParameters,
  type UseSuspenseInfiniteTxSearchParameters,
  type UseSuspenseTxSearchParameters,
  type UseTxSearchParameters,
} from '../react/hooks/tx/useTxSearch.ts'
export {
  useDecodeTx,
  useSuspenseDecodeTx,
  type UseDecodeTxParameters,
  type UseSuspenseDecodeTxParameters,
} from '../react/hooks/tx/useDecodeTx.ts'
export {
  useEncodeTx,
  useSuspenseEncodeTx,
  type UseEncodeTxParameters,
  type UseSuspenseEncodeTxParameters,
} from '../react/hooks/tx/useEncodeTx.ts'
export {
  useDecodeAminoTx,
  useSuspenseDecodeAminoTx,
  type UseDecodeAminoTxParameters,
  type UseSuspenseDecodeAminoTxParameters,
} from '../react/hooks/tx/useDecodeAminoTx.ts'
export {
  useEncodeAminoTx,
  useSuspenseEncodeAminoTx,
  type UseEncodeAminoTxParameters,
  type UseSuspenseEncodeAminoTxParameters,
} from '../react/hooks/tx/useEncodeAminoTx.ts'
export {
  useSimulateTx,
  useSuspenseSimulateTx,
  type UseSimulateTxParameters,
  type UseSuspenseSimulateTxParameters,
} from '../react/hooks/tx/useSimulateTx.ts'
export { useSuspenseTx, useTx, type UseSuspenseTxParameters, type UseTxParameters } from '../react/hooks/tx/useTx.ts'
export {
  useBlockWithTxs,
  useInfiniteBlockWithTxs,
  useSuspenseBlockWithTxs,
  useSuspenseInfiniteBlockWithTxs,
  type UseBlockWithTxsParameters,
  type UseInfiniteBlockWithTxsParameters,
  type UseSuspenseBlockWithTxsParameters,
  type UseSuspenseInfiniteBlockWithTxsParameters,
} from '../react/hooks/tx/useBlockWithTxs.ts'
export { useBroadcastTx, type UseBroadcastTxParameters } from '../react/hooks/tx/useBroadcastTx.ts'

// base (Tendermint service: blocks and node info)
export {
  useLatestBlock,
  useSuspenseLatestBlock,
  type UseLatestBlockParameters,
  type UseSuspenseLatestBlockParameters,
} from '../react/hooks/base/useLatestBlock.ts'
export {
  useBlock,
  useSuspenseBlock,
  type UseBlockParameters,
  type UseSuspenseBlockParameters,
} from '../react/hooks/base/useBlock.ts'
export {
  useNodeInfo,
  useSuspenseNodeInfo,
  type UseNodeInfoParameters,
  type UseSuspenseNodeInfoParameters,
} from '../react/hooks/base/useNodeInfo.ts'

// ibc fee
export {
  useIncentivizedPackets,
  useInfiniteIncentivizedPackets,
  useSuspenseIncentivizedPackets,
  useSuspenseInfiniteIncentivizedPackets,
  type UseIncentivizedPacketsParameters,
  type UseInfiniteIncentivizedPacketsParameters,
  type UseSuspenseIncentivizedPacketsParameters,
  type UseSuspenseInfiniteIncentivizedPacketsParameters,
} from '../react/hooks/ibcFee/useIncentivizedPackets.ts'
export {
  useIncentivizedPacket,
  useSuspenseIncentivizedPacket,
  type UseIncentivizedPacketParameters,
  type UseSuspenseIncentivizedPacketParameters,
} from '../react/hooks/ibcFee/useIncentivizedPacket.ts'
export {
  useIncentivizedPacketsForChannel,
  useInfiniteIncentivizedPacketsForChannel,
  useSuspenseIncentivizedPacketsForChannel,
  useSuspenseInfiniteIncentivizedPacketsForChannel,
  type UseIncentivizedPacketsForChannelParameters,
  type UseInfiniteIncentivizedPacketsForChannelParameters,
  type UseSuspenseIncentivizedPacketsForChannelParameters,
  type UseSuspenseInfiniteIncentivizedPacketsForChannelParameters,
} from '../react/hooks/ibcFee/useIncentivizedPacketsForChannel.ts'
export {
  useFeeEnabledChannel,
  useSuspenseFeeEnabledChannel,
  type UseFeeEnabledChannelParameters,
  type UseSuspenseFeeEnabledChannelParameters,
} from '../react/hooks/ibcFee/useFeeEnabledChannel.ts'
export {
  useFeeEnabledChannels,
  useInfiniteFeeEnabledChannels,
  useSuspenseFeeEnabledChannels,
  useSuspenseInfiniteFeeEnabledChannels,
  type UseFeeEnabledChannelsParameters,
  type UseInfiniteFeeEnabledChannelsParameters,
  type UseSuspenseFeeEnabledChannelsParameters,
  type UseSuspenseInfiniteFeeEnabledChannelsParameters,
} from '../react/hooks/ibcFee/useFeeEnabledChannels.ts'
export {
  useCounterpartyPayee,
  useSuspenseCounterpartyPayee,
  type UseCounterpartyPayeeParameters,
  type UseSuspenseCounterpartyPayeeParameters,
} from '../react/hooks/ibcFee/useCounterpartyPayee.ts'
export {
  usePayee,
  useSuspensePayee,
  type UsePayeeParameters,
  type UseSuspensePayeeParameters,
} from '../react/hooks/ibcFee/usePayee.ts'
export {
  useSuspenseTotalAckFees,
  useTotalAckFees,
  type UseSuspenseTotalAckFeesParameters,
  type UseTotalAckFeesParameters,
} from '../react/hooks/ibcFee/useTotalAckFees.ts'
export {
  useSuspenseTotalRecvFees,
  useTotalRecvFees,
  type UseSuspenseTotalRecvFeesParameters,
  type UseTotalRecvFeesParameters,
} from '../react/hooks/ibcFee/useTotalRecvFees.ts'
export {
  useSuspenseTotalTimeoutFees,
  useTotalTimeoutFees,
  type UseSuspenseTotalTimeoutFeesParameters,
  type UseTotalTimeoutFeesParameters,
} from '../react/hooks/ibcFee/useTotalTimeoutFees.ts'

// ibc transfer
export {
  useEscrowAddress,
  useSuspenseEscrowAddress,
  type UseEscrowAddressParameters,
  type UseSuspenseEscrowAddressParameters,
} from '../react/hooks/ibcTransfer/useEscrowAddress.ts'
export {
  useDenomHash,
  useSuspenseDenomHash,
  type UseDenomHashParameters,
  type UseSuspenseDenomHashParameters,
} from '../react/hooks/ibcTransfer/useDenomHash.ts'
export {
  useDenomTraces,
  useInfiniteDenomTraces,
  useSuspenseDenomTraces,
  useSuspenseInfiniteDenomTraces,
  type UseDenomTracesParameters,
  type UseInfiniteDenomTracesParameters,
  type UseSuspenseDenomTracesParameters,
  type UseSuspenseInfiniteDenomTracesParameters,
} from '../react/hooks/ibcTransfer/useDenomTraces.ts'
export {
  useDenomTrace,
  useSuspenseDenomTrace,
  type UseDenomTraceParameters,
  type UseSuspenseDenomTraceParameters,
} from '../react/hooks/ibcTransfer/useDenomTrace.ts'
export {
  useSuspenseTransferParams,
  useTransferParams,
  type UseSuspenseTransferParamsParameters,
  type UseTransferParamsParameters,
} from '../react/hooks/ibcTransfer/useTransferParams.ts'
export {
  useSuspenseTotalEscrow,
  useTotalEscrow,
  type UseSuspenseTotalEscrowParameters,
  type UseTotalEscrowParameters,
} from '../react/hooks/ibcTransfer/useTotalEscrow.ts'

// interchain accounts
export {
  useInterchainAccount,
  useSuspenseInterchainAccount,
  type UseInterchainAccountParameters,
  type UseSuspenseInterchainAccountParameters,
} from '../react/hooks/ica/useInterchainAccount.ts'
export {
  useIcaControllerParams,
  useSuspenseIcaControllerParams,
  type UseIcaControllerParamsParameters,
  type UseSuspenseIcaControllerParamsParameters,
} from '../react/hooks/ica/useIcaControllerParams.ts'
export {
  useIcaHostParams,
  useSuspenseIcaHostParams,
  type UseIcaHostParamsParameters,
  type UseSuspenseIcaHostParamsParameters,
} from '../react/hooks/ica/useIcaHostParams.ts'

// ibc client
export {
  useClientState,
  useSuspenseClientState,
  type UseClientStateParameters,
  type UseSuspenseClientStateParameters,
} from '../react/hooks/ibcClient/useClientState.ts'
export {
  useClientStates,
  useInfiniteClientStates,
  useSuspenseClientStates,
  useSuspenseInfiniteClientStates,
  type UseClientStatesParameters,
  type UseInfiniteClientStatesParameters,
  type UseSuspenseClientStatesParameters,
  type UseSuspenseInfiniteClientStatesParameters,
} from '../react/hooks/ibcClient/useClientStates.ts'
export {
  useClientStatus,
  useSuspenseClientStatus,
  type UseClientStatusParameters,
  type UseSuspenseClientStatusParameters,
} from '../react/hooks/ibcClient/useClientStatus.ts'
export {
  useSuspenseVerifyMembership,
  useVerifyMembership,
  type UseSuspenseVerifyMembershipParameters,
  type UseVerifyMembershipParameters,
} from '../react/hooks/ibcClient/useVerifyMembership.ts'
export {
  useConsensusStates,
  useInfiniteConsensusStates,
  useSuspenseConsensusStates,
  useSuspenseInfiniteConsensusStates,
  type UseConsensusStatesParameters,
  type UseInfiniteConsensusStatesParameters,
  type UseSuspenseConsensusStatesParameters,
  type UseSuspenseInfiniteConsensusStatesParameters,
} from '../react/hooks/ibcClient/useConsensusStates.ts'
export {
  useConsensusStateHeights,
  useInfiniteConsensusStateHeights,
  useSuspenseConsensusStateHeights,
  useSuspenseInfiniteConsensusStateHeights,
  type UseConsensusStateHeightsParameters,
  type UseInfiniteConsensusStateHeightsParameters,
  type UseSuspenseConsensusStateHeightsParameters,
  type UseSuspenseInfiniteConsensusStateHeightsParameters,
} from '../react/hooks/ibcClient/useConsensusStateHeights.ts'
export {
  useConsensusState,
  useSuspenseConsensusState,
  type UseConsensusStateParameters,
  type UseSuspenseConsensusStateParameters,
} from '../react/hooks/ibcClient/useConsensusState.ts'
export {
  useClientParams,
  useSuspenseClientParams,
  type UseClientParamsParameters,
  type UseSuspenseClientParamsParameters,
} from '../react/hooks/ibcClient/useClientParams.ts'
export {
  useUpgradedClientState,
  useSuspenseUpgradedClientState,
  type UseUpgradedClientStateParameters,
  type UseSuspenseUpgradedClientStateParameters,
} from '../react/hooks/ibcClient/useUpgradedClientState.ts'
export {
  useUpgradedConsensusState,
  useSuspenseUpgradedConsensusState,
  type UseUpgradedConsensusStateParameters,
  type UseSuspenseUpgradedConsensusStateParameters,
} from '../react/hooks/ibcClient/useUpgradedConsensusState.ts'

// ibc connection
export {
  useConnection,
  useSuspenseConnection,
  type UseConnectionParameters,
  type UseSuspenseConnectionParameters,
} from '../react/hooks/ibcConnection/useConnection.ts'
export {
  useConnections,
  useInfiniteConnections,
  useSuspenseConnections,
  useSuspenseInfiniteConnections,
  type UseConnectionsParameters,
  type UseInfiniteConnectionsParameters,
  type UseSuspenseConnectionsParameters,
  type UseSuspenseInfiniteConnectionsParameters,
} from '../react/hooks/ibcConnection/useConnections.ts'
export {
  useClientConnections,
  useSuspenseClientConnections,
  type UseClientConnectionsParameters,
  type UseSuspenseClientConnectionsParameters,
} from '../react/hooks/ibcConnection/useClientConnections.ts'
export {
  useConnectionClientState,
  useSuspenseConnectionClientState,
  type UseConnectionClientStateParameters,
  type UseSuspenseConnectionClientStateParameters,
} from '../react/hooks/ibcConnection/useConnectionClientState.ts'
export {
  useConnectionConsensusState,
  useSuspenseConnectionConsensusState,
  type UseConnectionConsensusStateParameters,
  type UseSuspenseConnectionConsensusStateParameters,
} from '../react/hooks/ibcConnection/useConnectionConsensusState.ts'
export {
  useConnectionParams,
  useSuspenseConnectionParams,
  type UseConnectionParamsParameters,
  type UseSuspenseConnectionParamsParameters,
} from '../react/hooks/ibcConnection/useConnectionParams.ts'

// ibc channel
export {
  useChannels,
  useInfiniteChannels,
  useSuspenseChannels,
  useSuspenseInfiniteChannels,
  type UseChannelsParameters,
  type UseInfiniteChannelsParameters,
  type UseSuspenseChannelsParameters,
  type UseSuspenseInfiniteChannelsParameters,
} from '../react/hooks/ibcChannel/useChannels.ts'
export {
  useChannel,
  useSuspenseChannel,
  type UseChannelParameters,
  type UseSuspenseChannelParameters,
} from '../react/hooks/ibcChannel/useChannel.ts'
export {
  useChannelConsensusState,
  useSuspenseChannelConsensusState,
  type UseChannelConsensusStateParameters,
  type UseSuspenseChannelConsensusStateParameters,
} from '../react/hooks/ibcChannel/useChannelConsensusState.ts'
export {
  useNextSequenceReceive,
  useSuspenseNextSequenceReceive,
  type UseNextSequenceReceiveParameters,
  type UseSuspenseNextSequenceReceiveParameters,
} from '../react/hooks/ibcChannel/useNextSequenceReceive.ts'
export {
  useNextSequenceSend,
  useSuspenseNextSequenceSend,
  type UseNextSequenceSendParameters,
  type UseSuspenseNextSequenceSendParameters,
} from '../react/hooks/ibcChannel/useNextSequenceSend.ts'
export {
  useChannelClientState,
  useSuspenseChannelClientState,
  type UseChannelClientStateParameters,
  type UseSuspenseChannelClientStateParameters,
} from '../react/hooks/ibcChannel/useChannelClientState.ts'
export {
  useInfinitePacketAcknowledgements,
  usePacketAcknowledgements,
  useSuspenseInfinitePacketAcknowledgements,
  useSuspensePacketAcknowledgements,
  type UseInfinitePacketAcknowledgementsParameters,
  type UsePacketAcknowledgementsParameters,
  type UseSuspenseInfinitePacketAcknowledgementsParameters,
  type UseSuspensePacketAcknowledgementsParameters,
} from '../react/hooks/ibcChannel/usePacketAcknowledgements.ts'
export {
  usePacketAcknowledgement,
  useSuspensePacketAcknowledgement,
  type UsePacketAcknowledgementParameters,
  type UseSuspensePacketAcknowledgementParameters,
} from '../react/hooks/ibcChannel/usePacketAcknowledgement.ts'
export {
  useInfinitePacketCommitments,
  usePacketCommitments,
  useSuspenseInfinitePacketCommitments,
  useSuspensePacketCommitments,
  type UseInfinitePacketCommitmentsParameters,
  type UsePacketCommitmentsParameters,
  type UseSuspenseInfinitePacketCommitmentsParameters,
  type UseSuspensePacketCommitmentsParameters,
} from '../react/hooks/ibcChannel/usePacketCommitments.ts'
export {
  usePacketCommitment,
  useSuspensePacketCommitment,
  type UsePacketCommitmentParameters,
  type UseSuspensePacketCommitmentParameters,
} from '../react/hooks/ibcChannel/usePacketCommitment.ts'
export {
  useSuspenseUnreceivedAcks,
  useUnreceivedAcks,
  type UseSuspenseUnreceivedAcksParameters,
  type UseUnreceivedAcksParameters,
} from '../react/hooks/ibcChannel/useUnreceivedAcks.ts'
export {
  useSuspenseUnreceivedPackets,
  useUnreceivedPackets,
  type UseSuspenseUnreceivedPacketsParameters,
  type UseUnreceivedPacketsParameters,
} from '../react/hooks/ibcChannel/useUnreceivedPackets.ts'
export {
  usePacketReceipt,
  useSuspensePacketReceipt,
  type UsePacketReceiptParameters,
  type UseSuspensePacketReceiptParameters,
} from '../react/hooks/ibcChannel/usePacketReceipt.ts'
export {
  useChannelUpgrade,
  useSuspenseChannelUpgrade,
  type UseChannelUpgradeParameters,
  type UseSuspenseChannelUpgradeParameters,
} from '../react/hooks/ibcChannel/useChannelUpgrade.ts'
export {
  useChannelUpgradeError,
  useSuspenseChannelUpgradeError,
  type UseChannelUpgradeErrorParameters,
  type UseSuspenseChannelUpgradeErrorParameters,
} from '../react/hooks/ibcChannel/useChannelUpgradeError.ts'
export {
  useConnectionChannels,
  useInfiniteConnectionChannels,
  useSuspenseConnectionChannels,
  useSuspenseInfiniteConnectionChannels,
  type UseConnectionChannelsParameters,
  type UseInfiniteConnectionChannelsParameters,
  type UseSuspenseConnectionChannelsParameters,
  type UseSuspenseInfiniteConnectionChannelsParameters,
} from '../react/hooks/ibcChannel/useConnectionChannels.ts'

// oracle
export {
  useOracleRates,
  useSuspenseOracleRates,
  type UseOracleRatesParameters,
  type UseSuspenseOracleRatesParameters,
} from '../react/hooks/oracle/useOracleRates.ts'
export {
  useActiveDenoms,
  useSuspenseActiveDenoms,
  type UseActiveDenomsParameters,
  type UseSuspenseActiveDenomsParameters,
} from '../react/hooks/oracle/useActiveDenoms.ts'
export {
  useFeederDelegation,
  useSuspenseFeederDelegation,
  type UseFeederDelegationParameters,
  type UseSuspenseFeederDelegationParameters,
} from '../react/hooks/oracle/useFeederDelegation.ts'
export {
  useOracleParams,
  useSuspenseOracleParams,
  type UseOracleParamsParameters,
  type UseSuspenseOracleParamsParameters,
} from '../react/hooks/oracle/useOracleParams.ts'
export {
  usePriceSnapshotHistory,
  useSuspensePriceSnapshotHistory,
  type UsePriceSnapshotHistoryParameters,
  type UseSuspensePriceSnapshotHistoryParameters,
} from '../react/hooks/oracle/usePriceSnapshotHistory.ts'
export {
  useSlashWindow,
  useSuspenseSlashWindow,
  type UseSlashWindowParameters,
  type UseSuspenseSlashWindowParameters,
} from '../react/hooks/oracle/useSlashWindow.ts'
export {
  useSuspenseVotePenaltyCounter,
  useVotePenaltyCounter,
  type UseSuspenseVotePenaltyCounterParameters,
  type UseVotePenaltyCounterParameters,
} from '../react/hooks/oracle/useVotePenaltyCounter.ts'
export {
  useSuspenseVoteTargets,
  useVoteTargets,
  type UseSuspenseVoteTargetsParameters,
  type UseVoteTargetsParameters,
} from '../react/hooks/oracle/useVoteTargets.ts'
export {
  useOracleTwaps,
  useSuspenseOracleTwaps,
  type UseOracleTwapsParameters,
  type UseSuspenseOracleTwapsParameters,
} from '../react/hooks/oracle/useOracleTwaps.ts'
export {
  useOracleRate,
  useSuspenseOracleRate,
  type UseOracleRateParameters,
  type UseSuspenseOracleRateParameters,
} from '../react/hooks/oracle/useOracleRate.ts'

// evm
export {
  useEvmAddress,
  useSuspenseEvmAddress,
  type UseEvmAddressParameters,
  type UseSuspenseEvmAddressParameters,
} from '../react/hooks/evm/useEvmAddress.ts'
export {
  useKiiAddress,
  useSuspenseKiiAddress,
  type UseKiiAddressParameters,
  type UseSuspenseKiiAddressParameters,
} from '../react/hooks/evm/useKiiAddress.ts'
export {
  usePointee,
  useSuspensePointee,
  type UsePointeeParameters,
  type UseSuspensePointeeParameters,
} from '../react/hooks/evm/usePointee.ts'
export {
  usePointer,
  useSuspensePointer,
  type UsePointerParameters,
  type UseSuspensePointerParameters,
} from '../react/hooks/evm/usePointer.ts'
export {
  usePointerVersion,
  useSuspensePointerVersion,
  type UsePointerVersionParameters,
  type UseSuspensePointerVersionParameters,
} from '../react/hooks/evm/usePointerVersion.ts'
export {
  useStaticCall,
  useSuspenseStaticCall,
  type UseStaticCallParameters,
  type UseSuspenseStaticCallParameters,
} from '../react/hooks/evm/useStaticCall.ts'

// mint
export {
  useMinter,
  useSuspenseMinter,
  type UseMinterParameters,
  type UseSuspenseMinterParameters,
} from '../react/hooks/mint/useMinter.ts'
export {
  useMintParams,
  useSuspenseMintParams,
  type UseMintParamsParameters,
  type UseSuspenseMintParamsParameters,
} from '../react/hooks/mint/useMintParams.ts'

// staking (explorer extension)
export {
  useInfiniteValidators,
  useSuspenseInfiniteValidators,
  useSuspenseValidators,
  useValidators,
  type UseInfiniteValidatorsParameters,
  type UseSuspenseInfiniteValidatorsParameters,
  type UseSuspenseValidatorsParameters,
  type UseValidatorsParameters,
} from '../react/hooks/staking/useValidators.ts'
export {
  useSuspenseValidator,
  useValidator,
  type UseSuspenseValidatorParameters,
  type UseValidatorParameters,
} from '../react/hooks/staking/useValidator.ts'
export {
  useStakingParams,
  useSuspenseStakingParams,
  type UseStakingParamsParameters,
  type UseSuspenseStakingParamsParameters,
} from '../react/hooks/staking/useStakingParams.ts'

// query layer and React
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
export {
  useGatekitSuspenseInfiniteQuery,
  useGatekitSuspenseQuery,
  type SuspendableQueryOptions,
  type SuspenseInfiniteQueryParameter,
  type SuspenseQueryParameter,
} from '../react/useGatekitSuspenseQuery.ts'
export { useGatekitMutation, type MutationHookParameters, type MutationParameter } from '../react/useGatekitMutation.ts'
