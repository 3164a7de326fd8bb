import { forwardRef, type HTMLAttributes, type ReactNode } from 'react'
import { cx } from './cx.ts'
import { useGatekitUI } from './GatekitUIProvider.tsx'
import { defaultCommonStrings, type CommonStrings } from './strings.ts'

/** The status every connected component shows in `data-state`. */
export type ViewStatus = 'pending' | 'error' | 'empty' | 'success'

/**
 * The view status of a query result: `empty` when it succeeded with nothing to show.
 *
 * @example
 * ```ts
 * const status = toViewStatus(query.status, balances.length === 0)
 * ```
 */
export function toViewStatus(status: 'pending' | 'error' | 'success', empty: boolean): ViewStatus {
  return status === 'success' && empty ? 'empty' : status
}

/** A short, safe description of an error: its short message, never a stack or a body. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object' && 'shortMessage' in error && typeof error.shortMessage === 'string') {
    return error.shortMessage
  }
  return error instanceof Error ? error.message : String(error)
}

/** Props of {@link QueryStatus}. */
export type QueryStatusProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  status: ViewStatus
  error?: unknown
  /** Offers a retry button in the error state. */
  onRetry?: (() => void) | undefined
  /** Text of the empty state. Default: the common `empty` string. */
  emptyText?: ReactNode
  strings?: Partial<CommonStrings> | undefined
}

/**
 * The loading, error (with retry) and empty states shared by every connected
 * component; renders nothing on success. The error names what went wrong in
 * one sentence (`shortMessage`), never a stack or a response body.
 *
 * @example
 * ```tsx
 * <QueryStatus status={status} error={error} onRetry={refetch} emptyText="No balances." />
 * ```
 */
export const QueryStatus = /* @__PURE__ */ forwardRef<HTMLDivElement, QueryStatusProps>(function QueryStatus(
  { status, error, onRetry, emptyText, strings: ownStrings, className, ...rest },
  ref,
) {
  const { strings } = useGatekitUI(defaultCommonStrings, { strings: ownStrings })
  if (status === 'success') return null
  return (
    <div ref={ref} className={cx('gk-status', className)} data-state={status} {...rest}>
      {status === 'pending' && (
        <p className="gk-status__loading" role="status">
          <span className="gk-status__spinner" aria-hidden="true" />
          {strings.loading}
        </p>
      )}
      {status === 'empty' && <p className="gk-status__empty">{emptyText ?? strings.empty}</p>}
      {status === 'error' && (
        <div className="gk-status__error" role="alert">
          <p className="gk-status__title">{strings.errorTitle}</p>
          <p className="gk-status__detail">{describeError(error)}</p>
          {onRetry && (
            <button type="button" className="gk-button" onClick={onRetry}>
              {strings.retry}
            </button>
          )}
        </div>
      )}
    </div>
  )
})
