// The prefetch functions must be callable from a Next.js server component: neither they nor anything
// they import at run time may import React or a component (the build marks such modules 'use client').
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const prefetchModules = [
  'src/components/Amount/prefetchAmount.ts',
  'src/components/BalanceList/prefetchBalanceList.ts',
  'src/components/BlockExplorerTable/prefetchBlockExplorerTable.ts',
  'src/components/ChannelTable/prefetchChannelTable.ts',
  'src/components/OracleRatesTable/prefetchOracleRatesTable.ts',
  'src/components/TxTable/prefetchTxTable.ts',
  'src/components/TxViewer/prefetchTxViewer.ts',
]

// Run-time imports only: `import type` and `export type` vanish from the build.
const runtimeImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm

/** Every module reached at run time from `entry`, and the bare packages they import. */
function runtimeGraph(entry: string) {
  const files = new Set<string>()
  const packages = new Map<string, string[]>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(runtimeImport)) {
      if (specifier!.startsWith('.')) visit(resolve(dirname(file), specifier!))
      else packages.set(specifier!, [...(packages.get(specifier!) ?? []), file])
    }
  }
  visit(resolve(entry))
  return { files: [...files], packages }
}

describe('server prefetch modules are React-free', () => {
  it.each(prefetchModules)('%s imports no React, no component', (entry) => {
    const { files, packages } = runtimeGraph(entry)
    expect(files.filter((file) => file.endsWith('.tsx'))).toEqual([])
    expect([...packages.keys()].filter((name) => name === 'react' || name.startsWith('react/') || name.startsWith('react-dom'))).toEqual([])
    // TanStack's React package is only ever a type import here (the query options' own modules
    // under src/query are being made type-only too).
    const tanstackImporters = packages.get('@tanstack/react-query') ?? []
    expect(tanstackImporters.filter((file) => file.includes('/src/components/'))).toEqual([])
  })

  it('the check sees a component import', () => {
    const { files } = runtimeGraph('src/components/BalanceList/BalanceList.tsx')
    expect(files.some((file) => file.endsWith('BalanceListView.tsx'))).toBe(true)
  })
})
