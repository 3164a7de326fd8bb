// The live table's indicator: whether new blocks join the table, and the toggle that pauses them.
import { forwardRef, type HTMLAttributes } from 'react'
import { cx } from '../shared/cx.ts'
import type { BlockExplorerTableStrings } from './strings.ts'

/** Props of {@link BlockExplorerLiveStatus}. */
export type BlockExplorerLiveStatusProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** `live`: new blocks join; `paused`: the reader paused; `held`: a row has focus, new blocks wait. */
  state: 'live' | 'paused' | 'held'
  /** Called with the new paused state when the toggle is pressed. */
  onPausedChange: (paused: boolean) => void
  strings: Pick<BlockExplorerTableStrings, 'live' | 'paused' | 'heldByFocus' | 'pauseLive'>
}

/**
 * A visible "Live" / "Paused" status, announced politely when it changes, and
 * a toggle button (`aria-pressed`) that pauses and resumes new blocks. While a
 * row has focus the table holds new blocks too ("Paused while a block has
 * focus"), so the focused row never moves under the reader.
 *
 * @example
 * ```tsx
 * <BlockExplorerLiveStatus state={paused ? 'paused' : 'live'} onPausedChange={setPaused} strings={strings} />
 * ```
 */
export const BlockExplorerLiveStatus = /* @__PURE__ */ forwardRef<HTMLDivElement, BlockExplorerLiveStatusProps>(function BlockExplorerLiveStatus(
  { state, onPausedChange, strings, className, ...rest },
  ref,
) {
  const paused = state === 'paused'
  return (
    <div ref={ref} className={cx('gk-explorer-table__live', className)} data-state={state} {...rest}>
      <span className="gk-explorer-table__live-status" role="status" aria-live="polite">
        <span className="gk-explorer-table__live-dot" aria-hidden="true" />
        {state === 'live' ? strings.live : state === 'paused' ? strings.paused : strings.heldByFocus}
      </span>
      <button type="button" className="gk-button gk-explorer-table__live-toggle" aria-pressed={paused} onClick={() => onPausedChange(!paused)}>
        {strings.pauseLive}
      </button>
    </div>
  )
})
