import componentStyles from '../components/styles.css?inline'

const pixelsPerRem = 16

/**
 * The widget's stylesheet: a reset that cuts the widget off from everything the
 * page's CSS could pass down, then the components' default theme.
 *
 * Inherited properties cross a shadow boundary, so the root element starts from
 * `all: initial` instead of from the host's colour, font, spacing and the like.
 * `rem` follows the page's root font size (a page with `html { font-size: 10px }`
 * would shrink the widget), so every `rem` becomes its 16px equivalent.
 */
export const widgetStyles = [
  ':host{display:block}',
  ':host([hidden]){display:none}',
  // The views have no padding of their own: the widget's frame gives them room, in the theme's spacing.
  '.gk-widget{all:initial;display:block;text-align:start;padding:var(--gk-space-3) var(--gk-space-4)}',
  componentStyles.replace(/(\d*\.?\d+)rem\b/g, (_, rems: string) => `${Number(rems) * pixelsPerRem}px`), // CSS lengths, not token amounts
].join('\n')
