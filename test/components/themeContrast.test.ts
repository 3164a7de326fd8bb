import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The default theme's text colours against every background a text can sit on (the page, a surface, a
// hovered row), in both schemes: WCAG AA for small text (4.5:1). axe finds a failing pair only where a page
// happens to show it (a hovered row under the pointer); this checks every pair of the tokens.
const theme = readFileSync(resolve(import.meta.dirname, '../../src/components/theme.css'), 'utf8')

function token(name: string): { light: string; dark: string } {
  const match = new RegExp(`--gk-color-${name}:\\s*light-dark\\((#[0-9a-f]{6}),\\s*(#[0-9a-f]{6})\\)`, 'i').exec(theme)
  if (!match) throw new Error(`--gk-color-${name} is not a light-dark() pair of hex colours`)
  return { light: match[1]!, dark: match[2]! }
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

const texts = ['fg', 'muted', 'accent', 'success', 'warning', 'danger']
const backgrounds = ['bg', 'surface', 'row-hover']

describe('default theme contrast', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const text of texts) {
      it(`${scheme}: ${text} keeps 4.5:1 on ${backgrounds.join(', ')}`, () => {
        const ratios = Object.fromEntries(backgrounds.map((background) => [background, contrast(token(text)[scheme], token(background)[scheme])]))
        for (const ratio of Object.values(ratios)) expect(ratio, JSON.stringify(ratios)).toBeGreaterThanOrEqual(4.5)
      })
    }
  }
})
