// Every page of the demo explorer (examples/explorer) in Chromium against the devnet server of
// test/globalSetup.ts, at 360 and 1280 px, in the light and the dark theme: the page never scrolls
// sideways and nothing sticks out of its container or hides behind a horizontal scroll, every entity
// (hash, address, height, denom, channel, validator) is an <a href> to a page of the explorer, axe
// finds nothing, and no visible title repeats another.
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { createGatewayClient, getChannels, getTx, getTxSearch, getValidators, type GetTxResponse } from 'gatekit'
import { createGenesis } from 'gatekit/devnet'
import 'gatekit/styles.css'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { page } from 'vitest/browser'
import '../../examples/explorer/explorer.css'
import { ExplorerApp } from '../../examples/explorer/App.tsx'
import { findRepeatedTitles, findSidewaysOverflow, findUnlinkedEntities, knownUnlinked, metKnownUnlinked } from './layout.ts'

const fixtures = createGenesis({ seed: 'browser-tests', chainId: 'gatekit-devnet-1' }).fixtures
const client = createGatewayClient({ baseUrl: inject('devnetUrl'), retry: 0 })
const widths = [360, 1280] as const

let sendTx: GetTxResponse
let sender: string
let operator: string
let channel: { portId: string; channelId: string }
beforeAll(async () => {
  const sends = await getTxSearch(client, { eventQuery: "message.action='/cosmos.bank.v1beta1.MsgSend'", orderBy: 'ORDER_BY_DESC', limit: 20 })
  const succeeded = sends.tx_responses?.find((response) => response.code === 0)
  if (!succeeded) throw new Error('the devnet has no successful bank send to show')
  sendTx = await getTx(client, { hash: succeeded.txhash })
  sender = String((sendTx.tx!.body!.messages[0] as Record<string, unknown>).from_address)
  operator = (await getValidators(client, { status: 'BOND_STATUS_BONDED' })).validators[0]!.operator_address
  const first = (await getChannels(client, {})).channels[0]!
  channel = { portId: first.port_id, channelId: first.channel_id }
})

afterEach(() => {
  window.location.hash = ''
  window.localStorage.clear()
})
afterAll(async () => {
  await page.viewport(414, 896)
})

const nextFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
// Virtualized tables measure in a ResizeObserver, then render again.
const settle = async () => {
  await nextFrames()
  await new Promise((resolve) => setTimeout(resolve, 80))
  await nextFrames()
}

async function axeViolations(container: HTMLElement) {
  const results = await axe.run(container, { resultTypes: ['violations'] })
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

type PageCase = {
  name: string
  hash: () => string
  /** Resolves once the page shows its data. */
  ready: (container: HTMLElement) => Promise<unknown>
  /** After it is ready, what a reader does first (a search). */
  act?: () => Promise<void>
}

const dataLoaded = (container: HTMLElement) =>
  waitFor(() => {
    // Nothing still loading: no busy table, no skeleton, no pending amount.
    expect(container.querySelector('[aria-busy="true"], .gk-skeleton, [data-state="pending"]')).toBeNull()
  })

const pages: PageCase[] = [
  {
    name: 'home',
    hash: () => '#/',
    ready: async () => {
      const blocks = await screen.findByRole('table', { name: 'Latest blocks, newest first' })
      await waitFor(() => expect(within(blocks).getAllByRole('link').length).toBeGreaterThan(3))
      const txs = await screen.findByRole('table', { name: /^Latest transactions/ })
      await waitFor(() => expect(within(txs).getAllByRole('link').length).toBeGreaterThan(3))
    },
  },
  {
    name: 'blocks',
    hash: () => '#/blocks',
    ready: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Blocks' })).toBeInTheDocument()
      const blocks = await screen.findByRole('table')
      await waitFor(() => expect(within(blocks).getAllByRole('link').length).toBeGreaterThan(3))
    },
  },
  {
    name: 'block',
    hash: () => `#/block/${sendTx.tx_response!.height}`,
    ready: async () => {
      await screen.findByRole('link', { name: new RegExp(sendTx.tx_response!.txhash.slice(0, 8)) })
    },
  },
  {
    name: 'tx',
    hash: () => `#/tx/${sendTx.tx_response!.txhash}`,
    ready: async () => {
      await screen.findByRole('heading', { name: /^Messages \(\d+\)$/ })
    },
  },
  {
    name: 'account',
    hash: () => `#/account/${sender}`,
    ready: async (container) => {
      const table = await screen.findByRole('table', { name: /^Transactions sent by this account/ })
      await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0))
      await waitFor(() => expect(container.querySelector('.gk-balance-list')).toHaveAttribute('data-state', 'success'))
    },
  },
  {
    name: 'validators',
    hash: () => '#/validators',
    ready: async (container) => {
      await waitFor(() => expect(container.querySelectorAll('.explorer-validators a[href]').length).toBeGreaterThan(2))
    },
  },
  {
    name: 'validator',
    hash: () => `#/validator/${operator}`,
    ready: async () => {
      await screen.findByText('Bonded tokens')
    },
  },
  {
    name: 'denom (with metadata)',
    hash: () => `#/denom/${fixtures.nativeDenom}`,
    ready: async () => {
      await screen.findByRole('columnheader', { name: 'Exponent' })
      await screen.findByRole('heading', { name: 'Holders' })
      await waitFor(() => expect(document.querySelector('.explorer-holders li')).not.toBeNull())
    },
  },
  {
    name: 'denom (token factory)',
    hash: () => `#/denom/${encodeURIComponent(fixtures.factoryDenom)}`,
    ready: async () => {
      await screen.findByText('Created by')
      await waitFor(() => expect(document.querySelector('.explorer-holders li')).not.toBeNull())
    },
  },
  {
    name: 'denom (IBC voucher)',
    hash: () => `#/denom/${encodeURIComponent(fixtures.ibcDenom)}`,
    ready: async () => {
      await screen.findByRole('heading', { name: 'Holders' })
      await waitFor(() => expect(document.querySelector('.explorer-holders li')).not.toBeNull())
      await screen.findByRole('heading', { name: 'Units' })
      await screen.findByText('Came over')
    },
  },
  {
    name: 'channels',
    hash: () => '#/ibc',
    ready: async () => {
      const table = await screen.findByRole('table')
      await waitFor(() => expect(within(table).getAllByText(channel.channelId).length).toBeGreaterThan(0))
    },
  },
  {
    name: 'channel',
    hash: () => `#/channel/${channel.portId}/${channel.channelId}`,
    ready: async () => {
      await screen.findByText('Ordering')
    },
  },
  {
    name: 'oracle',
    hash: () => '#/oracle',
    ready: async () => {
      const table = await screen.findByRole('table')
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2))
    },
  },
  {
    name: 'search with a mistyped address',
    hash: () => '#/',
    ready: async () => {
      await screen.findByRole('table', { name: 'Latest blocks, newest first' })
    },
    act: async () => {
      const mistyped = fixtures.richAddress.slice(0, -1) + (fixtures.richAddress.endsWith('q') ? 'p' : 'q')
      await userEvent.setup().type(screen.getByRole('searchbox'), `${mistyped}{Enter}`)
      await screen.findByText(/This address has a bad checksum/)
    },
  },
  {
    name: 'search results',
    hash: () => `#/search/${channel.channelId}`,
    ready: async () => {
      await screen.findByRole('heading', { level: 2, name: /^\d+ match(es)?$/ })
    },
  },
  {
    name: 'search results (nothing matches)',
    hash: () => '#/search/no%20such%20thing%20anywhere%20on%20this%20chain',
    ready: async () => {
      await screen.findByText(/^Nothing matches\./)
    },
  },
  {
    name: 'not found',
    hash: () => '#/nowhere/at/all',
    ready: async () => {
      await screen.findByRole('heading', { level: 1, name: 'Page not found' })
    },
  },
]

describe('demo explorer: every page at 360 and 1280 px, light and dark', { timeout: 90_000 }, () => {
  for (const pageCase of pages) {
    it(pageCase.name, async () => {
      await page.viewport(1280, 900)
      window.location.hash = pageCase.hash()
      const { container } = render(<ExplorerApp client={client} queryClient={new QueryClient()} defaultTheme="light" refreshInterval={60_000} />)
      await screen.findByRole('heading', { level: 1 })
      await pageCase.ready(container)
      await pageCase.act?.()
      await dataLoaded(container)
      const root = container.querySelector<HTMLElement>('.explorer')!
      const failures: string[] = []
      for (const width of widths) {
        await page.viewport(width, 900)
        for (const theme of ['light', 'dark'] as const) {
          root.dataset.gkTheme = theme
          await settle()
          const where = `${width} px ${theme}`
          if (theme === 'light') {
            for (const problem of findSidewaysOverflow(root)) failures.push(`${where}: ${problem}`)
            for (const problem of findUnlinkedEntities(root)) failures.push(`${where}: ${problem}`)
            for (const problem of findRepeatedTitles(root)) failures.push(`${where}: repeated titles ${problem}`)
          }
          for (const violation of await axeViolations(container)) failures.push(`${where}: axe ${violation}`)
        }
      }
      expect(failures).toEqual([])
    })
  }

  it('still meets every known unlinked entity (remove the entries that are fixed)', () => {
    expect(Object.keys(knownUnlinked).filter((selector) => !metKnownUnlinked.has(selector))).toEqual([])
  })
})
