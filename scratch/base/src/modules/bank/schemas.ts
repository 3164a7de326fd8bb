import * as z from 'zod'
import { coinSchema, int32Schema } from '../../core/schemas.ts'

/**
 * A denom's client metadata: its units (`exponent` is a JSON number), the base
 * (on-chain) and display denoms, name, symbol and, since SDK 0.46, a URI.
 *
 * @example
 * ```ts
 * const { metadata } = await getDenomMetadata(client, { denom: 'akii' })
 * const exponent = metadata.denom_units.find((unit) => unit.denom === metadata.display)?.exponent ?? 0
 * ```
 */
export const denomMetadataSchema = z.looseObject({
  description: z.string(),
  denom_units: z.array(
    z.looseObject({
      denom: z.string(),
      exponent: int32Schema,
      aliases: z.array(z.string()),
    }),
  ),
  base: z.string(),
  display: z.string(),
  name: z.string(),
  symbol: z.string(),
  /** Since SDK 0.46; absent on older chains such as KiiChain's SDK 0.45 line. */
  uri: z.string().optional(),
  /** Since SDK 0.46. */
  uri_hash: z.string().optional(),
})
/** A denom's client metadata. */
export type DenomMetadata = z.output<typeof denomMetadataSchema>

/**
 * An account holding a denom, with its balance of it.
 *
 * @example
 * ```ts
 * const { denom_owners } = await getDenomOwners(client, { denom: 'akii' })
 * const holders = denom_owners.map((owner) => owner.address)
 * ```
 */
export const denomOwnerSchema = z.looseObject({
  address: z.string(),
  balance: coinSchema,
})
/** An account holding a denom. */
export type DenomOwner = z.output<typeof denomOwnerSchema>

/**
 * Whether one denom may be sent; denoms without an entry follow `default_send_enabled`.
 *
 * @example
 * ```ts
 * const { send_enabled } = await getSendEnabled(client, { denoms: ['ticket'] })
 * const ticketSendable = send_enabled[0]?.enabled ?? true
 * ```
 */
export const sendEnabledSchema = z.looseObject({
  denom: z.string(),
  enabled: z.boolean(),
})
/** Whether one denom may be sent. */
export type SendEnabled = z.output<typeof sendEnabledSchema>
