import type { TestProject } from 'vitest/node'
import { startDevnetServer } from '../src/devnet/server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the devnet server the browser tests talk to. */
    devnetUrl: string
  }
}

/** Starts one devnet server for the browser project; tests read its URL with `inject('devnetUrl')`. */
export default async function setup(project: TestProject) {
  const server = await startDevnetServer({ port: 0, seed: 'browser-tests', autoAdvance: false })
  project.provide('devnetUrl', server.url)
  return () => server.close()
}
