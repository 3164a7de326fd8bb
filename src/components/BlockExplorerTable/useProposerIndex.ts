import type { GatewayClient } from '../../core/client.ts'
import {
  findValidatorByConsensusAddress,
  indexValidatorsByConsensusAddress,
  type ValidatorsByConsensusAddress,
} from '../../modules/staking/consensusAddress.ts'
import type { GetValidatorsResponse } from '../../modules/staking/getValidators.ts'
import { useValidators } from '../../react/hooks/staking/useValidators.ts'
import { proposerValidatorsParameters, proposerValidatorsStaleTime } from './proposerValidators.ts'

// Module level, so TanStack keeps the index until the validators change (a new select function would rebuild it).
const selectIndex = (data: GetValidatorsResponse) => indexValidatorsByConsensusAddress(data.validators)

/**
 * The active validators by consensus address, to name a block's proposer; undefined until they
 * are loaded, and when the gateway does not serve the staking module (the table then shows
 * consensus addresses). Every table and detail shares the one query.
 *
 * @example
 * ```ts
 * const index = useProposerIndex(client)
 * proposerMoniker(index, row.proposer) // "Aurora"
 * ```
 */
export function useProposerIndex(client: GatewayClient | undefined): ValidatorsByConsensusAddress | undefined {
  const { data } = useValidators({
    ...proposerValidatorsParameters,
    client,
    query: { staleTime: proposerValidatorsStaleTime, select: selectIndex },
  })
  return data
}

/**
 * The moniker of the validator a consensus address (bech32, hex or base64) names, or undefined
 * when it is unknown or has no moniker.
 *
 * @example
 * ```ts
 * proposerMoniker(index, 'kiivalcons1…') // "Aurora"
 * ```
 */
export function proposerMoniker(index: ValidatorsByConsensusAddress | undefined, address: string | undefined): string | undefined {
  if (!index || !address) return undefined
  return findValidatorByConsensusAddress(index, address)?.description?.moniker || undefined
}
