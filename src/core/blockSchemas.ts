// Blocks as the gateway sends them: block id, header, last commit and the block itself
// (proto3 JSON; which fields may be null is said at the top of schemas.ts).
import * as z from './zod.ts'
import type { Assignable, ResponseSchema } from './responseSchema.ts'
import { bytesSchema, int32Schema, int64Schema, uint64Schema } from './schemas.ts'

const blockIdZod = /* @__PURE__ */ z.looseObject({
  hash: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  part_set_header: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ total: /* @__PURE__ */ z.shapeOf(int32Schema), hash: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)) })),
})
type _blockIdZodCheck = [Assignable<z.output<typeof blockIdZod>, BlockId>, Assignable<BlockId, z.output<typeof blockIdZod>>]
/** A block identifier: hash and part-set header. */
export const blockIdSchema: ResponseSchema<BlockId> = blockIdZod
/** A block identifier: hash and part-set header. */
export type BlockId = {
  hash?: string | null | undefined
  part_set_header?: {
    total: number
    hash?: string | null | undefined
  } | null | undefined
}

const blockHeaderZod = /* @__PURE__ */ z.looseObject({
  version: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ block: /* @__PURE__ */ z.shapeOf(uint64Schema), app: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.shapeOf(uint64Schema)) })),
  chain_id: /* @__PURE__ */ z.string(),
  height: /* @__PURE__ */ z.shapeOf(int64Schema),
  time: /* @__PURE__ */ z.string(),
  last_block_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(blockIdSchema)),
  last_commit_hash: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  data_hash: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  validators_hash: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  next_validators_hash: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  consensus_hash: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  app_hash: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  last_results_hash: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  evidence_hash: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
  /** Bytes (base64) in `block`, a bech32 consensus address in SDK 0.47+'s `sdk_block`; null when nil. */
  proposer_address: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
})
type _blockHeaderZodCheck = [Assignable<z.output<typeof blockHeaderZod>, BlockHeader>, Assignable<BlockHeader, z.output<typeof blockHeaderZod>>]
/** A block header. */
export const blockHeaderSchema: ResponseSchema<BlockHeader> = blockHeaderZod
/** A block header. */
export type BlockHeader = {
  chain_id: string
  height: string
  time: string
  version?: {
    block: string
    app?: string | undefined
  } | null | undefined
  last_block_id?: BlockId | null | undefined
  last_commit_hash?: string | null | undefined
  data_hash?: string | null | undefined
  validators_hash?: string | null | undefined
  next_validators_hash?: string | null | undefined
  consensus_hash?: string | null | undefined
  app_hash?: string | null | undefined
  last_results_hash?: string | null | undefined
  evidence_hash?: string | null | undefined
  /** Bytes (base64) in `block`, a bech32 consensus address in SDK 0.47+'s `sdk_block`; null when nil. */
  proposer_address?: string | null | undefined
}

const commitZod = /* @__PURE__ */ z.looseObject({
  height: /* @__PURE__ */ z.shapeOf(int64Schema),
  round: /* @__PURE__ */ z.shapeOf(int32Schema),
  block_id: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(blockIdSchema)),
  signatures: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.looseObject({
      block_id_flag: /* @__PURE__ */ z.string(),
      validator_address: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
      timestamp: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.string()),
      signature: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)),
    }),
  ),
})
type _commitZodCheck = [Assignable<z.output<typeof commitZod>, Commit>, Assignable<Commit, z.output<typeof commitZod>>]
/** A commit: the signatures that finalized a block. */
export const commitSchema: ResponseSchema<Commit> = commitZod
/** A commit: the signatures that finalized a block. */
export type Commit = {
  height: string
  round: number
  signatures: {
    block_id_flag: string
    validator_address?: string | null | undefined
    timestamp?: string | null | undefined
    signature?: string | null | undefined
  }[]
  block_id?: BlockId | null | undefined
}

const blockZod = /* @__PURE__ */ z.looseObject({
  header: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(blockHeaderSchema)),
  data: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ txs: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.shapeOf(bytesSchema))) })),
  evidence: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ evidence: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.array(/* @__PURE__ */ z.looseObject({}))) })),
  last_commit: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(commitSchema)),
})
type _blockZodCheck = [Assignable<z.output<typeof blockZod>, Block>, Assignable<Block, z.output<typeof blockZod>>]
/** A block: header, transactions, evidence and the last commit. */
export const blockSchema: ResponseSchema<Block> = blockZod
/** A block. */
export type Block = {
  header?: BlockHeader | null | undefined
  data?: {
    txs?: string[] | null | undefined
  } | null | undefined
  evidence?: {
    evidence?: {
      [x: string]: unknown
    }[] | null | undefined
  } | null | undefined
  last_commit?: Commit | null | undefined
}
