import { forwardRef, type HTMLAttributes, type ReactNode } from 'react'
import { cx } from './cx.ts'
import { describeError, isNotFoundError } from './describeError.ts'
import { useGatekitUI } from './GatekitUIProvider.tsx'
import { defaultCommonStrings, type CommonStrings } from './strings.ts'

/** The status every connected component shows in `data-state`. */
export type ViewStatus = 'pending' | 'error' | 'empty' | 'success'

/**
 * The view status of a query result: `empty` when it succeeded with nothing to show, or when it
 * failed because the thing asked for does not exist (HTTP 404, gRPC NotFound): not found is an
 * empty state, not an error.
 *
 * @example
 * ```ts
 * const status = toViewStatus(query.status, balances.length === 0, query.error)
 * ```
 */
export function toViewStatus(status: 'pending' | 'error' | 'success', empty: boolean, error?: unknown): ViewStatus {
  if (status === 'error' && error !== undefined && isNotFoundError(error)) return 'empty'
  return status === 'success' && empty ? 'empty' : status
}

/** Props of {@link QueryStatus}. */
export type QueryStatusProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  status: ViewStatus
  error?: unknown
  /** Offers a retry button in the error state, when a retry can help (network, timeout, 5xx, 429). */
  onRetry?: (() => void) | undefined
  /** Text of the empty state, and of an error that means "not found". Default: the common `empty` string. */
  emptyText?: ReactNode
  /**
   * What the content will look like, shown while `pending` (hidden from assistive technology,
   * which hears the loading text): bars shaped like the rows or cards, so nothing jumps when the
   * data arrives. Without it, a spinner and the loading text.
   */
  skeleton?: ReactNode
  strings?: Partial<CommonStrings> | undefined
}

/**
 * The loading, error (with retry) and empty states shared by every connected
 * component; renders nothing on success. Loading shows the component's skeleton
 * when it has one; an error shows one plain sentence ({@link describeError}) with
 * gatekit's technical text behind a "Technical details" disclosure, and Retry only
 * when a retry can help; an error that means "not found" shows the empty state.
 *
 * @example
 * ```tsx
 * <QueryStatus status={status} error={error} onRetry={refetch} emptyText="No balances." />
 * ```
 */
export const QueryStatus = /* @__PURE__ */ forwardRef<HTMLDivElement, QueryStatusProps>(function QueryStatus(
  { status, error, onRetry, emptyText, skeleton, strings: ownStrings, className, ...rest },
  ref,
) {
  const { strings } = useGatekitUI(defaultCommonStrings, { strings: ownStrings })
  if (status === 'success') return null
  const described = status === 'error' ? describeError(error, strings) : undefined
  const shown: ViewStatus = described?.notFound ? 'empty' : status
  if (shown === 'pending' && skeleton !== undefined) {
    return (
      <div ref={ref} className={cx('gk-status', 'gk-status--skeleton', className)} data-state="pending" aria-busy="true" {...rest}>
        <span className="gk-visually-hidden" role="status">
          {strings.loading}
        </span>
        <div className="gk-status__skeleton" aria-hidden="true">
          {skeleton}
        </div>
      </div>
    )
  }
  return (
    <div ref={ref} className={cx('gk-status', className)} data-state={shown} aria-busy={shown === 'pending' || undefined} {...rest}>
      {shown === 'pending' && (
        <p className="gk-status__loading" role="status">
          <span className="gk-status__spinner" aria-hidden="true" />
          {strings.loading}
        </p>
      )}
      {shown === 'empty' && <p className="gk-status__empty">{emptyText ?? (described ? strings.errorNotFound : strings.empty)}</p>}
      {shown === 'error' && described && (
        <div className="gk-status__error" role="alert">
          <p className="gk-status__title">{strings.errorTitle}</p>
          <p className="gk-status__detail">{described.message}</p>
          <ErrorDetails technical={described.technical} label={strings.technicalDetails} />
          {onRetry && described.retryable && (
            <button type="button" className="gk-button" onClick={onRetry}>
              {strings.retry}
            </button>
          )}
        </div>
      )}
    </div>
  )
})

/** Props of {@link ErrorDetails}. */
export type ErrorDetailsProps = Omit<HTMLAttributes<HTMLDetailsElement>, 'children'> & {
  /** The technical text (see `errorTechnicalText`). */
  technical: string
  /** The disclosure's label. Default: the common `technicalDetails` string. */
  label?: ReactNode
}

/**
 * The technical text of an error behind a closed disclosure, for whoever needs it (a report, a
 * developer), under the plain sentence everyone reads.
 *
 * @example
 * ```tsx
 * <ErrorDetails technical={describeError(error).technical} />
 * ```
 */
export const ErrorDetails = /* @__PURE__ */ forwardRef<HTMLDetailsElement, ErrorDetailsProps>(function ErrorDetails(
  { technical, label, className, ...rest },
  ref,
) {
  return (
    <details ref={ref} className={cx('gk-status__technical', className)} {...rest}>
      <summary>{label ?? defaultCommonStrings.technicalDetails}</summary>
      <pre className="gk-status__technical-text">{technical}</pre>
    </details>
  )
})
