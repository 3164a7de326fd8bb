import * as z from '../../core/zod.ts'
import type { GatewayClient } from '../../core/client.ts'
import type { IntegerInput } from '../../core/pagination.ts'
import { heightPairRule, uint64Rule } from '../../core/parameters.ts'
import { defineEndpoint, request, type RequestOptions } from '../../core/request.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

/** Parameters of {@link verifyMembership}. Bytes are base64 strings, as the gateway's JSON carries them. */
export type VerifyMembershipParameters = {
  /** The light client that verifies the proof, such as `07-tendermint-0`. */
  clientId: string
  /** The Merkle proof (a serialized `MerkleProof`), base64. */
  proof: string
  /** Height of the counterparty chain the proof was taken at. */
  proofHeight: {
    revisionNumber: IntegerInput
    revisionHeight: IntegerInput
  }
  /** Where the value is stored: the commitment prefix, then the ICS-24 path (`['ibc', 'connections/connection-0']`). */
  merklePath: { keyPath: readonly string[] }
  /** The value claimed to be stored there, base64. */
  value: string
  /** Time delay (ns) the proof must have waited since the consensus state was stored. Default 0. */
  timeDelay?: IntegerInput | undefined
  /** Block delay the proof must have waited since the consensus state was stored. Default 0. */
  blockDelay?: IntegerInput | undefined
}

const verifyMembershipResponseZod = /* @__PURE__ */ z.looseObject({
  /** Whether the client verified that `value` is stored at the path. */
  success: /* @__PURE__ */ z.boolean(),
})
type _verifyMembershipResponseZodCheck = [Assignable<z.output<typeof verifyMembershipResponseZod>, VerifyMembershipResponse>, Assignable<VerifyMembershipResponse, z.output<typeof verifyMembershipResponseZod>>]
/** Response of {@link verifyMembership}. */
export const verifyMembershipResponseSchema: ResponseSchema<VerifyMembershipResponse> = verifyMembershipResponseZod
/** Response of {@link verifyMembership}: `success`. */
export type VerifyMembershipResponse = {
  /** Whether the client verified that `value` is stored at the path. */
  success: boolean
}

/** `POST /ibc/core/client/v1/verify_membership`. */
export const verifyMembershipEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ibcClient/verifyMembership',
  required: ['clientId', 'proof', 'proofHeight', 'merklePath', 'value'],
  checks: { proofHeight: heightPairRule, timeDelay: uint64Rule, blockDelay: uint64Rule },
  method: 'POST',
  // A query of the application state sent as a POST: the gateway answers it at the header's height.
  readsAtHeight: true,
  path: '/ibc/core/client/v1/verify_membership',
  body: (parameters: VerifyMembershipParameters) => ({
    client_id: parameters.clientId,
    proof: parameters.proof,
    proof_height: {
      revision_number: String(parameters.proofHeight.revisionNumber),
      revision_height: String(parameters.proofHeight.revisionHeight),
    },
    merkle_path: { key_path: [...parameters.merklePath.keyPath] },
    value: parameters.value,
    time_delay: parameters.timeDelay === undefined ? undefined : String(parameters.timeDelay),
    block_delay: parameters.blockDelay === undefined ? undefined : String(parameters.blockDelay),
  }),
  response: verifyMembershipResponseSchema,
})

/**
 * Asks a light client whether a value is stored at a path on its counterparty
 * chain, given a proof. A POST that only computes: nothing changes on chain,
 * so the result can be cached, and it is never retried. `success: false`
 * means the proof did not verify; malformed input answers 400 (code 3) and an
 * unknown client 404 (code 5).
 *
 * @example
 * ```ts
 * const { success } = await verifyMembership(client, {
 *   clientId: '07-tendermint-0',
 *   proof: proofBase64,
 *   proofHeight: { revisionNumber: 4, revisionHeight: 11_650_000 },
 *   merklePath: { keyPath: ['ibc', 'connections/connection-200'] },
 *   value: connectionEndBase64,
 * })
 * ```
 */
export function verifyMembership(
  client: GatewayClient,
  parameters: VerifyMembershipParameters,
  options?: RequestOptions,
): Promise<VerifyMembershipResponse> {
  return request(client, verifyMembershipEndpoint, parameters, options)
}
