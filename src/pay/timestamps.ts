import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { TimeoutError, type RequestContext } from '../core/errors.ts'
import { payClientSecrets, type PayClient } from './client.ts'
import { signingMessage, timestampValue, type SigningParts } from './signRequest.ts'

// Entries older than this cannot collide with a new timestamp any more (a backend's window is minutes).
const recentHorizonMs = 15 * 60 * 1000
// How often a send that waits for the next timestamp unit looks at the clock again: the clock
// may be corrected (skew) or injected, so the wait is re-checked rather than computed once.
const recheckMs = 250

/** @internal What a send signs: its parts, the exact message bytes, and the timestamp value. */
export type ReservedSigning = { value: number; parts: SigningParts; message: Uint8Array }

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error)
      return
    }
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal!.reason as Error)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * @internal Picks the timestamp of one send and reserves its signed message.
 *
 * Ed25519 signatures are deterministic: two identical requests signed with the same
 * timestamp carry the same signature, which a backend with replay protection refuses
 * (the devnet answers `replayed`). A send whose message was already signed takes the
 * next unit, at most one unit ahead of the (skew-corrected) clock; when that one is
 * taken too, it waits for the clock to reach the next unit instead of inventing a
 * later time, so timestamps never drift out of the backend's window however many
 * identical writes are sent. Identical writes therefore go out at most two per unit;
 * any difference in what is signed (body, query, an idempotency key the layout
 * signs) makes them independent. The wait ends with the caller's signal, or with a
 * {@link TimeoutError} after the client's timeout.
 */
export async function reserveSigning(
  client: PayClient,
  request: { method: string; pathWithQuery: string; body: string; headers?: Readonly<Record<string, string>> | undefined },
  context: RequestContext,
  signal?: AbortSignal | undefined,
): Promise<ReservedSigning> {
  const store = payClientSecrets(client)
  const started = Date.now()
  const unitMs = client.signing.timestampUnit === 'milliseconds' ? 1 : 1000
  for (;;) {
    const current = timestampValue(client.now(), client.signing)
    const candidates = [current, current + 1].map((value) => {
      const signed = signingMessage(request, value, client.signing)
      return { value, ...signed, key: bytesToHex(sha256(signed.message)) }
    })
    const [now, next] = candidates as [(typeof candidates)[0], (typeof candidates)[0]]
    // A layout that does not sign the timestamp gives the same message for every unit: waiting cannot help.
    const free = now.key === next.key ? now : candidates.find((candidate) => !store.signed.has(candidate.key))
    if (free) {
      store.signed.set(free.key, free.value)
      forgetOld(store.signed, client)
      return { value: free.value, parts: free.parts, message: free.message }
    }
    if (client.timeout !== false && Date.now() - started >= client.timeout) {
      throw new TimeoutError({ timeout: client.timeout, request: context })
    }
    const untilNextUnit = (current + 1) * unitMs - client.now()
    await sleep(Math.max(1, Math.min(untilNextUnit, recheckMs)), signal)
  }
}

function forgetOld(signed: Map<string, number>, client: PayClient): void {
  if (signed.size <= 256) return
  const horizon = timestampValue(client.now() - recentHorizonMs, client.signing)
  for (const [key, value] of signed) if (value < horizon) signed.delete(key)
}
