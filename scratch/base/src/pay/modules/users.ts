import * as z from 'zod'
import { definePayModule } from '../module.ts'

/**
 * SPEC.md's authenticated user object: `userId`, `userName`, `email`,
 * `emailVerified`, `accountId`, `omsId`, `use2FA`. Unknown fields are kept.
 *
 * @example
 * ```ts
 * const user = payUserSchema.parse(json)
 * ```
 */
export const payUserSchema = z.looseObject({
  userId: z.number().int(),
  userName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  accountId: z.number().int(),
  omsId: z.number().int(),
  use2FA: z.boolean(),
})

/** The authenticated user object of SPEC.md. */
export type PayUser = z.output<typeof payUserSchema>

/**
 * The Users module of the payment backend, built in: its query server's `Me`
 * (`GET /UsersQueryServer/Me`) returns the user the API key belongs to.
 *
 * @example
 * ```ts
 * const me = await payQuery(payClient, usersModule, 'Me')
 * ```
 */
export const usersModule = definePayModule({
  name: 'Users',
  queries: {
    Me: { response: payUserSchema },
  },
})
