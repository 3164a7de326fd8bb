import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { everyBuiltInMessage, exampleManyMessages, exampleTx } from '../../src/components/TxViewer/examples.ts'
import { TxViewer, useTxViewerData } from '../../src/components/TxViewer/TxViewer.tsx'
import { TxViewerView } from '../../src/components/TxViewer/TxViewerView.tsx'
import { createGenesis } from '../../src/devnet/state.ts'
import { type DevnetFaultParameters, failsTwice, neverAnswers, simulatedGatewayUrl, storybookSeed } from '../gateway.ts'

const metadata = createGenesis({ seed: storybookSeed, chainId: 'gatekit-devnet-1' }).metadata
const now = Date.parse('2026-03-01T12:05:00Z')

type SearchResult = { txs: unknown[]; tx_responses: { txhash: string; code: number }[] }

/**
 * The hash of a transaction of the in-browser devnet: the first that matches an
 * event query and a test on its result, found through the simulated gateway.
 */
async function findTxHash(eventQuery: string, accept: (response: { code: number }) => boolean): Promise<string> {
  for (let page = 1; page <= 20; page++) {
    const url = `${simulatedGatewayUrl}/stack/tx/v1beta1/txs?query=${encodeURIComponent(eventQuery)}&order_by=ORDER_BY_ASC&limit=100&page=${page}`
    const body = (await (await fetch(url)).json()) as SearchResult
    const found = body.tx_responses.find(accept)
    if (found) return found.txhash
    if (body.tx_responses.length < 100) break
  }
  throw new Error(`No devnet transaction matches ${eventQuery}`)
}

const bankSend = async () => ({ hash: await findTxHash("message.action='/cosmos.bank.v1beta1.MsgSend'", (response) => response.code === 0) })

/** The viewer's root element. */
const viewerRoot = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.gk-tx-viewer')!

/** The transaction's own message cards, in order. */
const messageCards = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('article.gk-tx-viewer__message[data-depth="0"]')]

const meta = {
  title: 'Components/TxViewer',
  component: TxViewer,
  args: { hash: null, locale: 'en-US' },
} satisfies Meta<typeof TxViewer>
export default meta
const txPath = '/stack/tx/v1beta1/txs/*'

type Story = StoryObj<typeof meta> & { parameters?: DevnetFaultParameters }

export const ByHash: Story = {
  loaders: [bankSend],
  render: (args, { loaded }) => <TxViewer {...args} hash={loaded.hash as string} />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const root = viewerRoot(canvasElement)
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'success'))
    expect(root).toHaveAttribute('data-result', 'success')
    expect(canvas.getByRole('region', { name: 'Transaction' })).toBe(root)
    expect(canvas.getByRole('heading', { level: 4, name: '1. Send' })).toBeVisible()
    expect(root.querySelector('[data-field="status"]')).toHaveTextContent('Success')
    expect(canvas.getByRole('button', { name: 'Copy transaction hash' })).toHaveAccessibleDescription(loaded.hash as string)
    // The fee resolves to display units through the devnet's metadata.
    await waitFor(() => expect(root.querySelector('[data-field="fee"] .gk-amount')).toHaveAttribute('data-resolution', 'metadata'))
    expect(root.querySelector('[data-field="gas"]')).toHaveTextContent(/of [\d,]+ \(\d+(\.\d)?%\)/)
    // The message's events, from the chain's logs.
    const events = canvas.getByRole('table', { name: /^Events of message 1/ })
    expect(within(events).getByText('/cosmos.bank.v1beta1.MsgSend')).toBeVisible()
    // Transaction events (fee, sequence, signature): a native disclosure, in the tab order.
    // (Enter and Space on a <summary> are the browser's own; user-event cannot press them.)
    const txEvents = canvas.getByText(/^Transaction events \(\d+\)$/)
    expect(txEvents.tagName).toBe('SUMMARY')
    txEvents.focus()
    expect(txEvents).toHaveFocus()
    await userEvent.click(txEvents)
    const txTable = await canvas.findByRole('table', { name: /^Transaction events/ })
    expect(within(txTable).getAllByRole('rowheader', { name: 'acc_seq' }).length).toBeGreaterThan(0)
  },
}

/** The data hook with the View: what `TxViewer` is, with the View's props in the app's hands. */
function ViewerFromDataHook({ hash }: { hash: string }) {
  const data = useTxViewerData({ hash, locale: 'en-US' })
  return <TxViewerView {...data} locale="en-US" headingLevel={1} />
}

export const DataHookWithView: Story = {
  loaders: [bankSend],
  render: (_args, { loaded }) => <ViewerFromDataHook hash={loaded.hash as string} />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const root = viewerRoot(canvasElement)
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'success'))
    expect(canvas.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible()
    expect(canvas.getByRole('heading', { level: 3, name: '1. Send' })).toBeVisible()
    expect(canvas.getByRole('button', { name: 'Copy transaction hash' })).toHaveAccessibleDescription(loaded.hash as string)
    // Amounts go through the data hook's renderer, which resolves the devnet's metadata.
    await waitFor(() => expect(root.querySelector('[data-field="fee"] .gk-amount')).toHaveAttribute('data-resolution', 'metadata'))
  },
}

export const EveryBuiltInMessageType: Story = {
  render: () => {
    const data = exampleTx({ messages: everyBuiltInMessage, memo: 'every built-in message type' })
    return <TxViewerView tx={data.tx} txResponse={data.tx_response} metadata={metadata} locale="en-US" timeZone="UTC" now={now} />
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cards = messageCards(canvasElement)
    expect(cards).toHaveLength(everyBuiltInMessage.length)
    for (const card of cards) expect(card).toHaveAttribute('data-known', 'true')
    expect(cards[0]).toHaveTextContent('1.5 KII from kii1sgsyrq…gq5u7l to kii1fmewmw…lkmlzr')
    // ICS-20 packet data decoded from base64.
    expect(cards[3]).toHaveTextContent('2,500,000 transfer/channel-0/uatom from cosmos1amn…hjxyh8 to kii1sgsyrq…gq5u7l on transfer/channel-3')
    expect(cards[3]).toHaveTextContent('from the hub')
    expect(cards[4]).toHaveTextContent('Packet 16624 on transfer/channel-0: success')
    // Authz exec renders its messages through the same registry, one heading level deeper each.
    const exec = cards[13]!
    expect(within(exec).getByRole('heading', { level: 5, name: '1. Send' })).toBeVisible()
    expect(within(exec).getByRole('heading', { level: 6, name: '1. Vote' })).toBeVisible()
    // Oracle rates exact, in the locale.
    const rates = within(cards[14]!).getByRole('table', { name: 'Exchange rates' })
    expect(within(rates).getByText('98,765,432,109,876,543,210.5')).toBeVisible()
    expect(within(rates).getByText('0.000000000000000001')).toBeVisible()
    expect(cards[15]).toHaveTextContent('To 0x8ba1f109…4DBA72')
    expect(canvas.getByRole('heading', { level: 3, name: `Messages (${everyBuiltInMessage.length})` })).toBeVisible()
  },
}

export const FailedTx: Story = {
  loaders: [async () => ({ hash: await findTxHash('tx.height>0', (response) => response.code !== 0) })],
  render: (args, { loaded }) => <TxViewer {...args} hash={loaded.hash as string} />,
  play: async ({ canvasElement }) => {
    const root = viewerRoot(canvasElement)
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'success'))
    expect(root).toHaveAttribute('data-result', 'failed')
    const status = root.querySelector<HTMLElement>('[data-field="status"]')!
    expect(status).toHaveTextContent('Failed')
    expect(status).toHaveTextContent(/Code \d+ in sdk/)
    expect(status).toHaveTextContent('failed to execute message')
    expect(messageCards(canvasElement)[0]).toHaveTextContent('No events were recorded for this message.')
    // A failed transaction still paid its fee, shown in display units once the metadata arrives.
    await waitFor(() => expect(root.querySelector('[data-field="fee"] .gk-amount')).toHaveAttribute('data-resolution', 'metadata'))
  },
}

export const UnknownMessageTypeJsonTree: Story = {
  render: () => {
    const data = exampleTx({
      messages: [
        {
          '@type': '/example.custom.v1.MsgConfigure',
          owner: 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l',
          settings: { retries: 3, enabled: true, endpoints: ['https://a.example', 'https://b.example'], limits: { daily: '1000000', nested: { deep: 'value' } } },
          note: null,
        },
      ],
    })
    return <TxViewerView txResponse={data.tx_response} locale="en-US" now={now} />
  },
  play: async ({ canvasElement }) => {
    const card = messageCards(canvasElement)[0]!
    expect(card).not.toHaveAttribute('data-known')
    expect(within(card).getByRole('heading', { name: '1. MsgConfigure' })).toBeVisible()
    expect(card).toHaveTextContent('A message of type /example.custom.v1.MsgConfigure')
    const tree = card.querySelector<HTMLElement>('.gk-tx-viewer__json')!
    expect(within(tree).getByText('kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l')).toBeVisible()
    // Branches are native disclosures: focusable, opened by Enter or Space (the browser's own).
    const settings = within(tree).getByText('settings').closest('summary')!
    expect(settings.closest('details')).not.toHaveAttribute('open')
    expect(within(tree).queryByText('limits')).toBeNull()
    settings.focus()
    expect(settings).toHaveFocus()
    await userEvent.click(settings)
    expect(settings.closest('details')).toHaveAttribute('open')
    const limits = (await within(tree).findByText('limits')).closest('summary')!
    await userEvent.click(limits)
    expect(await within(tree).findByText('1000000')).toBeVisible()
    expect(within(tree).getByText('4 fields', { exact: false })).toBeVisible()
    expect(within(tree).getByText('3')).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { hash: 'F'.repeat(64) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Not found is a neutral empty state: no alert, no Retry (asking again finds nothing more).
    await waitFor(() => expect(viewerRoot(canvasElement)).toHaveAttribute('data-state', 'empty'))
    expect(viewerRoot(canvasElement)).toHaveTextContent('No transaction with this hash was found.')
    expect(viewerRoot(canvasElement)).toHaveAttribute('data-error', 'not-found')
    expect(canvas.queryByRole('alert')).toBeNull()
    expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull()
  },
}

export const GatewayDownThenRecovers: Story = {
  loaders: [bankSend],
  parameters: { devnetFaults: [failsTwice(txPath)] },
  render: (args, { loaded }) => <TxViewer {...args} hash={loaded.hash as string} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    expect(alert).toHaveTextContent('Unavailable')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(viewerRoot(canvasElement)).toHaveAttribute('data-state', 'success'))
    expect(canvasElement.querySelector('.gk-tx-viewer__announcement')).toHaveTextContent('Transaction loaded: Success.')
  },
}

export const Loading: Story = {
  args: { hash: 'A'.repeat(64) },
  parameters: { devnetFaults: [neverAnswers(txPath)] },
  play: async ({ canvasElement }) => {
    const root = viewerRoot(canvasElement)
    expect(root).toHaveAttribute('data-state', 'pending')
    expect(root).toHaveAttribute('aria-busy', 'true')
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…')
  },
}

export const NoHash: Story = {
  args: { hash: '' },
  play: async ({ canvasElement }) => {
    expect(viewerRoot(canvasElement)).toHaveAttribute('data-state', 'empty')
    expect(within(canvasElement).getByText('No transaction to show.')).toBeVisible()
  },
}

const hostileMemo = `<script>alert('memo')</script> javascript:alert(1) \u202Egnp.exe\u202C <img src=x onerror=alert(2)> ${'🎈 '.repeat(200)}${'A'.repeat(1024 * 1024)}`

export const HostileText: Story = {
  render: () => {
    const data = exampleTx({
      memo: hostileMemo,
      messages: [
        {
          '@type': '/cosmos.bank.v1beta1.MsgSend',
          from_address: '<script>alert(3)</script>',
          to_address: 'javascript:alert(4)',
          amount: [{ denom: '\u202Eiika', amount: '1' }],
        },
        { '@type': '/evil.v1.Msg<img src=x onerror=alert(5)>', url: 'javascript:alert(6)', text: '\u202Egnp.exe\u202C', html: '<a href="javascript:alert(7)">click</a>' },
      ],
      messageEvents: [
        [{ type: '<script>', attributes: [{ key: 'javascript:alert(8)', value: `${'x'.repeat(5000)}<iframe src="javascript:alert(9)">` }] }],
        [{ type: 'wasm', attributes: [{ key: 'note', value: '\u202Eevil\u202C' }] }],
      ],
      code: 0,
      rawLog: '',
    })
    return <TxViewerView tx={data.tx} txResponse={data.tx_response} locale="en-US" now={now} />
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const root = viewerRoot(canvasElement)
    expect(canvasElement.querySelector('script, img, iframe, a[href^="javascript"]')).toBeNull()
    const memo = root.querySelector<HTMLElement>('[data-field="memo"] dd')!
    expect(memo).toHaveTextContent("<script>alert('memo')</script> javascript:alert(1) ⟨U+202E⟩gnp.exe⟨U+202C⟩")
    // The 1 MB memo is clipped, then shown in a scrollable box that keeps the layout.
    expect(memo.textContent!.length).toBeLessThan(2_000)
    const width = root.getBoundingClientRect().width
    await userEvent.click(within(memo).getByRole('button', { name: /^Show all \(1,0\d\d,\d\d\d characters\)$/ }))
    const full = within(memo).getByRole('region', { name: 'Memo' })
    expect(full.textContent!.length).toBeGreaterThan(1024 * 1024)
    expect(full.getBoundingClientRect().height).toBeLessThan(window.innerHeight)
    expect(root.getBoundingClientRect().width).toBe(width)
    expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1)
    await userEvent.click(within(memo).getByRole('button', { name: 'Show less' }))
    const cards = messageCards(canvasElement)
    expect(cards[1]).toHaveTextContent('javascript:alert(6)')
    expect(cards[1]).toHaveTextContent('⟨U+202E⟩gnp.exe⟨U+202C⟩')
    expect(canvas.getAllByText('⟨U+202E⟩').length).toBeGreaterThan(2)
  },
}

export const ManyMessagesAndEvents: Story = {
  render: () => {
    const data = exampleManyMessages(100, 10)
    return <TxViewerView tx={data.tx} txResponse={data.tx_response} metadata={metadata} locale="en-US" now={now} />
  },
  play: async ({ canvasElement }) => {
    const cards = messageCards(canvasElement)
    expect(cards).toHaveLength(100)
    const root = viewerRoot(canvasElement)
    expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1)
    // 1,000 events: each message's are collapsed until asked for.
    const last = cards[99]!
    const summary = within(last).getByText('Events of message 100 (10)')
    await userEvent.click(summary)
    const table = await within(last).findByRole('table', { name: 'Events of message 100 (10)' })
    expect(table.querySelectorAll('tbody')).toHaveLength(10)
    expect(within(table).getAllByRole('rowheader', { name: 'amount' })).toHaveLength(10)
  },
}

export const RawJson: Story = {
  loaders: [bankSend],
  render: (args, { loaded }) => <TxViewer {...args} hash={loaded.hash as string} />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(viewerRoot(canvasElement)).toHaveAttribute('data-state', 'success'))
    const toggle = canvas.getByRole('button', { name: 'Show raw JSON' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const json = canvas.getByRole('region', { name: 'Raw JSON' })
    const parsed = JSON.parse(json.textContent!) as { tx: { body: unknown }; tx_response: { txhash: string } }
    expect(parsed.tx_response.txhash).toBe(loaded.hash)
    expect(parsed.tx.body).toBeDefined()
    expect(canvas.getByRole('button', { name: 'Copy JSON' })).toBeEnabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Hide raw JSON' }))
    expect(canvas.queryByRole('region', { name: 'Raw JSON' })).toBeNull()
  },
}

export const Dark: Story = {
  loaders: [bankSend],
  globals: { theme: 'dark' },
  render: (args, { loaded }) => <TxViewer {...args} hash={loaded.hash as string} defaultShowRawJson />,
  play: async ({ canvasElement }) => {
    const root = viewerRoot(canvasElement)
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'success'))
    expect(root.closest('[data-gk-theme]')).toHaveAttribute('data-gk-theme', 'dark')
    // The viewer takes the dark theme's colours from the tokens, not light-theme defaults.
    const themed = root.closest<HTMLElement>('[data-gk-theme]')!
    expect(getComputedStyle(root).color).toBe(getComputedStyle(themed).color)
    expect(getComputedStyle(root).color).not.toBe('rgb(26, 29, 35)')
    expect(within(canvasElement).getByRole('region', { name: 'Raw JSON' })).toBeVisible()
  },
}

export const DarkEveryMessageType: Story = {
  ...EveryBuiltInMessageType,
  globals: { theme: 'dark' },
}
