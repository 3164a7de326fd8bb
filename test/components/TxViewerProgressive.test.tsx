import { act, render, waitFor } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { exampleManyMessages } from '../../src/components/TxViewer/examples.ts'
import { TxViewerView } from '../../src/components/TxViewer/TxViewerView.tsx'

// Issue 16: a transaction of 100 messages must not be one long task. Mounted on the client, the
// viewer's first frame is its skeleton and the transaction follows in a transition; its first render
// (and the server's HTML) holds a screenful of message cards; the rest arrive in batches, with the
// list aria-busy meanwhile.

const now = Date.parse('2026-03-01T12:05:00Z')
const data = exampleManyMessages(100, 10)
const cardsIn = (root: ParentNode) => root.querySelectorAll('article.gk-tx-viewer__message[data-depth="0"]')

describe('TxViewer progressive rendering', () => {
  it('renders a first screenful of messages with the viewer, the list busy until the rest arrive', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<TxViewerView tx={data.tx} txResponse={data.tx_response} locale="en-US" now={now} />)
    expect(cardsIn(container)).toHaveLength(3)
    expect(container.querySelector('.gk-tx-viewer__messages')).toHaveAttribute('aria-busy', 'true')
    // The summary and the message count are whole from the first render.
    expect(container.querySelector('.gk-tx-viewer__section h3')).toHaveTextContent('Messages (100)')
    expect(container.querySelector('[data-field="gas"]')).toHaveTextContent('98,765 of 125,326')
  })

  it('adds the other messages in order, then the list is no longer busy', async () => {
    const { container } = render(<TxViewerView tx={data.tx} txResponse={data.tx_response} locale="en-US" now={now} />)
    await act(async () => {})
    const cards = cardsIn(container)
    expect(cards).toHaveLength(100)
    expect([...cards].map((card) => card.querySelector('h4')!.textContent)).toEqual(Array.from({ length: 100 }, (_, index) => `${index + 1}. Send`))
    expect(container.querySelector('.gk-tx-viewer__messages')).not.toHaveAttribute('aria-busy')
  }, 20_000)

  describe('mounted on the client outside act (as a page runs it)', () => {
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined }
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT
    afterEach(() => {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous
    })

    it('paints its skeleton first, then the transaction in a transition, busy until every card is there', async () => {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
      const container = document.createElement('div')
      document.body.append(container)
      const root = createRoot(container)
      try {
        flushSync(() => root.render(<TxViewerView tx={data.tx} txResponse={data.tx_response} locale="en-US" now={now} />))
        const viewer = container.querySelector('.gk-tx-viewer')!
        expect(viewer.querySelector('[data-skeleton]')).not.toBeNull()
        expect(viewer).toHaveAttribute('aria-busy', 'true')
        expect(cardsIn(container)).toHaveLength(0)
        expect(viewer.querySelector('.gk-tx-viewer__announcement')).toHaveTextContent('')
        await waitFor(() => expect(cardsIn(container)).toHaveLength(100), { timeout: 15_000 })
        expect(viewer.querySelector('[data-skeleton]')).toBeNull()
        expect(viewer).not.toHaveAttribute('aria-busy')
        expect(container.querySelector('.gk-tx-viewer__messages')).not.toHaveAttribute('aria-busy')
        expect(viewer.querySelector('.gk-tx-viewer__announcement')).toHaveTextContent('Transaction loaded: Success.')
      } finally {
        root.unmount()
        container.remove()
      }
    }, 20_000)
  })
})
