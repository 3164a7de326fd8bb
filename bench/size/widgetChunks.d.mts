// Types of widgetChunks.mjs (plain JavaScript, so .size-limit.mjs can import it without a build step).

/** One view of the ES module widget: what a page downloads before it shows, and what the view adds. */
export type WidgetFirstView = {
  /** The view's chunk name, such as `TxView`. */
  view: string
  chunk: string
  /** The entry's closure and the view's chunks. */
  files: string[]
  /** gzip -9 of each of `files`, summed. */
  bytes: number
  /** The chunks the view adds to the entry's closure. */
  viewFiles: string[]
  viewBytes: number
}

export function widgetFirstViews(): WidgetFirstView[]
export function widgetFiles(pick: (views: WidgetFirstView[]) => string[]): string[]
