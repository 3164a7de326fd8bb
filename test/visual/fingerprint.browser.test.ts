// The visual test's own checks: fingerprints tell antialiasing noise from layout changes, and
// overflow is found where a person at that width would scroll sideways.
import { afterEach, describe, expect, it } from 'vitest'
import { fingerprintOf, hammingDistance, hashTolerance } from './fingerprint.ts'
import { findOverflow } from './overflow.ts'

/** A PNG (base64) of a 600 x 300 "page": a heading bar, three text-like rows, and a side block. */
async function pagePng(options: { shift?: number; blockAt?: number; noise?: boolean; dark?: boolean } = {}) {
  const canvas = new OffscreenCanvas(600, 300)
  const context = canvas.getContext('2d')!
  context.fillStyle = options.dark ? '#111418' : '#ffffff'
  context.fillRect(0, 0, 600, 300)
  context.fillStyle = options.dark ? '#e7e9ec' : '#1a1d23'
  const shift = options.shift ?? 0
  context.fillRect(20 + shift, 20, 400, 30)
  for (let row = 0; row < 3; row++) {
    context.font = '16px sans-serif'
    context.fillText(`Row ${row} 1,234.5678 kii1qyqszqgpqyqszqgpqyqszqgpqyqszqgp`, 20 + shift, 90 + row * 40)
  }
  context.fillRect(options.blockAt ?? 480, 80, 90, 180)
  if (options.noise) {
    // Antialiasing-like noise: a few hundred pixels one grey level off.
    for (let index = 0; index < 400; index++) {
      context.fillStyle = `rgba(128, 128, 128, 0.02)`
      context.fillRect((index * 37) % 600, (index * 53) % 300, 1, 1)
    }
  }
  const blob = await canvas.convertToBlob({ type: 'image/png' })
  const bytes = new Uint8Array(await blob.arrayBuffer())
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
}

describe('visual fingerprints', () => {
  it('are the same for the same screenshot, with its size', async () => {
    const first = await fingerprintOf(await pagePng())
    const second = await fingerprintOf(await pagePng())
    expect(first).toEqual(second)
    expect(first.width).toBe(600)
    expect(first.height).toBe(300)
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('let antialiasing noise and a one-pixel text move pass', async () => {
    const base = await fingerprintOf(await pagePng())
    expect(hammingDistance(base.hash, (await fingerprintOf(await pagePng({ noise: true }))).hash)).toBeLessThanOrEqual(hashTolerance)
    expect(hammingDistance(base.hash, (await fingerprintOf(await pagePng({ shift: 1 }))).hash)).toBeLessThanOrEqual(hashTolerance)
  })

  it('fail a moved block and a theme change', async () => {
    const base = await fingerprintOf(await pagePng())
    expect(hammingDistance(base.hash, (await fingerprintOf(await pagePng({ blockAt: 250 }))).hash)).toBeGreaterThan(hashTolerance)
    expect(hammingDistance(base.hash, (await fingerprintOf(await pagePng({ dark: true }))).hash)).toBeGreaterThan(hashTolerance)
  })

  it('count differing bits, and every bit when the lengths differ', () => {
    expect(hammingDistance('00ff', '00ff')).toBe(0)
    expect(hammingDistance('00ff', '01fe')).toBe(2)
    expect(hammingDistance('f', '0')).toBe(4)
    expect(hammingDistance('00', '0000')).toBe(16)
  })
})

describe('findOverflow', () => {
  let root: HTMLElement | undefined
  afterEach(() => root?.remove())

  const mount = (html: string) => {
    root = document.createElement('div')
    root.innerHTML = html
    document.body.append(root)
    return root
  }

  it('finds nothing when everything fits', () => {
    expect(findOverflow(mount('<p style="max-width:100%">short text</p>'))).toEqual([])
  })

  it('finds an element wider than the viewport, even inside its own scroller, outermost only', () => {
    const wide = window.innerWidth + 200
    const found = findOverflow(
      mount(`<div style="overflow-x:auto;max-width:100%"><table class="gk-wide" style="width:${wide}px"><tr><td style="width:${wide}px">x</td></tr></table></div>`),
    )
    expect(found).toEqual([{ what: 'table.gk-wide', width: wide }])
  })

  it('finds the page scrolling sideways', () => {
    const found = findOverflow(mount(`<div style="width:${window.innerWidth + 50}px">wide</div>`))
    expect(found[0]).toEqual({ what: 'document (horizontal page scroll)', width: expect.any(Number) })
    expect(found[0]!.width).toBeGreaterThan(window.innerWidth)
  })

  it('ignores visually hidden text', () => {
    const wide = window.innerWidth + 200
    const html = `<div style="position:relative;overflow:hidden;width:10px"><span style="position:absolute;clip:rect(0 0 0 0);width:${wide}px">x</span></div>`
    expect(findOverflow(mount(html))).toEqual([])
  })
})
