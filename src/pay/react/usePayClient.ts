import { useContext } from 'react'
import { BaseError } from '../../core/errors.ts'
import { GatekitContext } from '../../react/context.ts'
import { isPayClient, type PayClient } from '../client.ts'

/**
 * No pay client was given to a pay hook and none is provided above it.
 *
 * @example
 * ```ts
 * if (error instanceof PayClientNotFoundError) console.error('wrap the app in <GatekitProvider payClient={...}>')
 * ```
 */
export class PayClientNotFoundError extends BaseError {
  override name = 'PayClientNotFoundError'
  constructor() {
    super('No pay client: wrap the tree in <GatekitProvider payClient={payClient}> or pass `payClient` to the hook.')
  }
}

/**
 * The pay client passed in, or that of the nearest `GatekitProvider`.
 *
 * @example
 * ```ts
 * const payClient = usePayClient()
 * const me = await getMe(payClient)
 * ```
 */
export function usePayClient(parameters: { payClient?: PayClient | undefined } = {}): PayClient {
  const context = useContext(GatekitContext)
  const client = parameters.payClient ?? context.payClient
  if (!isPayClient(client)) throw new PayClientNotFoundError()
  return client
}
