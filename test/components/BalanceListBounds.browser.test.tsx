// BalanceListView's bounds in Chromium with the real styles: a list longer than `rowLimit` with its
// "Show more rows" button, and the notice of a gateway whose pages did not end, are axe clean and
// keyboard usable.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import 'gatekit/styles.css'
import { describe, expect, it } from 'vitest'
import { BalanceListView } from '../../src/components/BalanceList/BalanceListView.tsx'
import { PaginationLimitError } from '../../src/core/pagination.ts'

const coins = Array.from({ length: 2_000 }, (_, index) => ({ denom: `factory/kii1creator/T${index}`, amount: String(index + 1) }))

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { resultTypes: ['violations'] })
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

describe('BalanceListView bounds in Chromium', () => {
  it('renders rowLimit rows, "Show more rows" works from the keyboard, and axe finds nothing', async () => {
    const { container } = render(
      <BalanceListView
        status="success"
        balances={coins}
        rowLimit={100}
        pagesStopped={new PaginationLimitError({ pages: 2, reason: 'the gateway repeated a next_key' })}
      />,
    )
    expect(container.querySelectorAll('tbody tr')).toHaveLength(100)
    expect(screen.getByRole('alert')).toHaveTextContent(/pages did not end.*repeated a next_key/)
    await expectNoAxeViolations(container)
    const more = screen.getByRole('button', { name: /Show 100 more rows/ })
    more.focus()
    await userEvent.keyboard('{Enter}')
    expect(container.querySelectorAll('tbody tr')).toHaveLength(200)
    expect(document.activeElement).toBe(more)
    await expectNoAxeViolations(container)
  })
})
