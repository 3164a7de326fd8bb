// React-free: the prefetch functions of the tables built on ExplorerTable read these too.

/** Height the table assumes for its scroll container until it has measured it (and on the server), in px. */
export const assumedViewportHeight = 600
/** Row height assumed until a row has been measured, in px. */
export const assumedRowHeight = 40
/** Rows rendered beyond each edge of the view; also how close to the end `onEndReached` fires. */
export const defaultOverscan = 6
/**
 * Rows an explorer table renders before it has measured anything: the rows of the assumed viewport
 * (a partly shown row at each edge counts) and the overscan below. Server prefetch fills these.
 */
export const firstRenderedRows = /* @__PURE__ */ Math.ceil(assumedViewportHeight / assumedRowHeight) + 1 + defaultOverscan
