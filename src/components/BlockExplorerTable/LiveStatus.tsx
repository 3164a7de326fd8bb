// The live block table's indicator: the table kit's, under the name it has always had.
import { TableLiveStatus, type TableLiveStatusProps } from '../shared/table/LiveStatus.tsx'

/** Props of {@link BlockExplorerLiveStatus}. */
export type BlockExplorerLiveStatusProps = TableLiveStatusProps

/**
 * A visible "Live" / "Paused" status, announced politely when it changes, and a toggle button
 * (`aria-pressed`) that pauses and resumes new blocks: {@link TableLiveStatus} under the block
 * table's name.
 *
 * @example
 * ```tsx
 * <BlockExplorerLiveStatus state={paused ? 'paused' : 'live'} onPausedChange={setPaused} strings={strings} />
 * ```
 */
export const BlockExplorerLiveStatus = TableLiveStatus
