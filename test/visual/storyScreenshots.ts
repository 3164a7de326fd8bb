// The visual regression test: a setup file of the `storybook` vitest project. After each story
// has rendered and played, it screenshots the story at 360, 768 and 1280 px wide in the light and
// dark themes, fails when the page or an element is wider than the viewport, and compares each
// screenshot's perceptual fingerprint with test/visual/fingerprints.json (commands.ts).
// `npm run test:visual -- --update` re-records the fingerprints; differing screenshots go to
// test/visual/__actual__/.
import { afterEach, beforeAll, expect, vi } from 'vitest'
import { commands, page } from 'vitest/browser'
import { fingerprintOf } from './fingerprint.ts'
import { findOverflow } from './overflow.ts'
import { frozenNow } from '../../stories/gateway.ts'

/** Widths of a small phone, a tablet and a laptop, in CSS pixels. */
export const visualWidths = [360, 768, 1280] as const
export const visualThemes = ['light', 'dark'] as const
const viewportHeight = 900

/**
 * Stories that still overflow, as `'<story id>@<width>'` with the reason. A story listed here
 * must overflow at that width (the test fails once it is fixed, so the entry gets removed):
 * the list can only shrink. Never add a story to silence a new overflow.
 */
export const knownOverflows: Readonly<Record<string, string>> = {}

/**
 * Stories whose content moves by design while they are screenshotted, by story id with the
 * reason: checked for overflow, not fingerprinted.
 */
export const liveStories: Readonly<Record<string, string>> = {
  'explorer-blockexplorertable--live-blocks': 'its own devnet makes a block every real second (the story is about new blocks arriving)',
  'explorer-blockexplorertable--paused-blocks': 'its own devnet makes a block every real half second (the story resumes and waits for one)',
  'explorer-txtable--live-transactions': 'its own devnet makes a block (with transactions) every real second (the story is about new transactions arriving)',
  'explorer-txtable--paused-transactions': 'its own devnet makes a block every real half second (the story resumes and waits for new transactions)',
}

// Animations, transitions and the caret make two runs differ; stop them for every story.
const stillnessCss = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
}`

// Relative times ("2 seconds ago") read Date.now: it stands still at the instant the shared
// devnet's clock stands at (stories/gateway.ts), so every run shows the same heights and times.
if (frozenNow === undefined) throw new Error('visual: the storybook project must define __GATEKIT_FROZEN_NOW__ (vitest.config.ts)')
vi.useFakeTimers({ toFake: ['Date'], now: frozenNow })

beforeAll(() => {
  const style = document.createElement('style')
  style.dataset.visualTest = ''
  style.textContent = stillnessCss
  document.head.append(style)
})

const nextFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
/**
 * Waits until the canvas has not changed for `quietMs` (at most `limitMs`): a story's play
 * function may end while a second query (a denom's metadata, say) is still on its way, and
 * its answer changes the text, so a screenshot taken on the first frame after play is a race.
 */
const domQuiet = (root: HTMLElement, quietMs = 150, limitMs = 5000) =>
  new Promise<void>((resolve) => {
    let timer = setTimeout(done, quietMs)
    const limit = setTimeout(done, limitMs)
    const observer = new MutationObserver(() => {
      clearTimeout(timer)
      timer = setTimeout(done, quietMs)
    })
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true })
    function done() {
      observer.disconnect()
      clearTimeout(timer)
      clearTimeout(limit)
      resolve()
    }
  })
const settle = async () => {
  await document.fonts.ready
  await nextFrames()
  // Virtualized tables measure in a ResizeObserver, then render again.
  await new Promise((resolve) => setTimeout(resolve, 60))
  await nextFrames()
}

function setTheme(canvas: HTMLElement, theme: (typeof visualThemes)[number]) {
  // Without a re-render: the decorator marks the document (the dark canvas) and its wrapper.
  document.documentElement.dataset.storybookTheme = theme
  for (const element of [canvas, ...canvas.querySelectorAll<HTMLElement>('[data-gk-theme]')]) {
    if (element === canvas || element.dataset.gkTheme === 'light' || element.dataset.gkTheme === 'dark') element.dataset.gkTheme = theme
  }
}

afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId
  if (!storyId || context.task.result?.state === 'fail') return
  const canvas = document.querySelector<HTMLElement>('[data-gk-story-canvas]')
  if (!canvas) throw new Error(`visual: story ${storyId} has no [data-gk-story-canvas] wrapper (.storybook/preview.tsx)`)
  expect(window.devicePixelRatio, 'screenshots are fingerprinted at devicePixelRatio 1').toBe(1)
  const failures: string[] = []
  const initialTheme = canvas.dataset.gkTheme === 'dark' ? 'dark' : 'light'
  try {
    if (!liveStories[storyId]) await domQuiet(canvas)
    for (const width of visualWidths) {
      await page.viewport(width, viewportHeight)
      setTheme(canvas, 'light')
      await settle()
      const overflowKey = `${storyId}@${width}`
      const overflow = findOverflow(canvas)
      if (overflow.length > 0 && !knownOverflows[overflowKey]) {
        failures.push(`overflows at ${width} px: ${overflow.map(({ what, width: wide }) => `${what} is ${wide} px`).join('; ')}`)
      } else if (overflow.length === 0 && knownOverflows[overflowKey]) {
        failures.push(`no longer overflows at ${width} px: remove '${overflowKey}' from knownOverflows`)
      }
      if (liveStories[storyId]) continue
      for (const theme of visualThemes) {
        setTheme(canvas, theme)
        if (theme !== 'light') await settle()
        const png = await page.screenshot({ element: canvas, save: false, base64: true })
        const key = `${storyId} ${width} ${theme}`
        const mismatch = await commands.visualCompare(key, await fingerprintOf(png))
        if (mismatch) {
          const file = await commands.visualSaveActual(key, png)
          failures.push(`looks different at ${width} px ${theme}: ${mismatch.reason} (screenshot: ${file})`)
        }
      }
    }
  } finally {
    setTheme(canvas, initialTheme)
  }
  expect(failures, `visual: story ${storyId}`).toEqual([])
})
