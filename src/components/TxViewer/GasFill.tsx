import { useStyleProperty } from '../shared/useStyleProperty.ts'

/**
 * The filled part of the gas bar, `percent` wide. Sized through the CSSOM, not a `style`
 * attribute: a strict CSP (`style-src 'self'`) blocks those in server-rendered HTML, and the bar
 * would stay empty after hydration.
 *
 * @example
 * ```tsx
 * <span className="gk-tx-viewer__gas-bar" aria-hidden="true"><GasFill percent={78.8} /></span>
 * ```
 */
export function GasFill({ percent }: { percent: number }) {
  const fill = useStyleProperty<HTMLSpanElement>('inline-size', `${percent}%`)
  return <span ref={fill} className="gk-tx-viewer__gas-fill" />
}
