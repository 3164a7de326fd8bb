import { asRecord, asText, decodeBase64Bytes } from '../decode.ts'
import type { MessageRegistryEntry, TxMessage } from '../messageTypes.ts'
import { sendFields } from './bank.tsx'
import { counted, one } from './shared.ts'

// The EVM module of the chains that ship one (kiichain, Sei, Ethermint, cosmos/evm).

// EVM messages: what is readable of the different shapes (Sei-style `MsgEVMTransaction` with a
// typed `data` Any, Ethermint `MsgEthereumTx` with `hash` and `from`, cosmos/evm with raw bytes).

/** An address-like value as text: 0x hex as sent, or base64 of 20 bytes (cosmos/evm `from`) as 0x hex. */
function evmAddressText(value: unknown): string {
  const text = asText(value)
  if (text.length !== 28 || text.startsWith('0x')) return text
  const bytes = decodeBase64Bytes(text)
  if (bytes && bytes.length === 20) return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
  return text
}

type EvmFacts = { hash: string; from: string; to: string; value: string; nonce: string; gasLimit: string; chainId: string; inputBytes: number | undefined; rawBytes: number | undefined }

function evmFacts(m: TxMessage): EvmFacts {
  const inner = asRecord(m.data) ?? {}
  const pick = (...values: unknown[]) => values.map(asText).find((text) => text !== '') ?? ''
  const input = pick(inner.data, inner.input, m.data_input)
  const raw = asText(m.raw)
  return {
    hash: pick(m.hash, inner.hash),
    from: evmAddressText(pick(m.from, inner.from)),
    to: evmAddressText(pick(inner.to, m.to)),
    value: pick(inner.value, inner.amount, m.value),
    nonce: pick(inner.nonce, m.nonce),
    gasLimit: pick(inner.gas_limit, inner.gas, m.gas_limit),
    chainId: pick(inner.chain_id, m.chain_id),
    inputBytes: input ? decodeBase64Bytes(input)?.length : undefined,
    rawBytes: raw ? decodeBase64Bytes(raw)?.length : undefined,
  }
}

const evmTransactionEntry: MessageRegistryEntry = {
  label: (s) => s.labelEvmTransaction,
  summary: (m, h) => {
    const facts = evmFacts(m)
    if (facts.to) return h.fill(h.strings.summaryEvmCall, { to: h.short(facts.to) })
    if (facts.hash) return h.fill(h.strings.summaryEvmHash, { hash: h.short(facts.hash) })
    return facts.inputBytes ? h.strings.evmContractCreation : h.strings.labelEvmTransaction
  },
  render: (m, h) => {
    const facts = evmFacts(m)
    const bytes = (count: number | undefined) => count !== undefined && counted(h, 'bytes', count)
    return h.fields([
      facts.hash !== '' && [h.strings.evmHash, h.text(facts.hash)],
      facts.from !== '' && [h.strings.from, h.address(facts.from)],
      [h.strings.to, facts.to !== '' ? h.address(facts.to) : h.strings.evmContractCreation],
      facts.value !== '' && [h.strings.evmValue, h.text(facts.value)],
      facts.nonce !== '' && [h.strings.evmNonce, h.text(facts.nonce)],
      facts.gasLimit !== '' && [h.strings.evmGasLimit, h.text(facts.gasLimit)],
      facts.chainId !== '' && [h.strings.evmChainId, h.text(facts.chainId)],
      facts.inputBytes !== undefined && [h.strings.evmInput, bytes(facts.inputBytes)],
      facts.rawBytes !== undefined && [h.strings.packetData, bytes(facts.rawBytes)],
    ])
  },
  signers: (m) => one(m.sender ?? m.signer),
}

const evmSendEntry: MessageRegistryEntry = {
  label: (s) => s.labelEvmSend,
  summary: (m, h) => h.fill(h.strings.summaryEvmSend, { amount: h.amounts(m.amount), to: h.short(m.to_address) }),
  render: sendFields,
  signers: (m) => one(m.from_address),
}

const evmAssociateEntry: MessageRegistryEntry = {
  label: (s) => s.labelEvmAssociate,
  summary: (m, h) => h.fill(h.strings.summaryEvmAddress, { address: h.short(asText(m.address) || m.sender) }),
  render: (m, h) =>
    h.fields([
      [h.strings.sender, h.address(m.sender)],
      asText(m.address) !== '' && [h.strings.evmAddress, h.address(m.address)],
      asText(m.custom_message) !== '' && [h.strings.memo, h.text(m.custom_message)],
    ]),
  signers: (m) => one(m.sender),
}

const evmCallEntry: MessageRegistryEntry = {
  label: (s) => s.labelEvmCall,
  summary: (m, h) => h.fill(h.strings.summaryEvmCall, { to: h.short(m.to) }),
  render: (m, h) => {
    const input = asText(m.data)
    const size = input ? decodeBase64Bytes(input)?.length : undefined
    return h.fields([
      [h.strings.sender, h.address(m.sender)],
      [h.strings.to, h.address(m.to)],
      asText(m.value) !== '' && [h.strings.evmValue, h.text(m.value)],
      size !== undefined && [h.strings.evmInput, counted(h, 'bytes', size)],
    ])
  },
  signers: (m) => one(m.sender),
}

const evmPointerEntry: MessageRegistryEntry = {
  label: (s) => s.labelEvmPointer,
  summary: (m, h) => h.fill(h.strings.summaryEvmAddress, { address: h.short(m.erc_address) }),
  render: (m, h) =>
    h.fields([
      [h.strings.sender, h.address(m.sender)],
      [h.strings.evmPointerType, h.text(m.pointer_type)],
      [h.strings.evmPointer, h.address(m.erc_address)],
    ]),
  signers: (m) => one(m.sender),
}

const evmPackages = ['/kiichain.evm.', '/kiichain.kiichain3.evm.', '/seiprotocol.seichain.evm.']

/** How the EVM messages are shown, by type URL (every package that ships the module). */
export function evmMessageEntries(): Readonly<Record<string, MessageRegistryEntry>> {
  return {
    ...Object.fromEntries(
      evmPackages.flatMap((prefix) => [
        [`${prefix}MsgEVMTransaction`, evmTransactionEntry],
        [`${prefix}MsgSend`, evmSendEntry],
        [`${prefix}MsgAssociate`, evmAssociateEntry],
        [`${prefix}MsgAssociateContractAddress`, evmAssociateEntry],
        [`${prefix}MsgInternalEVMCall`, evmCallEntry],
        [`${prefix}MsgRegisterPointer`, evmPointerEntry],
      ]),
    ),
    '/ethermint.evm.v1.MsgEthereumTx': evmTransactionEntry,
    '/cosmos.evm.vm.v1.MsgEthereumTx': evmTransactionEntry,
  }
}
