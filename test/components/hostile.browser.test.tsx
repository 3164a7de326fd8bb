/// <reference types="vite/client" />
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import 'gatekit/styles.css'
import { hostileCases, inertProblems, megabyteMemo } from './hostileCases.tsx'

afterEach(cleanup)

// A phone-sized column: the narrowest layout a component must hold in.
const columnWidth = 360

function renderInColumn(element: React.ReactElement) {
  const { container } = render(
    <div data-testid="column" style={{ width: `${columnWidth}px`, padding: 0, margin: 0 }}>
      {element}
    </div>,
  )
  return { container, column: container.querySelector<HTMLElement>('[data-testid="column"]')! }
}

/** Whether the page or the column got wider than the column: the layout broke. */
function overflow(column: HTMLElement): string[] {
  const problems: string[] = []
  const columnBox = column.getBoundingClientRect()
  if (column.scrollWidth > column.clientWidth + 1) problems.push(`the column scrolls: ${column.scrollWidth}px wide content in ${column.clientWidth}px`)
  for (const child of column.children) {
    const box = child.getBoundingClientRect()
    if (box.right > columnBox.right + 1) problems.push(`<${child.tagName.toLowerCase()} class="${child.className}"> ends at ${box.right}px, past the column's ${columnBox.right}px`)
  }
  if (document.documentElement.scrollWidth > window.innerWidth + 1) {
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px in a ${window.innerWidth}px window`)
  }
  return problems
}

describe('hostile chain data in Chromium: inert, readable, and the layout holds in a 360 px column', () => {
  it.each(hostileCases)('$name', ({ render: element, readable }) => {
    const { container, column } = renderInColumn(element())
    expect(inertProblems(container, readable)).toEqual([])
    expect(overflow(column)).toEqual([])
    // Text is visible, not clipped to nothing.
    const root = column.firstElementChild as HTMLElement
    expect(root.getBoundingClientRect().height).toBeGreaterThan(0)
    expect(root.innerText.trim().length).toBeGreaterThan(0)
  })

  it('a 1 MB memo renders clipped, and shown in full it stays inside the column', async () => {
    const { column } = renderInColumn(hostileCases.find((entry) => entry.name.startsWith('TxViewerView'))!.render())
    const memo = column.querySelector<HTMLElement>('[data-field="memo"] dd')!
    expect(memo.textContent!.length).toBeLessThan(2_000)
    const showAll = [...memo.querySelectorAll('button')].find((button) => /^Show all/.test(button.textContent ?? ''))!
    showAll.click()
    await expect.poll(() => memo.textContent!.length).toBeGreaterThan(megabyteMemo.length - 10)
    expect(overflow(column)).toEqual([])
    expect(memo.getBoundingClientRect().height).toBeLessThan(window.innerHeight * 2)
  }, 60_000)

  it('the layout check notices a component that breaks out of its column', () => {
    const { column } = renderInColumn(<div style={{ whiteSpace: 'nowrap' }}>{'W'.repeat(500)}</div>)
    expect(overflow(column)).not.toEqual([])
  })
})
