/// <reference types="vite/client" />
// A dark page that imports gatekit/styles.css keeps its own colour scheme, text colour and form
// controls; gatekit's elements are still light by default and dark under data-gk-theme="dark".
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import 'gatekit/styles.css'

// The page's own dark theme, earlier in the cascade than gatekit's stylesheet (as a page's base styles usually are).
const pageStyle = document.createElement('style')
pageStyle.textContent = ':root { color-scheme: dark }'

const page = document.createElement('div')
page.innerHTML = `
  <p id="page-text">The page's own text</p>
  <input id="page-input" value="the page's own input">
  <span id="gk-plain" class="gk-amount">1.5 KII</span>
  <div data-gk-theme="dark"><span id="gk-dark" class="gk-amount">1.5 KII</span></div>
  <div data-gk-theme="light"><span id="gk-light" class="gk-amount">1.5 KII</span></div>
`

beforeAll(() => {
  document.head.prepend(pageStyle)
  document.body.append(page)
})
afterAll(() => {
  pageStyle.remove()
  page.remove()
})

// gatekit's stylesheet as Vite put it into the page.
const gatekitSheets = () => [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('--gk-color-bg'))

function pageLooks() {
  const text = getComputedStyle(document.getElementById('page-text')!)
  const input = getComputedStyle(document.getElementById('page-input')!)
  return {
    rootScheme: getComputedStyle(document.documentElement).colorScheme,
    textColor: text.color,
    inputColor: input.color,
    inputBackground: input.backgroundColor,
  }
}

describe('gatekit/styles.css on a dark page in Chromium', () => {
  it('is loaded in the page', () => {
    expect(gatekitSheets().length).toBeGreaterThan(0)
  })

  it('leaves the page its own colour scheme, text colour and input colours', () => {
    const sheets = gatekitSheets()
    for (const sheet of sheets) sheet.disabled = true
    const without = pageLooks()
    for (const sheet of sheets) sheet.disabled = false
    const withGatekit = pageLooks()
    expect(without.rootScheme).toBe('dark')
    // A dark scheme's text is light: the page really is dark, so a leak would show.
    expect(without.textColor).toBe('rgb(255, 255, 255)')
    expect(withGatekit).toEqual(without)
  })

  it('keeps gatekit elements light by default and dark or light as data-gk-theme asks', () => {
    const scheme = (id: string) => getComputedStyle(document.getElementById(id)!).colorScheme
    expect(scheme('gk-plain')).toBe('light')
    expect(scheme('gk-dark')).toBe('dark')
    expect(scheme('gk-light')).toBe('light')
    // The tokens resolve by the element's own scheme: the same token, two colours.
    const colour = (id: string) => getComputedStyle(document.getElementById(id)!).getPropertyValue('--gk-color-fg')
    expect(colour('gk-dark')).toBe(colour('gk-plain'))
    const resolved = (id: string) => {
      const probe = document.createElement('span')
      probe.style.color = 'var(--gk-color-fg)'
      document.getElementById(id)!.append(probe)
      const value = getComputedStyle(probe).color
      probe.remove()
      return value
    }
    expect(resolved('gk-dark')).not.toBe(resolved('gk-plain'))
  })
})
