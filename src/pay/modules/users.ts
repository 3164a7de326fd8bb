import * as z from '../../core/zod.ts'
import { definePayModule } from '../module.ts'
import type { Assignable, ResponseSchema } from '../../core/responseSchema.ts'

const payUserZod = /* @__PURE__ */ z.looseObject({
  userId: /* @__PURE__ */ z.int(),
  userName: /* @__PURE__ */ z.string(),
  email: /* @__PURE__ */ z.string(),
  emailVerified: /* @__PURE__ */ z.boolean(),
  accountId: /* @__PURE__ */ z.int(),
  omsId: /* @__PURE__ */ z.int(),
  use2FA: /* @__PURE__ */ z.boolean(),
})
type _payUserZodCheck = [Assignable<z.output<typeof payUserZod>, PayUser>, Assignable<PayUser, z.output<typeof payUserZod>>]
/**
 * SPEC.md's authenticated user object: `userId`, `userName`, `email`,
 * `emailVerified`, `accountId`, `omsId`, `use2FA`. Unknown fields are kept.
 *
 * @example
 * ```ts
 * const user = payUserSchema.parse(json)
 * ```
 */
export const payUserSchema: ResponseSchema<PayUser> = payUserZod

/** The authenticated user object of SPEC.md. */
export type PayUser = {
  userId: number
  userName: string
  email: string
  emailVerified: boolean
  accountId: number
  omsId: number
  use2FA: boolean
}

/**
 * The Users module of the payment backend, built in: its query server's `Me`
 * (`GET /UsersQueryServer/Me`) returns the user the API key belongs to.
 *
 * @example
 * ```ts
 * const me = await payQuery(payClient, usersModule, 'Me')
 * ```
 */
export const usersModule = /* @__PURE__ */ definePayModule({
  name: 'Users',
  queries: {
    Me: { response: payUserSchema },
  },
})
