import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hostileCases, inertProblems } from './hostileCases.tsx'

afterEach(cleanup)

describe('hostile chain data renders as inert, readable text', () => {
  it.each(hostileCases)('$name', ({ render: element, readable }) => {
    const { container } = render(element())
    expect(container.firstElementChild).not.toBeNull()
    expect(inertProblems(container, readable)).toEqual([])
  })
})
