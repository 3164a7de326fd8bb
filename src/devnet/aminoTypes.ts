import { sha256Of } from './encoding.ts'

// The amino types of the devnet's messages, public keys and StdTx: registered
// names, prefix bytes and fields in Go struct order (see amino.ts for the rules).

export type AminoType =
  | { kind: 'string' }
  | { kind: 'uint64' }
  | { kind: 'int' }
  | { kind: 'bytes' }
  | { kind: 'enum'; names: readonly string[] }
  | { kind: 'struct'; fields: readonly AminoField[] }
  | { kind: 'list'; of: AminoType }
  | { kind: 'interface'; family: Family }
export type AminoField = { name: string; type: AminoType; omitEmptyJson?: boolean }
export type Family = 'msg' | 'pubkey'

export const stringType = { kind: 'string' } as const
export const uint64Type = { kind: 'uint64' } as const
export const intType = { kind: 'int' } as const
export const bytesType = { kind: 'bytes' } as const
export const struct = (...fields: AminoField[]): AminoType => ({ kind: 'struct', fields })
export const list = (of: AminoType): AminoType => ({ kind: 'list', of })
export const field = (name: string, type: AminoType, omitEmptyJson = false): AminoField => ({ name, type, omitEmptyJson })

export const coinType = struct(field('denom', stringType), field('amount', intType))
export const coinsType = list(coinType)

/** A type registered with the legacy amino codec. */
export type Concrete = {
  name: string
  /** The protobuf type URL it stands for. */
  typeUrl: string
  family: Family
  /** A struct for messages; raw bytes for public keys. */
  type: AminoType
  disamb: Uint8Array
  prefix: Uint8Array
}

/**
 * The disambiguation and prefix bytes go-amino derives from a registered name.
 *
 * @example
 * ```ts
 * toHexUpper(aminoDisfix('cosmos-sdk/StdTx').prefix) // "282816A9"
 * ```
 */
export function aminoDisfix(name: string): { disamb: Uint8Array; prefix: Uint8Array } {
  const hash = sha256Of(name)
  let index = 0
  while (hash[index] === 0) index += 1
  const disamb = hash.slice(index, index + 3)
  index += 3
  while (hash[index] === 0) index += 1
  return { disamb, prefix: hash.slice(index, index + 4) }
}

export const register = (name: string, typeUrl: string, family: Family, type: AminoType): Concrete => ({
  name,
  typeUrl,
  family,
  type,
  ...aminoDisfix(name),
})

export const concretes: Concrete[] = [
  register(
    'cosmos-sdk/MsgSend',
    '/cosmos.bank.v1beta1.MsgSend',
    'msg',
    struct(field('from_address', stringType), field('to_address', stringType), field('amount', coinsType)),
  ),
  register(
    'cosmos-sdk/MsgMultiSend',
    '/cosmos.bank.v1beta1.MsgMultiSend',
    'msg',
    struct(
      field('inputs', list(struct(field('address', stringType), field('coins', coinsType)))),
      field('outputs', list(struct(field('address', stringType), field('coins', coinsType)))),
    ),
  ),
  register(
    'cosmos-sdk/MsgTransfer',
    '/ibc.applications.transfer.v1.MsgTransfer',
    'msg',
    struct(
      field('source_port', stringType),
      field('source_channel', stringType),
      field('token', coinType),
      field('sender', stringType),
      field('receiver', stringType),
      field('timeout_height', struct(field('revision_number', uint64Type), field('revision_height', uint64Type))),
      field('timeout_timestamp', uint64Type),
      field('memo', stringType),
    ),
  ),
  register(
    'cosmos-sdk/MsgDelegate',
    '/cosmos.staking.v1beta1.MsgDelegate',
    'msg',
    struct(field('delegator_address', stringType), field('validator_address', stringType), field('amount', coinType)),
  ),
  register(
    'cosmos-sdk/MsgVote',
    '/cosmos.gov.v1beta1.MsgVote',
    'msg',
    struct(
      field('proposal_id', uint64Type),
      field('voter', stringType),
      field('option', {
        kind: 'enum',
        names: ['VOTE_OPTION_UNSPECIFIED', 'VOTE_OPTION_YES', 'VOTE_OPTION_ABSTAIN', 'VOTE_OPTION_NO', 'VOTE_OPTION_NO_WITH_VETO'],
      }),
    ),
  ),
  register(
    'oracle/MsgAggregateExchangeRateVote',
    '/kiichain.oracle.MsgAggregateExchangeRateVote',
    'msg',
    struct(field('exchange_rates', stringType), field('feeder', stringType), field('validator', stringType)),
  ),
  register('tendermint/PubKeySecp256k1', '/cosmos.crypto.secp256k1.PubKey', 'pubkey', bytesType),
  register('tendermint/PubKeyEd25519', '/cosmos.crypto.ed25519.PubKey', 'pubkey', bytesType),
  register('ethermint/PubKeyEthSecp256k1', '/ethermint.crypto.v1.ethsecp256k1.PubKey', 'pubkey', bytesType),
]

/** Registered amino name of the legacy transaction. */
export const stdTxAminoName = 'cosmos-sdk/StdTx'
export const stdTxPrefix = aminoDisfix(stdTxAminoName).prefix
export const stdTxFields = [
  field('msg', list({ kind: 'interface', family: 'msg' })),
  field(
    'fee',
    struct(field('amount', coinsType), field('gas', uint64Type), field('payer', stringType, true), field('granter', stringType, true)),
  ),
  field('signatures', list(struct(field('pub_key', { kind: 'interface', family: 'pubkey' }), field('signature', bytesType)))),
  field('memo', stringType),
  field('timeout_height', uint64Type),
]

export const varintWire = 0
export const bytesWire = 2
