import { ParameterError } from 'gatekit'
import { describe, expect, it } from 'vitest'
import { describePrefixes, readExplorerEnv, resolveExplorerPrefixes } from '../../examples/explorer/config.ts'

function problem(env: Record<string, string>) {
  try {
    readExplorerEnv(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ParameterError)
    return { parameter: (error as ParameterError).parameter, message: (error as ParameterError).shortMessage }
  }
  throw new Error('no error')
}

describe('readExplorerEnv (npm run explorer)', () => {
  it('starts the simulated gateway on 1317 and the pages on 5173 by default', () => {
    expect(readExplorerEnv({})).toEqual({ mode: 'devnet', port: 5173, devnetPort: 1317, seed: '1', prefixes: 'spec' })
  })

  it('reads a real gateway with a preset, without a trailing slash', () => {
    expect(readExplorerEnv({ GATEWAY_URL: 'https://lcd.example.org/', GATEWAY_PRESET: 'kiichain', PORT: '8080' })).toEqual({
      mode: 'gateway',
      baseUrl: 'https://lcd.example.org',
      prefixes: 'kiichain',
      port: 8080,
      devnetPort: 1317,
      seed: '1',
    })
    expect(readExplorerEnv({ GATEWAY_URL: ' http://127.0.0.1:1317/lcd ' }).baseUrl).toBe('http://127.0.0.1:1317/lcd')
  })

  it('takes both prefixes from GATEWAY_PREFIXES', () => {
    expect(readExplorerEnv({ GATEWAY_URL: 'http://h', GATEWAY_PREFIXES: 'cosmos, mychain' }).prefixes).toEqual({ sdk: 'cosmos', app: 'mychain' })
  })

  it('gives the simulated gateway the preset, port and seed it is asked for', () => {
    expect(readExplorerEnv({ GATEWAY_PRESET: 'kiichain', DEVNET_PORT: '2317', SEED: 'demo' })).toMatchObject({
      mode: 'devnet',
      prefixes: 'kiichain',
      devnetPort: 2317,
      seed: 'demo',
    })
  })

  it('treats empty variables as unset', () => {
    expect(readExplorerEnv({ GATEWAY_URL: '', GATEWAY_PRESET: ' ', PORT: '' })).toMatchObject({ mode: 'devnet', prefixes: 'spec', port: 5173 })
  })

  it('names the variable and the problem for bad values', () => {
    expect(problem({ GATEWAY_URL: 'lcd.example.org' })).toEqual({
      parameter: 'GATEWAY_URL',
      message: 'Parameter `GATEWAY_URL` must be an http(s) URL such as http://127.0.0.1:1317 (got "lcd.example.org").',
    })
    expect(problem({ GATEWAY_URL: 'ftp://lcd.example.org' }).message).toMatch(/must use http or https/)
    expect(problem({ GATEWAY_URL: 'https://user:secret@lcd.example.org' }).message).toMatch(/must not carry a user name or password/)
    expect(problem({ GATEWAY_URL: 'https://lcd.example.org/?key=1' }).message).toMatch(/must not have a query string/)
    expect(problem({ GATEWAY_URL: 'http://h', GATEWAY_PRESET: 'cosmos' })).toEqual({
      parameter: 'GATEWAY_PRESET',
      message: 'Parameter `GATEWAY_PRESET` must be one of spec, kiichain (got "cosmos").',
    })
    expect(problem({ GATEWAY_PRESET: 'spec', GATEWAY_PREFIXES: 'a,b' }).message).toMatch(/cannot both be set/)
    for (const value of ['cosmos', 'a,b,c', 'cosmos,', 'cos/mos,app']) {
      expect(problem({ GATEWAY_PREFIXES: value }).parameter).toBe('GATEWAY_PREFIXES')
    }
    for (const value of ['0', '65536', 'http', '80.5', '-1']) {
      expect(problem({ PORT: value })).toEqual({ parameter: 'PORT', message: `Parameter \`PORT\` must be a port number from 1 to 65535 (got "${value}").` })
    }
    expect(problem({ DEVNET_PORT: 'x' }).parameter).toBe('DEVNET_PORT')
  })

  it('resolves and describes prefixes', () => {
    expect(resolveExplorerPrefixes('kiichain')).toEqual({ sdk: 'cosmos', app: 'kiichain' })
    expect(resolveExplorerPrefixes({ sdk: 'a', app: 'b' })).toEqual({ sdk: 'a', app: 'b' })
    expect(describePrefixes('spec')).toBe('/stack and /appchain')
  })
})
