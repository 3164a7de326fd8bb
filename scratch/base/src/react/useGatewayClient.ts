import { useContext } from 'react'
import type { GatewayClient } from '../core/client.ts'
import { BaseError } from '../core/errors.ts'
import { GatekitContext } from './context.ts'

/**
 * No gateway client was given to a hook and none is provided above it.
 *
 * @example
 * ```ts
 * if (error instanceof GatewayClientNotFoundError) console.error('wrap the app in <GatekitProvider client={...}>')
 * ```
 */
export class GatewayClientNotFoundError extends BaseError {
  override name = 'GatewayClientNotFoundError'
  constructor() {
    super('No gateway client: wrap the tree in <GatekitProvider client={client}> or pass `client` to the hook.')
  }
}

/**
 * The gateway client of the nearest `GatekitProvider`, or the one passed in.
 *
 * @example
 * ```ts
 * const client = useGatewayClient()
 * const data = await getBalances(client, { address })
 * ```
 */
export function useGatewayClient(parameters: { client?: GatewayClient | undefined } = {}): GatewayClient {
  const context = useContext(GatekitContext)
  const client = parameters.client ?? context.client
  if (!client) throw new GatewayClientNotFoundError()
  return client
}
