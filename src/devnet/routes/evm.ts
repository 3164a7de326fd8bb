import { base64, base64url } from '@scure/base'
import {
  checksumAddress,
  evmAddressBytes,
  findPointee,
  findPointer,
  pointerVersions,
  readPointerType,
  staticCall,
} from '../evm.ts'
import { accountPrefix, checkBech32, toBase64 } from '../encoding.ts'
import { invalidArgument } from '../errors.ts'
import { requireQuery, type Route } from '../router.ts'

// The chain answers lookups of unknown pointers and unassociated addresses with empty
// values, not errors. It parses 0x inputs leniently (go-ethereum's HexToAddress); the
// simulated gateway refuses a malformed 0x or bech32 address with 400 and code 3 instead,
// so that clients meet that error path.

// grpc-gateway reads bytes in a query string as standard base64, falling back to URL-safe.
function readBytes(query: URLSearchParams, name: string): Uint8Array {
  const text = query.get(name) ?? ''
  for (const codec of [base64, base64url]) {
    try {
      return codec.decode(text)
    } catch {
      // try the next alphabet
    }
  }
  throw invalidArgument(`type mismatch, parameter: ${name}, error: illegal base64 data`)
}

/** EVM module routes. */
export const evmRoutes: Route[] = [
  {
    method: 'GET',
    path: '/{app}/evm/evm_address',
    handle: ({ chain, query }) => {
      const kiiAddress = requireQuery(query, 'kii_address')
      const check = checkBech32(kiiAddress, accountPrefix)
      if (!check.ok) throw invalidArgument(check.reason)
      const evmAddress = chain.account(kiiAddress)?.evmAddress
      return evmAddress
        ? { evm_address: checksumAddress(evmAddressBytes(evmAddress, 'evm_address')), associated: true }
        : { evm_address: '', associated: false }
    },
  },
  {
    method: 'GET',
    path: '/{app}/evm/kii_address',
    handle: ({ chain, query }) => {
      const evmAddress = requireQuery(query, 'evm_address')
      evmAddressBytes(evmAddress, 'evm_address')
      const account = chain.accounts().find((candidate) => candidate.evmAddress?.toLowerCase() === evmAddress.toLowerCase())
      return account ? { kii_address: account.address, associated: true } : { kii_address: '', associated: false }
    },
  },
  {
    method: 'GET',
    path: '/{app}/evm/pointer',
    handle: ({ chain, query }) => findPointer(chain, readPointerType(query), query.get('pointee') ?? ''),
  },
  {
    method: 'GET',
    path: '/{app}/evm/pointee',
    handle: ({ chain, query }) => findPointee(chain, readPointerType(query), query.get('pointer') ?? ''),
  },
  {
    method: 'GET',
    path: '/{app}/evm/pointer_version',
    handle: ({ query }) => {
      const { version, cwCodeId } = pointerVersions[readPointerType(query)]
      return { version, cw_code_id: cwCodeId }
    },
  },
  {
    method: 'GET',
    path: '/{app}/evm/static_call',
    handle: ({ chain, query }) => {
      const to = query.get('to') ?? ''
      if (to === '') throw invalidArgument('cannot use static call to create contracts')
      evmAddressBytes(to, 'to')
      return { data: toBase64(staticCall(chain, to, readBytes(query, 'data'))) }
    },
  },
]
