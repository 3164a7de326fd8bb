import { bech32 } from '@scure/base'
import { screen, waitFor } from '@testing-library/react'
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { GatewayError, ParameterError } from '../../src/core/errors.ts'
import { getBalance } from '../../src/modules/bank/getBalance.ts'
import { getBlock } from '../../src/modules/base/getBlock.ts'
import { getFeederDelegation } from '../../src/modules/oracle/getFeederDelegation.ts'
import {
  findValidatorByConsensusAddress,
  indexValidatorsByConsensusAddress,
  validatorConsensusAddress,
} from '../../src/modules/staking/consensusAddress.ts'
import { getValidator } from '../../src/modules/staking/getValidator.ts'
import { getValidators } from '../../src/modules/staking/getValidators.ts'
import { getValidatorQueryOptions } from '../../src/query/staking/getValidator.ts'
import { getValidatorsInfiniteQueryOptions, getValidatorsQueryOptions } from '../../src/query/staking/getValidators.ts'
import { useSuspenseValidator, useValidator } from '../../src/react/hooks/staking/useValidator.ts'
import {
  useInfiniteValidators,
  useSuspenseInfiniteValidators,
  useSuspenseValidators,
  useValidators,
} from '../../src/react/hooks/staking/useValidators.ts'
import {
  countingFetch,
  expectIdle,
  expectKeyWalk,
  failed,
  recordingClient,
  renderGatekitHook,
  renderInSuspense,
  requestLines,
  requestParts,
  setupDevnetServer,
  succeeded,
  testClient,
  walkPages,
} from '../helpers.tsx'

const devnet = setupDevnetServer({ seed: 'endpoints-staking' })
// A gateway on the real chain's prefixes (/cosmos, /kiichain).
const real = setupDevnetServer({ seed: 'endpoints-staking-real', prefixes: { sdk: 'cosmos', app: 'kiichain' } })

const genesis = () => devnet.devnet.chain.genesis
const everyValidator = () => [...genesis().validators, ...genesis().inactiveValidators]
const path = '/stack/staking/v1beta1/validators'

describe('staking actions: request and parsed response over HTTP', () => {
  it('getValidators: GET /{sdk}/staking/v1beta1/validators lists every validator, ordered by operator address', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { validators, pagination } = await getValidators(client)
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path, query: [] })
    expect(validators.map((validator) => validator.operator_address).sort()).toEqual(everyValidator().map((v) => v.operatorAddress).sort())
    expect(validators).toHaveLength(6)
    expect(pagination?.next_key).toBeNull()
    const [first] = validators
    // 64-bit integers and decimals as strings, the key as an `Any` in its `@type` form.
    expect(first).toMatchObject({
      consensus_pubkey: { '@type': '/cosmos.crypto.ed25519.PubKey', key: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/) },
      tokens: expect.stringMatching(/^\d+$/),
      delegator_shares: expect.stringMatching(/^\d+\.\d{18}$/),
      unbonding_height: expect.stringMatching(/^\d+$/),
      commission: { commission_rates: { rate: expect.stringMatching(/^0\.\d{18}$/) } },
    })
    const aurora = validators.find((validator) => validator.description?.moniker === 'Aurora')!
    const devnetAurora = genesis().validators.find((validator) => validator.moniker === 'Aurora')!
    expect(aurora).toMatchObject({ operator_address: devnetAurora.operatorAddress, status: 'BOND_STATUS_BONDED', jailed: false })
    // Tokens above 2^53 stay exact: the genesis voting power times 10^18, plus what was delegated since
    // (the bank test below checks them against the bonded pool); one share per token.
    expect(BigInt(aurora.tokens) >= devnetAurora.power * 10n ** 18n).toBe(true)
    expect(aurora.delegator_shares).toBe(`${aurora.tokens}.${'0'.repeat(18)}`)
  })

  it('getValidators: the status filter sends `status` and keeps the matching validators only', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const bonded = await getValidators(client, { status: 'BOND_STATUS_BONDED' })
    const unbonding = await getValidators(client, { status: 'BOND_STATUS_UNBONDING' })
    expect(requestLines(requests)).toEqual([`GET ${path}?status=BOND_STATUS_BONDED`, `GET ${path}?status=BOND_STATUS_UNBONDING`])
    expect(bonded.validators.map((validator) => validator.description?.moniker).sort()).toEqual(['Aurora', 'Basalt', 'Cinder', 'Drift'])
    expect(bonded.validators.every((validator) => validator.status === 'BOND_STATUS_BONDED')).toBe(true)
    expect(unbonding.validators).toHaveLength(1)
    expect(unbonding.validators[0]).toMatchObject({ status: 'BOND_STATUS_UNBONDING', jailed: true, description: { moniker: 'Ember' } })
  })

  it('getValidators: a status the chain does not know is refused before sending', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const error = await getValidators(client, { status: 'BONDED' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ParameterError)
    expect(error).toMatchObject({ parameter: 'status', reason: 'invalid' })
    expect(requests).toHaveLength(0)
    // The gateway refuses it too (400, code 3), for callers that send it another way.
    const response = await fetch(`${devnet.url}${path}?status=BONDED`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 3, message: 'invalid validator status BONDED' })
  })

  it('getValidator: GET /{sdk}/staking/v1beta1/validators/{validator_addr}', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const drift = genesis().validators.find((validator) => validator.moniker === 'Drift')!
    const { validator } = await getValidator(client, { validatorAddress: drift.operatorAddress })
    expect(requestParts(requests[0])).toEqual({ method: 'GET', path: `${path}/${drift.operatorAddress}`, query: [] })
    expect(validator).toMatchObject({ operator_address: drift.operatorAddress, description: { moniker: 'Drift' }, status: 'BOND_STATUS_BONDED' })
    expect(validator!.consensus_pubkey).toEqual({ '@type': '/cosmos.crypto.ed25519.PubKey', key: Buffer.from(drift.consensusPubKey).toString('base64') })
  })

  it('answers on the real chain prefixes, /cosmos/staking/v1beta1', async () => {
    const { fetch, requests } = countingFetch()
    const { validators } = await getValidators(testClient({ baseUrl: real.url, fetch, prefixes: 'kiichain' }), { status: 'BOND_STATUS_BONDED' })
    expect(requestLines(requests)).toEqual(['GET /cosmos/staking/v1beta1/validators?status=BOND_STATUS_BONDED'])
    expect(validators).toHaveLength(4)
  })
})

describe('staking: the devnet\'s proposers are its validators', () => {
  it('every block\'s proposer_address is the consensus address of a bonded validator\'s ed25519 key', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const { validators } = await getValidators(client)
    const index = indexValidatorsByConsensusAddress(validators)
    const proposers = new Set<string>()
    const latest = devnet.devnet.chain.latestHeight()
    for (let height = latest - 7n; height <= latest; height++) {
      const block = await getBlock(client, { height })
      const proposer = findValidatorByConsensusAddress(index, block.block!.header!.proposer_address)
      expect(proposer?.status).toBe('BOND_STATUS_BONDED')
      // sdk_block names the same validator in bech32.
      expect(block.sdk_block!.header!.proposer_address).toBe(validatorConsensusAddress(proposer!))
      proposers.add(proposer!.description!.moniker)
      // The commit is signed by the bonded set, by the same addresses.
      for (const signature of block.block!.last_commit!.signatures) {
        expect(findValidatorByConsensusAddress(index, signature.validator_address)?.status).toBe('BOND_STATUS_BONDED')
      }
    }
    // The set takes turns.
    expect([...proposers].sort()).toEqual(['Aurora', 'Basalt', 'Cinder', 'Drift'])
  })
})

describe('staking: the oracle agrees with the validator set', () => {
  it('a bonded validator\'s feeder is its delegate; an inactive one feeds for itself', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const { validators } = await getValidators(client)
    for (const validator of validators) {
      const { feed_addr } = await getFeederDelegation(client, { validatorAddress: validator.operator_address })
      const devnetValidator = everyValidator().find((candidate) => candidate.operatorAddress === validator.operator_address)!
      expect(feed_addr).toBe(devnetValidator.feeder)
      if (validator.status !== 'BOND_STATUS_BONDED') {
        const ownAccount = bech32.encode('kii', bech32.decode(validator.operator_address as `${string}1${string}`).words)
        expect(feed_addr).toBe(ownAccount)
      }
    }
  })
})

describe('staking: the bank agrees with the validator set', () => {
  it('the bonded pool holds the bonded validators\' tokens, the not-bonded pool the others\'', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const sum = (validators: { tokens: string }[]) => validators.reduce((total, validator) => total + BigInt(validator.tokens), 0n)
    const bonded = await getValidators(client, { status: 'BOND_STATUS_BONDED' })
    const all = await getValidators(client)
    const inactive = all.validators.filter((validator) => validator.status !== 'BOND_STATUS_BONDED')
    const poolAddress = (name: string) => bech32.encode('kii', bech32.toWords(Uint8Array.from(createHash('sha256').update(name).digest().subarray(0, 20))))
    const bondedPool = await getBalance(client, { address: poolAddress('bonded_tokens_pool'), denom: 'akii' })
    const notBondedPool = await getBalance(client, { address: poolAddress('not_bonded_tokens_pool'), denom: 'akii' })
    expect(poolAddress('bonded_tokens_pool')).toBe(genesis().fixtures.moduleAddress)
    expect(bondedPool.balance?.amount).toBe(sum(bonded.validators).toString())
    expect(notBondedPool.balance?.amount).toBe(sum(inactive).toString())
    expect(inactive.length).toBeGreaterThan(0)
    // The chain's MsgDelegates moved coins into the bonded pool since genesis: the validators' tokens grew with them.
    const atGenesis = genesis().validators.reduce((total, validator) => total + validator.power * 10n ** 18n, 0n)
    expect(sum(bonded.validators) > atGenesis).toBe(true)
  })
})

describe('staking errors', () => {
  it('an unknown validator is a GatewayError 404, code 5; a malformed one a ParameterError before sending', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const unknown = 'kiivaloper1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn0tsrxj'
    const error = await getValidator(client, { validatorAddress: unknown }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GatewayError)
    expect(error).toMatchObject({ status: 404, code: 5 })
    expect((error as GatewayError).message).toContain(`validator ${unknown} not found`)
    expect(requests).toHaveLength(1)

    const account = genesis().fixtures.richAddress
    const malformed = await getValidator(client, { validatorAddress: account }).catch((caught: unknown) => caught)
    expect(malformed).toBeInstanceOf(ParameterError)
    expect(malformed).toMatchObject({ parameter: 'validatorAddress', reason: 'invalid' })
    expect(requests).toHaveLength(1)
  })
})

describe('staking query options', () => {
  it('key the list by module, endpoint and parameters; the single validator waits for its address', () => {
    const client = testClient({ baseUrl: devnet.url })
    expect(getValidatorsQueryOptions(client, { status: 'BOND_STATUS_BONDED' }).queryKey).toEqual([
      'gatekit',
      devnet.url,
      'staking',
      'validators',
      { status: 'BOND_STATUS_BONDED' },
    ])
    expect(getValidatorsInfiniteQueryOptions(client).queryKey.slice(2, 4)).toEqual(['staking', 'validators'])
    expect(getValidatorQueryOptions(client).enabled).toBe(false)
  })
})

describe('staking hooks', () => {
  it('useValidators renders the validator set; useValidator one validator', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const list = await succeeded(() => useValidators({ status: 'BOND_STATUS_UNBONDED' }), client)
    expect(list.result.current.data!.validators.map((validator) => validator.description?.moniker)).toEqual(['Fjord'])
    const [basalt] = genesis().validators.filter((validator) => validator.moniker === 'Basalt')
    const one = await succeeded(() => useValidator({ validatorAddress: basalt!.operatorAddress, query: { select: (data) => data.validator?.description?.moniker } }), client)
    expect(one.result.current.data).toBe('Basalt')
  })

  it('useValidator waits for validatorAddress: no request, idle', async () => {
    const { client, requests } = recordingClient(devnet.url)
    await expectIdle(() => useValidator(), client, requests)
  })

  it('useInfiniteValidators walks every page by next_key', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const { result } = renderGatekitHook(() => useInfiniteValidators({ pagination: { limit: 2 } }), client)
    const pages = await walkPages(result)
    expect(pages).toHaveLength(3)
    expectKeyWalk(requests, pages)
    const walked = pages.flatMap((page) => page.validators.map((validator) => validator.operator_address))
    expect(new Set(walked).size).toBe(6)
    // The pages, joined, are the one-request list in the chain's order.
    const { validators } = await getValidators(testClient({ baseUrl: devnet.url }))
    expect(walked).toEqual(validators.map((validator) => validator.operator_address))
  })

  it('a hook reaches a gateway error: an unknown validator is 404, code 5', async () => {
    const client = testClient({ baseUrl: devnet.url, retry: 0 })
    const error = await failed(() => useValidator({ validatorAddress: 'kiivaloper1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn0tsrxj' }), client)
    expect(error).toMatchObject({ status: 404, code: 5 })
  })

  it('the suspense twins suspend, then show the data', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const aurora = genesis().validators.find((validator) => validator.moniker === 'Aurora')!
    function Monikers() {
      const { data } = useSuspenseValidators({ status: 'BOND_STATUS_BONDED' })
      const pages = useSuspenseInfiniteValidators({ pagination: { limit: 4 } })
      const one = useSuspenseValidator({ validatorAddress: aurora.operatorAddress })
      return (
        <p>
          {`bonded ${data.validators.length}, first page ${pages.data.pages[0]!.validators.length}, one ${one.data.validator?.description?.moniker}`}
        </p>
      )
    }
    renderInSuspense(<Monikers />, { client })
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(await screen.findByText('bonded 4, first page 4, one Aurora')).toBeInTheDocument()
  })
})

describe('staking query cache', () => {
  it('useValidators and getValidatorsQueryOptions share one cache entry', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const { queryClient, result } = renderGatekitHook(() => useValidators(), client)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(queryClient.getQueryData(getValidatorsQueryOptions(client).queryKey)?.validators).toHaveLength(6)
  })
})
