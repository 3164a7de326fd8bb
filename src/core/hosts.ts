import type { HttpTransportFailover } from './transport.ts'

// How a transport spreads its attempts over hosts: which base URL each attempt goes to (failover)
// and how many requests each origin has in flight (a FIFO queue beyond the cap).

/** @internal Which base URL each attempt goes to: the first one not cooling down after a failure. */
export function createHostRotation(failover: HttpTransportFailover) {
  const bases = [failover.baseUrl, ...failover.fallbackUrls]
  const downUntil = bases.map(() => 0)
  return {
    pick(url: string): { index: number; url: string } | undefined {
      const rest = url.slice(failover.baseUrl.length)
      if (!url.startsWith(failover.baseUrl) || !(rest === '' || rest.startsWith('/') || rest.startsWith('?'))) return undefined
      const now = Date.now()
      let index = downUntil.findIndex((until) => until <= now)
      // Every URL failed recently: try the one whose cooldown ends first.
      if (index === -1) index = downUntil.indexOf(Math.min(...downUntil))
      return { index, url: `${bases[index]}${rest}` }
    },
    report(index: number, healthy: boolean) {
      downUntil[index] = healthy ? 0 : Date.now() + failover.cooldown
    },
  }
}

type Waiter = { grant: () => void }

/** @internal Slots per origin with a first-in, first-out queue; an aborted waiter leaves the queue. */
export function createHostLimiter(max: number) {
  const hosts = new Map<string, { active: number; queue: Waiter[] }>()
  const noop = () => undefined

  const release = (origin: string) => {
    const host = hosts.get(origin)
    if (!host) return
    host.active--
    const next = host.queue.shift()
    if (next) next.grant()
    else if (host.active === 0) hosts.delete(origin)
  }

  const slot = (origin: string) => {
    let released = false
    return () => {
      if (released) return
      released = true
      release(origin)
    }
  }

  return {
    acquire(origin: string, signal: AbortSignal): Promise<() => void> {
      if (max === Infinity) return Promise.resolve(noop)
      if (signal.aborted) return Promise.reject(signal.reason as Error)
      let host = hosts.get(origin)
      if (!host) hosts.set(origin, (host = { active: 0, queue: [] }))
      if (host.active < max) {
        host.active++
        return Promise.resolve(slot(origin))
      }
      const queue = host.queue
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          grant: () => {
            signal.removeEventListener('abort', onAbort)
            const current = hosts.get(origin)
            if (current) current.active++
            resolve(slot(origin))
          },
        }
        const onAbort = () => {
          const index = queue.indexOf(waiter)
          if (index !== -1) queue.splice(index, 1)
          reject(signal.reason as Error)
        }
        signal.addEventListener('abort', onAbort, { once: true })
        queue.push(waiter)
      })
    },
  }
}
