import { TxFailure, type Overlay } from '../ledger.ts'
import type { AnyJson } from '../protoJson.ts'
import type { GenesisState } from '../state.ts'
import { bankMessages } from './bank.ts'
import { govMessages } from './gov.ts'
import { ibcTransferMessages } from './ibcTransfer.ts'
import { oracleMessages } from './oracle.ts'
import { event, type Executed, type MessageHandler } from './shared.ts'
import { stakingMessages } from './staking.ts'

// The message types the devnet runs, assembled from one file per module. A type
// missing here is refused as the SDK refuses a type URL it cannot resolve.

const messageHandlers = new Map<string, MessageHandler>(
  Object.entries({ ...bankMessages, ...ibcTransferMessages, ...stakingMessages, ...govMessages, ...oracleMessages }),
)

/** The address that must sign a message, by message type; empty for a type the devnet does not run. */
export function signerOf(message: AnyJson): string {
  return messageHandlers.get(message['@type'])?.signer(message) ?? ''
}

/** Runs one message of a transaction through its module's handler. */
export function executeMessage(message: AnyJson, ledger: Overlay, genesis: GenesisState): Executed {
  const typeUrl = message['@type']
  const handler = messageHandlers.get(typeUrl)
  if (!handler) throw new TxFailure(2, 'sdk', `unable to resolve type URL ${typeUrl}: tx parse error`)
  const signer = handler.signer(message)
  return handler.execute(message, {
    ledger,
    genesis,
    signer,
    actionEvent: (module) => event('message', { action: typeUrl, sender: signer, module }),
    isModule: (address) => genesis.accounts.some((account) => account.address === address && account.kind === 'module'),
  })
}
