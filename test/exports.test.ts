import { describe, expect, it } from 'vitest'
import * as root from '../src/exports/index.ts'
import * as devnet from '../src/exports/devnet.ts'

import packageJson from '../package.json' with { type: 'json' }

describe('entry points', () => {
  it('gatekit exports exactly these names', () => {
    expect(Object.keys(root).sort()).toMatchSnapshot()
  })

  it('gatekit/devnet exports exactly these names', () => {
    expect(Object.keys(devnet).sort()).toMatchSnapshot()
  })

  it('every entry point of the exports map has a barrel in src/exports', () => {
    expect(Object.keys(packageJson.exports)).toEqual(['.', './devnet', './package.json'])
  })

  it('carries the package version', () => {
    expect(root.version).toBe(packageJson.version)
  })

  it('names every hook of this stage as API.md does', () => {
    for (const name of ['useBalances', 'useInfiniteBalances', 'useTxSearch', 'useInfiniteTxSearch', 'useChannels', 'useInfiniteChannels', 'useOracleRates']) {
      expect(typeof (root as Record<string, unknown>)[name]).toBe('function')
      const action = `get${name.replace(/^use(Infinite)?/, '')}`
      expect(typeof (root as Record<string, unknown>)[action]).toBe('function')
      expect(typeof (root as Record<string, unknown>)[`${action}QueryOptions`]).toBe('function')
    }
  })
})
