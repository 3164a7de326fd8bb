import { act, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { exampleManyMessages } from '../../src/components/TxViewer/examples.ts'
import { TxViewerView } from '../../src/components/TxViewer/TxViewerView.tsx'

// Issue 16: a transaction of 100 messages must not be one long task. The viewer's first render
// holds a screenful of message cards; the rest arrive in batches, with the list aria-busy meanwhile.

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
})
