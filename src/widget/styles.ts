import baseStyles from './base-styles.css?inline'

const pixelsPerRem = 16

/**
 * A component stylesheet as the widget uses it: `rem` follows the page's root font size (a page with
 * `html { font-size: 10px }` would shrink the widget), so every `rem` becomes its 16px equivalent.
 *
 * @example
 * ```ts
 * toWidgetCss('.x{padding:0.5rem}') // '.x{padding:8px}'
 * ```
 */
export const toWidgetCss = (css: string) => css.replace(/(\d*\.?\d+)rem\b/g, (_, rems: string) => `${Number(rems) * pixelsPerRem}px`) // CSS lengths, not token amounts

/**
 * The widget's stylesheet: a reset that cuts the widget off from everything the
 * page's CSS could pass down, then the default theme and what every view uses
 * (each view's own styles come with its chunk: see `views/`).
 *
 * Inherited properties cross a shadow boundary, so the root element starts from
 * `all: initial` instead of from the host's colour, font, spacing and the like.
 */
export const widgetStyles = [
  ':host{display:block}',
  ':host([hidden]){display:none}',
  // The views have no padding of their own: the widget's frame gives them room, in the theme's spacing.
  '.gk-widget{all:initial;display:block;text-align:start;padding:var(--gk-space-3) var(--gk-space-4)}',
  toWidgetCss(baseStyles),
].join('\n')
