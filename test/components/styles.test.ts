// gatekit/styles.css may style only gatekit's own elements: on :root, html and body it sets nothing
// but custom properties (its tokens), so a page that imports it keeps its own colour scheme, text
// colour and form controls. Checked on the stylesheet as the build bundles it (@imports inlined).
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// As scripts/build-css.mjs writes dist/styles.css: every @import inlined, in order.
function bundle(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return ''
  seen.add(file)
  return readFileSync(file, 'utf8').replace(/^@import\s+['"](.+?)['"];\s*$/gm, (_, path: string) => bundle(resolve(dirname(file), path), seen))
}

type Rule = { selector: string; declarations: string[] }

/** The style rules of a stylesheet, those inside @media, @supports and @layer blocks included. */
function styleRules(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const rules: Rule[] = []
  let index = 0
  const parseBlock = (end: number) => {
    while (index < end) {
      const open = text.indexOf('{', index)
      const semicolon = text.indexOf(';', index)
      if (open === -1 || open >= end) return
      // A statement at-rule (`@charset ...;`) ends before any block.
      if (semicolon !== -1 && semicolon < open && text.slice(index, semicolon).trim().startsWith('@')) {
        index = semicolon + 1
        continue
      }
      const prelude = text.slice(index, open).trim()
      let depth = 1
      let close = open + 1
      while (depth > 0 && close < text.length) {
        if (text[close] === '{') depth++
        else if (text[close] === '}') depth--
        close++
      }
      if (prelude.startsWith('@')) {
        if (/^@(media|supports|layer|container|scope)\b/.test(prelude)) {
          index = open + 1
          parseBlock(close - 1)
        }
      } else {
        const body = text.slice(open + 1, close - 1)
        rules.push({ selector: prelude, declarations: body.split(';').map((part) => part.trim()).filter(Boolean) })
      }
      index = close
    }
  }
  parseBlock(text.length)
  return rules
}

// A selector whose subject (its last compound) is the root, html or body.
function targetsPageRoot(selector: string): boolean {
  return selector.split(',').some((complex) => {
    const compounds = complex.trim().split(/\s*[\s>+~]\s*/)
    const subject = compounds.at(-1) ?? ''
    return /:root\b/.test(subject) || /^(html|body)\b/i.test(subject)
  })
}

/** Every declaration on :root, html or body that is not a custom property. */
function pageRootLeaks(css: string): string[] {
  return styleRules(css)
    .filter((rule) => targetsPageRoot(rule.selector))
    .flatMap((rule) => rule.declarations.filter((declaration) => !declaration.startsWith('--')).map((declaration) => `${rule.selector} { ${declaration} }`))
}

const stylesheet = bundle(resolve('src/components/styles.css'))

describe('gatekit/styles.css touches only gatekit elements', () => {
  it('is bundled whole: the theme and every component stylesheet', () => {
    expect(stylesheet).toContain('--gk-color-bg')
    expect(stylesheet).toContain('.gk-balance-list')
    expect(stylesheet).not.toMatch(/@import/)
  })

  it('sets nothing but custom properties on :root, html or body', () => {
    expect(pageRootLeaks(stylesheet)).toEqual([])
  })

  it('still themes its own elements: light by default, data-gk-theme for dark and auto', () => {
    const rules = styleRules(stylesheet)
    const schemes = rules.flatMap((rule) => rule.declarations.filter((d) => d.startsWith('color-scheme')).map((d) => `${rule.selector} => ${d}`))
    expect(schemes).toContain("[data-gk-theme='dark'] => color-scheme: dark")
    expect(schemes).toContain("[data-gk-theme='auto'] => color-scheme: light dark")
    expect(schemes.some((entry) => entry.includes("[class^='gk-']") && entry.endsWith('color-scheme: light'))).toBe(true)
  })

  it('the check finds a leak on :root, html or body, nested in @media too', () => {
    expect(pageRootLeaks(':root, :host { color-scheme: light; --gk-x: 1px }')).toEqual([':root, :host { color-scheme: light }'])
    expect(pageRootLeaks('@media (min-width: 1px) { html { color: red } }')).toEqual(['html { color: red }'])
    expect(pageRootLeaks('body > .gk-x { color: red } .page body { margin: 0 }')).toEqual(['.page body { margin: 0 }'])
    expect(pageRootLeaks(':root { --gk-color-bg: #fff }')).toEqual([])
  })
})
