import * as z from '../../core/zod.ts'
import { coinSchema, int32Schema } from '../../core/schemas.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'
import type { Coin } from '../../core/schemas.ts'

const denomMetadataZod = /* @__PURE__ */ z.looseObject({
  description: /* @__PURE__ */ z.string(),
  denom_units: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.looseObject({
      denom: /* @__PURE__ */ z.string(),
      exponent: /* @__PURE__ */ z.shapeOf(int32Schema),
      aliases: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
    }),
  ),
  base: /* @__PURE__ */ z.string(),
  display: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  symbol: /* @__PURE__ */ z.string(),
  /** Since SDK 0.46; absent on older chains such as KiiChain's SDK 0.45 line. */
  uri: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  /** Since SDK 0.46. */
  uri_hash: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
})
type _denomMetadataZodCheck = [Assignable<z.output<typeof denomMetadataZod>, DenomMetadata>, Assignable<DenomMetadata, z.output<typeof denomMetadataZod>>]
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
export const denomMetadataSchema: ResponseSchema<DenomMetadata> = denomMetadataZod
/** A denom's client metadata. */
export type DenomMetadata = {
  description: string
  denom_units: {
    denom: string
    exponent: number
    aliases: string[]
  }[]
  base: string
  display: string
  name: string
  symbol: string
  /** Since SDK 0.46; absent on older chains such as KiiChain's SDK 0.45 line. */
  uri?: string | undefined
  /** Since SDK 0.46. */
  uri_hash?: string | undefined
}

const denomOwnerZod = /* @__PURE__ */ z.looseObject({
  address: /* @__PURE__ */ z.string(),
  balance: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(coinSchema)),
})
type _denomOwnerZodCheck = [Assignable<z.output<typeof denomOwnerZod>, DenomOwner>, Assignable<DenomOwner, z.output<typeof denomOwnerZod>>]
/**
 * An account holding a denom, with its balance of it.
 *
 * @example
 * ```ts
 * const { denom_owners } = await getDenomOwners(client, { denom: 'akii' })
 * const holders = denom_owners.map((owner) => owner.address)
 * ```
 */
export const denomOwnerSchema: ResponseSchema<DenomOwner> = denomOwnerZod
/** An account holding a denom. */
export type DenomOwner = {
  address: string
  balance?: Coin | null | undefined
}

const sendEnabledZod = /* @__PURE__ */ z.looseObject({
  denom: /* @__PURE__ */ z.string(),
  enabled: /* @__PURE__ */ z.boolean(),
})
type _sendEnabledZodCheck = [Assignable<z.output<typeof sendEnabledZod>, SendEnabled>, Assignable<SendEnabled, z.output<typeof sendEnabledZod>>]
/**
 * Whether one denom may be sent; denoms without an entry follow `default_send_enabled`.
 *
 * @example
 * ```ts
 * const { send_enabled } = await getSendEnabled(client, { denoms: ['ticket'] })
 * const ticketSendable = send_enabled[0]?.enabled ?? true
 * ```
 */
export const sendEnabledSchema: ResponseSchema<SendEnabled> = sendEnabledZod
/** Whether one denom may be sent. */
export type SendEnabled = {
  denom: string
  enabled: boolean
}
