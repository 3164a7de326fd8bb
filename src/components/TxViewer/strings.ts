import { withCommonStrings, type CommonStrings } from '../shared/strings.ts'

/**
 * Every user-facing string of `TxViewer`, with the shared ones (`loading`, `retry`, `copy`, ...).
 * Templates name their values in braces (`{count}`, `{amount}`, `{to}`); the values may be
 * elements (an amount, a shortened address), so word order is the translation's to choose.
 * A template with a `...One` twin (`jsonItems`, `jsonItemsOne`) uses the twin when the locale's
 * plural rules call the count "one".
 */
export type TxViewerStrings = CommonStrings & {
  /** Heading of the whole viewer. */
  title: string
  /** Said politely when a transaction finished loading; `{result}` is the status text. */
  loaded: string
  /** Error text when the gateway does not know the hash (404). */
  notFound: string
  /** Empty state: no hash and no data. */
  noTransaction: string

  // Summary
  summaryHeading: string
  status: string
  success: string
  failed: string
  /** Status of a transaction given without its result (not executed, or not known yet). */
  notExecuted: string
  /** Under a failed status: `{codespace}` and `{code}`. */
  failureCode: string
  failureLog: string
  hash: string
  hashKind: string
  height: string
  time: string
  fee: string
  feeNone: string
  feePayer: string
  feeGranter: string
  gas: string
  /** `{used}`, `{wanted}` and `{percent}`. */
  gasUsedOfWanted: string
  /** Gas of a transaction without a result: `{wanted}`. */
  gasWantedOnly: string
  memo: string
  memoNone: string
  signers: string
  signersUnknown: string
  addressKind: string

  // Long text
  /** Reveals a clipped text: `{count}` characters in all. */
  showAll: string
  showLess: string
  /** Marks an invisible control character made visible: `{code}` such as `U+202E`. */
  hiddenCharacter: string

  // Messages
  /** `{count}` messages. */
  messagesHeading: string
  noMessages: string
  /** Heading of one message: `{number}` (1-based) and `{label}`. */
  messageHeading: string
  messageType: string
  /** Summary of a message whose type no renderer knows: `{type}`. */
  unknownMessage: string
  unknownMessageFields: string
  /** A nested message deeper than the viewer renders. */
  tooDeep: string
  /** Stands in for JSON nested deeper than the raw JSON and the JSON tree show: `{levels}` is the limit. */
  jsonTooDeep: string

  // Events and logs
  /** `{number}` (1-based) and `{count}`. */
  messageEvents: string
  messageNoEvents: string
  /** `{number}`: the log text of one message. */
  messageLog: string
  /** Events of no message (fee, sequence, signatures): `{count}`. */
  txEvents: string
  eventsDecoded: string
  eventColumn: string
  attributeColumn: string
  valueColumn: string
  noAttributes: string

  // Raw JSON
  rawJson: string
  showRawJson: string
  hideRawJson: string
  copyRawJson: string

  // JSON tree
  /** `{count}` items of an array. */
  jsonItems: string
  /** `{count}` when it is one (the locale's "one" plural category). */
  jsonItemsOne: string
  /** `{count}` fields of an object. */
  jsonFields: string
  jsonFieldsOne: string
  /** Renders the rest of a long array: `{count}` more. */
  jsonShowMore: string

  // Field names shared by the built-in messages
  from: string
  to: string
  amount: string
  sender: string
  receiver: string
  inputs: string
  outputs: string
  sourceChannel: string
  destinationChannel: string
  channel: string
  sequence: string
  timeout: string
  timeoutNone: string
  packetData: string
  packetDataUndecoded: string
  /** `{count}` bytes of undecoded data. */
  bytes: string
  bytesOne: string
  acknowledgement: string
  ackSuccess: string
  /** `{error}`: the counterparty's error text. */
  ackError: string
  relayer: string
  client: string
  delegator: string
  validator: string
  sourceValidator: string
  destinationValidator: string
  proposal: string
  /** `{id}`: a proposal number. */
  proposalNumber: string
  option: string
  voter: string
  voteYes: string
  voteNo: string
  voteAbstain: string
  voteNoWithVeto: string
  grantee: string
  metadata: string
  addressColumn: string
  messages: string
  feeder: string
  exchangeRates: string
  exchangeRatesInvalid: string
  denomColumn: string
  rateColumn: string
  evmHash: string
  evmNonce: string
  evmValue: string
  evmGasLimit: string
  evmInput: string
  evmChainId: string
  evmContractCreation: string
  evmAddress: string
  evmPointerType: string
  evmPointer: string

  // Labels of the built-in message types
  labelSend: string
  labelMultiSend: string
  labelTransfer: string
  labelRecvPacket: string
  labelAcknowledgement: string
  labelTimeout: string
  labelUpdateClient: string
  labelDelegate: string
  labelUndelegate: string
  labelRedelegate: string
  labelWithdrawRewards: string
  labelVote: string
  labelExec: string
  labelOracleVote: string
  labelEvmTransaction: string
  labelEvmSend: string
  labelEvmAssociate: string
  labelEvmCall: string
  labelEvmPointer: string

  // One-line summaries of the built-in message types
  /** `{amount}`, `{from}`, `{to}`. */
  summarySend: string
  /** `{amount}`, `{from}`, `{count}` recipients. */
  summaryMultiSend: string
  summaryMultiSendOne: string
  /** `{amount}`, `{receiver}`, `{channel}`. */
  summaryTransfer: string
  /** `{amount}`, `{sender}`, `{receiver}`, `{channel}`. */
  summaryRecvPacket: string
  /** `{sequence}`, `{channel}`: a packet that is not an ICS-20 transfer. */
  summaryPacket: string
  /** `{sequence}`, `{channel}`, `{result}`. */
  summaryAcknowledgement: string
  /** `{client}`. */
  summaryUpdateClient: string
  /** `{amount}`, `{validator}`. */
  summaryDelegate: string
  /** `{amount}`, `{validator}`. */
  summaryUndelegate: string
  /** `{amount}`, `{source}`, `{destination}`. */
  summaryRedelegate: string
  /** `{validator}`. */
  summaryWithdrawRewards: string
  /** `{option}`, `{proposal}`. */
  summaryVote: string
  /** `{count}` messages, `{grantee}`. */
  summaryExec: string
  summaryExecOne: string
  /** `{count}` rates, `{validator}`. */
  summaryOracleVote: string
  summaryOracleVoteOne: string
  /** `{to}`. */
  summaryEvmCall: string
  /** `{hash}`. */
  summaryEvmHash: string
  /** `{amount}`, `{to}`. */
  summaryEvmSend: string
  /** `{address}`. */
  summaryEvmAddress: string
}

/**
 * The default English strings of `TxViewer`.
 *
 * @example
 * ```tsx
 * <TxViewer hash={hash} strings={{ success: 'Confirmed', failed: 'Reverted' }} />
 * ```
 */
export const defaultTxViewerStrings: TxViewerStrings = /* @__PURE__ */ withCommonStrings({
  title: 'Transaction',
  loaded: 'Transaction loaded: {result}.',
  notFound: 'No transaction with this hash was found. If it was just sent, it may not be in a block yet.',
  noTransaction: 'No transaction to show.',

  summaryHeading: 'Summary',
  status: 'Status',
  success: 'Success',
  failed: 'Failed',
  notExecuted: 'No result',
  failureCode: 'Code {code} in {codespace}',
  failureLog: 'Error log',
  hash: 'Hash',
  hashKind: 'transaction hash',
  height: 'Height',
  time: 'Time',
  fee: 'Fee',
  feeNone: 'None',
  feePayer: 'Paid by {address}',
  feeGranter: 'Granted by {address}',
  gas: 'Gas used',
  gasUsedOfWanted: '{used} of {wanted} ({percent})',
  gasWantedOnly: '{wanted} wanted',
  memo: 'Memo',
  memoNone: 'None',
  signers: 'Signers',
  signersUnknown: 'Not known',
  addressKind: 'address',

  showAll: 'Show all ({count} characters)',
  showLess: 'Show less',
  hiddenCharacter: 'invisible character {code}',

  messagesHeading: 'Messages ({count})',
  noMessages: 'This transaction has no messages.',
  messageHeading: '{number}. {label}',
  messageType: 'Type',
  unknownMessage: 'A message of type {type}',
  unknownMessageFields: 'Fields',
  tooDeep: 'Nested too deeply to show here; see the raw JSON.',
  jsonTooDeep: '… nested deeper than {levels} levels',

  messageEvents: 'Events of message {number} ({count})',
  messageNoEvents: 'No events were recorded for this message.',
  messageLog: 'Log of message {number}',
  txEvents: 'Transaction events ({count})',
  eventsDecoded: 'The chain sent these events in base64; they are shown decoded.',
  eventColumn: 'Event',
  attributeColumn: 'Attribute',
  valueColumn: 'Value',
  noAttributes: 'No attributes',

  rawJson: 'Raw JSON',
  showRawJson: 'Show raw JSON',
  hideRawJson: 'Hide raw JSON',
  copyRawJson: 'Copy JSON',

  jsonItems: '{count} items',
  jsonItemsOne: '{count} item',
  jsonFields: '{count} fields',
  jsonFieldsOne: '{count} field',
  jsonShowMore: 'Show {count} more',

  from: 'From',
  to: 'To',
  amount: 'Amount',
  sender: 'Sender',
  receiver: 'Receiver',
  inputs: 'Inputs',
  outputs: 'Outputs',
  sourceChannel: 'Source',
  destinationChannel: 'Destination',
  channel: 'Channel',
  sequence: 'Sequence',
  timeout: 'Timeout',
  timeoutNone: 'None',
  packetData: 'Packet data',
  packetDataUndecoded: 'Not ICS-20 token data',
  bytes: '{count} bytes',
  bytesOne: '{count} byte',
  acknowledgement: 'Acknowledgement',
  ackSuccess: 'success',
  ackError: 'error: {error}',
  relayer: 'Relayer',
  client: 'Client',
  delegator: 'Delegator',
  validator: 'Validator',
  sourceValidator: 'From validator',
  destinationValidator: 'To validator',
  proposal: 'Proposal',
  proposalNumber: '#{id}',
  option: 'Option',
  voter: 'Voter',
  voteYes: 'Yes',
  voteNo: 'No',
  voteAbstain: 'Abstain',
  voteNoWithVeto: 'No with veto',
  grantee: 'Grantee',
  metadata: 'Metadata',
  addressColumn: 'Address',
  messages: 'Messages',
  feeder: 'Feeder',
  exchangeRates: 'Exchange rates',
  exchangeRatesInvalid: 'The exchange rates could not be read; shown as sent.',
  denomColumn: 'Denom',
  rateColumn: 'Rate',
  evmHash: 'EVM hash',
  evmNonce: 'Nonce',
  evmValue: 'Value (wei)',
  evmGasLimit: 'Gas limit',
  evmInput: 'Input data',
  evmChainId: 'Chain ID',
  evmContractCreation: 'Contract creation',
  evmAddress: 'Address',
  evmPointerType: 'Pointer type',
  evmPointer: 'Pointee',

  labelSend: 'Send',
  labelMultiSend: 'Multi-send',
  labelTransfer: 'IBC transfer',
  labelRecvPacket: 'IBC receive packet',
  labelAcknowledgement: 'IBC acknowledgement',
  labelTimeout: 'IBC timeout',
  labelUpdateClient: 'IBC client update',
  labelDelegate: 'Delegate',
  labelUndelegate: 'Undelegate',
  labelRedelegate: 'Redelegate',
  labelWithdrawRewards: 'Withdraw rewards',
  labelVote: 'Vote',
  labelExec: 'Authz exec',
  labelOracleVote: 'Oracle vote',
  labelEvmTransaction: 'EVM transaction',
  labelEvmSend: 'EVM send',
  labelEvmAssociate: 'Associate EVM address',
  labelEvmCall: 'EVM call',
  labelEvmPointer: 'Register EVM pointer',

  summarySend: '{amount} from {from} to {to}',
  summaryMultiSend: '{amount} from {from} to {count} recipients',
  summaryMultiSendOne: '{amount} from {from} to {count} recipient',
  summaryTransfer: '{amount} to {receiver} through {channel}',
  summaryRecvPacket: '{amount} from {sender} to {receiver} on {channel}',
  summaryPacket: 'Packet {sequence} on {channel}',
  summaryAcknowledgement: 'Packet {sequence} on {channel}: {result}',
  summaryUpdateClient: 'Client {client}',
  summaryDelegate: '{amount} to {validator}',
  summaryUndelegate: '{amount} from {validator}',
  summaryRedelegate: '{amount} from {source} to {destination}',
  summaryWithdrawRewards: 'From {validator}',
  summaryVote: '{option} on proposal {proposal}',
  summaryExec: '{count} messages as {grantee}',
  summaryExecOne: '{count} message as {grantee}',
  summaryOracleVote: '{count} rates for {validator}',
  summaryOracleVoteOne: '{count} rate for {validator}',
  summaryEvmCall: 'To {to}',
  summaryEvmHash: 'Hash {hash}',
  summaryEvmSend: '{amount} to {to}',
  summaryEvmAddress: 'For {address}',
})
