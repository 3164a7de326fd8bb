import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fillNodes } from '../../src/components/shared/fillNodes.tsx'

// One template filler for every component (BalanceList's captions and notes, TxViewer's message summaries).
describe('fillNodes', () => {
  it('puts elements where the template says, in the template’s order', () => {
    const { container } = render(<p>{fillNodes('{amount} to {to}', { to: <b>kii1…</b>, amount: <i>5 KII</i> })}</p>)
    expect(container.innerHTML).toBe('<p><i>5 KII</i> to <b>kii1…</b></p>')
  })

  it('leaves a placeholder without a value of its own as written, Object.prototype’s names included', () => {
    const { container } = render(<p>{fillNodes('{missing} and {toString} and {constructor}', {})}</p>)
    expect(container.textContent).toBe('{missing} and {toString} and {constructor}')
  })
})
