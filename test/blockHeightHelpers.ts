import { sha256 } from '@noble/hashes/sha2.js'
import { base64 } from '@scure/base'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { expect } from 'vitest'
import { broadcastTx } from '../src/modules/tx/broadcastTx.ts'
import type { GatewayClient } from '../src/core/client.ts'
import { toBech32 } from '../src/devnet/encoding.ts'
import type { DevnetServer } from '../src/devnet/server.ts'

/** A valid address nobody has used, so its balance changes only through the test's own transfers. */
export const unusedAddress = (label: string) => toBech32('kii', sha256(new TextEncoder().encode(`height-test/${label}`)).slice(0, 20))

/**
 * Sends `amount` akii from a devnet user to `recipient` through gatekit's broadcastTx over HTTP,
 * then produces the block that executes it. Returns the sender and the heights before and after.
 */
export async function transferInNewBlock(server: DevnetServer, client: GatewayClient, recipient: string, amount: bigint) {
  const chain = server.devnet.chain
  const sender = chain.accounts().find((account) => account.kind === 'base' && account.pubKey !== null)!
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({
      messages: [
        {
          typeUrl: MsgSend.typeUrl,
          value: MsgSend.encode({ fromAddress: sender.address, toAddress: recipient, amount: [{ denom: 'akii', amount: String(amount) }] }).finish(),
        },
      ],
      memo: '',
    }),
  ).finish()
  const authInfoBytes = AuthInfo.encode({
    signerInfos: [
      {
        publicKey: { typeUrl: '/cosmos.crypto.secp256k1.PubKey', value: PubKey.encode({ key: base64.decode(sender.pubKey!) }).finish() },
        modeInfo: { single: { mode: SignMode.SIGN_MODE_DIRECT } },
        sequence: sender.sequence,
      },
    ],
    fee: { amount: [{ denom: 'akii', amount: '5000000000000000' }], gasLimit: 300_000n, payer: '', granter: '' },
  }).finish()
  const txBytes = TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [new Uint8Array(64).fill(7)] }).finish()
  const before = chain.latestHeight()
  const { tx_response } = await broadcastTx(client, { txBytes, mode: 'BROADCAST_MODE_SYNC' })
  expect(tx_response?.code).toBe(0)
  server.devnet.produceBlock()
  const after = chain.latestHeight()
  expect(chain.tx(tx_response!.txhash)?.height).toBe(after)
  return { sender: sender.address, before, after }
}
