import * as z from '../../core/zod.ts'
import { bytesSchema, uint64Schema } from '../../core/schemas.ts'
import type { ConnectionState } from './getConnection.ts'

// The zod form of a connection end, in a file of its own: getConnection.ts shows it as
// `ResponseSchema<ConnectionEnd>`, and getConnections.ts extends this object schema with the `id` of a
// listed connection. No public entry re-exports this file, so users' declarations never reach zod here.

/** The zod object schema of {@link ConnectionEnd}. */
export const connectionEndZod = /* @__PURE__ */ z.looseObject({
  /** The light client on this chain that tracks the counterparty chain. */
  client_id: /* @__PURE__ */ z.string(),
  /** IBC versions the connection supports, with the channel orderings each allows. */
  versions: /* @__PURE__ */ z.array(/* @__PURE__ */ z.looseObject({ identifier: /* @__PURE__ */ z.string(), features: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()) })),
  state: /* @__PURE__ */ z.string() as z.ZodType<ConnectionState>,
  counterparty: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({
    client_id: /* @__PURE__ */ z.string(),
    /** Empty until the counterparty end exists. */
    connection_id: /* @__PURE__ */ z.string(),
    /** The counterparty's commitment prefix (its IBC store key, usually `ibc`), base64. */
    prefix: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.looseObject({ key_prefix: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.shapeOf(bytesSchema)) })),
  })),
  /** Delay (ns) before a consensus state may be used to verify packets. */
  delay_period: /* @__PURE__ */ z.shapeOf(uint64Schema),
})
