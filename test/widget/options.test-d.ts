import { describe, expectTypeOf, it } from 'vitest'
import { mountExplorer, type ExplorerHandle, type ExplorerOptions } from '../../src/exports/widget.ts'

declare const element: Element
const gateway = { baseUrl: 'http://127.0.0.1:1317' }

describe('ExplorerOptions', () => {
  it('requires the subject of the views that have one', () => {
    mountExplorer(element, { gateway, view: 'balances', address: 'kii1…' })
    mountExplorer(element, { gateway, view: 'tx', hash: 'AB12' })
    mountExplorer(element, { gateway, view: 'txs', address: 'kii1…' })
    mountExplorer(element, { gateway, view: 'txs', eventQuery: "transfer.recipient='kii1…'" })
    mountExplorer(element, { gateway: { ...gateway, prefixes: 'kiichain' }, view: 'blocks', refetchInterval: 6_000 })
    mountExplorer(element, { gateway: { ...gateway, prefixes: { sdk: 'cosmos', app: 'kiichain' } }, view: 'channels' })
    mountExplorer(element, { gateway, view: 'oracle', refetchInterval: false, theme: 'auto', locale: 'de-DE' })
    // @ts-expect-error a transaction view needs its hash
    mountExplorer(element, { gateway, view: 'tx' })
    // @ts-expect-error a balances view needs its address
    mountExplorer(element, { gateway, view: 'balances' })
    // @ts-expect-error transactions of an address or of an event query, not both
    mountExplorer(element, { gateway, view: 'txs', address: 'kii1…', eventQuery: 'tx.height>0' })
    // @ts-expect-error no such view
    mountExplorer(element, { gateway, view: 'validators' })
    // @ts-expect-error the gateway is required
    mountExplorer(element, { view: 'blocks' })
    // @ts-expect-error an unknown prefix preset
    mountExplorer(element, { gateway: { ...gateway, prefixes: 'osmosis' }, view: 'blocks' })
  })

  it('takes a colour scheme or --gk-* custom properties as its theme', () => {
    expectTypeOf<{ gateway: typeof gateway; view: 'channels'; theme: { '--gk-color-accent': string } }>().toExtend<ExplorerOptions>()
    // @ts-expect-error only --gk-* properties
    mountExplorer(element, { gateway, view: 'channels', theme: { color: 'red' } })
    // @ts-expect-error no such scheme
    mountExplorer(element, { gateway, view: 'channels', theme: 'sepia' })
  })

  it('returns a handle that updates and unmounts', () => {
    expectTypeOf(mountExplorer).returns.toEqualTypeOf<ExplorerHandle>()
    expectTypeOf<ExplorerHandle['update']>().parameter(0).toEqualTypeOf<ExplorerOptions>()
  })
})
