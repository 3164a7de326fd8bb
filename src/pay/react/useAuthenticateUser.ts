import { useMutation, type DefaultError, type UseMutationResult } from '@tanstack/react-query'
import { authenticateUser, type AuthenticateUserBody, type AuthenticateUserResponse } from '../authenticateUser.ts'
import { isPayCall, type PayCall } from '../callHeaders.ts'
import type { PayClient } from '../client.ts'
import { usePayClient } from './usePayClient.ts'
import type { PayMutationParameter } from './usePayMsg.ts'

/** Parameters of {@link useAuthenticateUser}. */
export type UseAuthenticateUserParameters<TContext = unknown> = {
  /** A pay client for this hook only; otherwise the provider's. */
  payClient?: PayClient | undefined
  /** Bearer token; otherwise the client's `authToken`. */
  token?: string | undefined
  /** TanStack mutation options (`onSuccess`, `onError`, ...). */
  mutation?: PayMutationParameter<AuthenticateUserResponse, AuthenticateUserBody | PayCall<AuthenticateUserBody>, TContext> | undefined
}

/**
 * AuthenticateUser as a mutation: `mutate(body)`. `data` is the typed 200 body
 * for all three outcomes (authenticated, second factor required, locked; see
 * `authenticationState`); `error` is a `PayRequestError` for a 400 and a
 * `PayAuthError` for a 401. Never retried automatically. Default mutation key:
 * `['gatekit', 'pay', payClient.id, 'ap', 'AuthenticateUser']`. Like every TanStack
 * mutation it keeps its variables (the body, with its single-use `Signature`) in
 * the mutation state; build that body on a server.
 *
 * @example
 * ```tsx
 * const login = useAuthenticateUser({ token })
 * login.mutate(bodyFromYourServer)
 * // or, with a header for this call only: login.mutate(withPayHeaders(bodyFromYourServer, { 'x-request-id': id }))
 * if (login.data?.requires2FA) return <SecondFactor type={login.data.twoFAType} />
 * ```
 */
export function useAuthenticateUser<TContext = unknown>(
  parameters: UseAuthenticateUserParameters<TContext> = {},
): UseMutationResult<AuthenticateUserResponse, DefaultError, AuthenticateUserBody | PayCall<AuthenticateUserBody>, TContext> {
  const { token, mutation } = parameters
  const payClient = usePayClient(parameters)
  return useMutation({
    mutationKey: ['gatekit', 'pay', payClient.id, 'ap', 'AuthenticateUser'],
    ...mutation,
    mutationFn: (variables: AuthenticateUserBody | PayCall<AuthenticateUserBody>) => {
      const tokenOption = token === undefined ? {} : { token }
      return isPayCall(variables)
        ? authenticateUser(payClient, variables.body, { ...tokenOption, headers: variables.headers })
        : authenticateUser(payClient, variables, tokenOption)
    },
    retry: 0,
  })
}
