import type { TestProject } from 'vitest/node'
import { startDevnetServer } from '../src/devnet/server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the devnet server the browser tests talk to. */
    devnetUrl: string
    /** Base URL of a devnet that produces a block every 400 ms, for live tables. */
    liveDevnetUrl: string
  }
}

/** Starts one devnet server for the browser project; tests read its URL with `inject('devnetUrl')`. */
export default async function setup(project: TestProject) {
  const server = await startDevnetServer({ port: 0, seed: 'browser-tests', autoAdvance: false })
  project.provide('devnetUrl', server.url)
  // Live tables need blocks that arrive while the test watches: a short block time, produced as the clock goes.
  const live = await startDevnetServer({ port: 0, seed: 'browser-live', blockTimeMs: 400 })
  project.provide('liveDevnetUrl', live.url)
  return async () => {
    await Promise.all([server.close(), live.close()])
  }
}
