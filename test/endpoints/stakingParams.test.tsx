import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../src/core/errors.ts'
import { getStakingParams } from '../../src/modules/staking/getStakingParams.ts'
import { getValidators } from '../../src/modules/staking/getValidators.ts'
import { getStakingParamsQueryOptions } from '../../src/query/staking/getStakingParams.ts'
import { useStakingParams, useSuspenseStakingParams } from '../../src/react/hooks/staking/useStakingParams.ts'
import { countingFetch, failed, renderInSuspense, requestLines, setupDevnetServer, succeeded, testClient } from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-staking-params' })
// A gateway on the real chain's prefixes (/cosmos, /kiichain).
const real = setupDevnetServer({ seed: 'endpoints-staking-params-real', prefixes: { sdk: 'cosmos', app: 'kiichain' } })

const genesis = () => devnet.devnet.chain.genesis

describe('staking params', () => {
  it('getStakingParams: GET /{sdk}/staking/v1beta1/params, the bond denom in which validators count their tokens', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch })
    const { params } = await getStakingParams(client)
    expect(requestLines(requests)).toEqual(['GET /stack/staking/v1beta1/params'])
    expect(params).toEqual({
      unbonding_time: '1814400s',
      max_validators: 100,
      max_entries: 7,
      historical_entries: 10000,
      bond_denom: genesis().fixtures.nativeDenom,
      min_commission_rate: '0.000000000000000000',
    })
    // The validator set fits the parameters: no more bonded validators than max_validators.
    const { validators } = await getValidators(client, { status: 'BOND_STATUS_BONDED' })
    expect(validators.length).toBeLessThanOrEqual(params!.max_validators)
  })

  it('answers on the real chain prefixes, /cosmos/staking/v1beta1/params', async () => {
    const { fetch, requests } = countingFetch()
    const { params } = await getStakingParams(testClient({ baseUrl: real.url, fetch, prefixes: 'kiichain' }))
    expect(requestLines(requests)).toEqual(['GET /cosmos/staking/v1beta1/params'])
    expect(params?.bond_denom).toBe('akii')
  })

  it('a client on the wrong prefixes gets a GatewayError 501, code 12', async () => {
    const client = testClient({ baseUrl: devnet.url, retry: 0, prefixes: 'kiichain' })
    const error = await getStakingParams(client).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GatewayError)
    expect(error).toMatchObject({ status: 501, code: 12 })
    expect(await failed(() => useStakingParams(), client)).toMatchObject({ status: 501, code: 12 })
  })

  it('query options key it by module and endpoint; the hooks render it', async () => {
    const client = testClient({ baseUrl: devnet.url })
    expect(getStakingParamsQueryOptions(client).queryKey).toEqual(['gatekit', devnet.url, 'staking', 'stakingParams', {}])
    const hook = await succeeded(() => useStakingParams({ query: { select: (data) => data.params?.bond_denom } }), client)
    expect(hook.result.current.data).toBe('akii')
    function BondDenom() {
      const { data } = useSuspenseStakingParams()
      return <p>{`bonded in ${data.params?.bond_denom}`}</p>
    }
    renderInSuspense(<BondDenom />, { client })
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(await screen.findByText('bonded in akii')).toBeInTheDocument()
  })
})
