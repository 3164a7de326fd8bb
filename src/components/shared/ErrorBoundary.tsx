import { Component, forwardRef, type ErrorInfo, type ForwardRefExoticComponent, type ReactNode, type RefAttributes } from 'react'
import { describeError } from './describeError.ts'
import { defaultCommonStrings } from './strings.ts'

/** Props of {@link GatekitErrorBoundary}. */
export type GatekitErrorBoundaryProps = {
  /**
   * What the guarded component was given. A caught error is forgotten when any of them changes
   * (compared one by one), so new data gets a fresh render instead of the old error state.
   */
  inputs: Readonly<Record<string, unknown>>
  /** The guarded component's own error state for `error`; `reset` renders the children again. */
  fallback: (error: unknown, reset: () => void) => ReactNode
  children?: ReactNode
}

type BoundaryState = { error: unknown; failed: boolean; inputs: Readonly<Record<string, unknown>> }

function sameInputs(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]))
}

// The last line of defence: when the component's own error state cannot render either (a hostile
// prop it also reads), the markup of the common error state (`QueryStatus`), with no prop of the
// component and no string that could throw, takes its place.
function lastResortText(error: unknown): { message: string; technical: string } {
  try {
    const described = describeError(error)
    return { message: safeText(described.message), technical: safeText(described.technical) }
  } catch {
    return { message: '', technical: '' }
  }
}

class LastResort extends Component<{ error: unknown; children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }
  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    const { message, technical } = lastResortText(this.props.error)
    return (
      <div className="gk-status" data-state="error">
        <p className="gk-status__error gk-status__detail" role="alert">
          {message}
        </p>
        {technical && (
          <details className="gk-status__technical">
            <summary>{defaultCommonStrings.technicalDetails}</summary>
            <pre className="gk-status__technical-text">{technical}</pre>
          </details>
        )}
      </div>
    )
  }
}

/**
 * Catches an error thrown while its children render (a value nested too deep, a
 * hostile prop) and shows the component's own error state in their place, so
 * one broken component never blanks the page around it. It forwards nothing
 * (no ref, no prop) and logs nothing; it starts over when its `inputs` change.
 * Every gatekit component is wrapped in one by {@link withErrorBoundary}.
 *
 * @example
 * ```tsx
 * <GatekitErrorBoundary inputs={props} fallback={(error) => <QueryStatus status="error" error={error} />}>
 *   <TxViewerView {...props} />
 * </GatekitErrorBoundary>
 * ```
 */
export class GatekitErrorBoundary extends Component<GatekitErrorBoundaryProps, BoundaryState> {
  constructor(props: GatekitErrorBoundaryProps) {
    super(props)
    this.state = { error: undefined, failed: false, inputs: props.inputs }
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true }
  }

  static getDerivedStateFromProps(props: GatekitErrorBoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.inputs === state.inputs) return null
    if (state.failed && !sameInputs(props.inputs, state.inputs)) return { error: undefined, failed: false, inputs: props.inputs }
    return { inputs: props.inputs }
  }

  // Caught on purpose: the error state is the report. React still reports it in development.
  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {}

  private readonly reset = (): void => {
    this.setState({ error: undefined, failed: false })
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    return <LastResort error={this.state.error}>{this.props.fallback(this.state.error, this.reset)}</LastResort>
  }
}

/**
 * Wraps a component in a {@link GatekitErrorBoundary} whose fallback is the
 * component's own error state, built from the same props; the ref goes to the
 * component. The one way every gatekit component is guarded. The error state gets the
 * unguarded component, to render itself in its error status without a second boundary.
 *
 * @example
 * ```tsx
 * export const TxViewerView = withErrorBoundary(
 *   forwardRef<HTMLElement, TxViewerViewProps>(function TxViewerView(props, ref) { ... }),
 *   (props, error, reset, View) => <View {...props} tx={undefined} txResponse={undefined} status="error" error={error} onRetry={reset} />,
 * )
 * ```
 */
export function withErrorBoundary<TProps extends object, TElement>(
  Guarded: ForwardRefExoticComponent<TProps & RefAttributes<TElement>>,
  errorState: (props: TProps, error: unknown, reset: () => void, Unguarded: ForwardRefExoticComponent<TProps & RefAttributes<TElement>>) => ReactNode,
): ForwardRefExoticComponent<TProps & RefAttributes<TElement>> {
  const Wrapped = forwardRef<TElement, TProps>(function Guard(ownProps, ref) {
    // forwardRef's props never hold `ref`; they are the component's own props.
    const props = ownProps as TProps
    return (
      <GatekitErrorBoundary inputs={props as Readonly<Record<string, unknown>>} fallback={(error, reset) => errorState(props, error, reset, Guarded)}>
        <Guarded {...props} ref={ref} />
      </GatekitErrorBoundary>
    )
  })
  Wrapped.displayName = Guarded.displayName ?? (Guarded as { render?: { name?: string } }).render?.name
  return Wrapped as unknown as ForwardRefExoticComponent<TProps & RefAttributes<TElement>>
}

/**
 * Text of any value for an error state, never throwing (an object whose `toString` throws, a symbol).
 *
 * @example
 * ```ts
 * safeText(Symbol('x')) // "Symbol(x)"
 * ```
 */
export function safeText(value: unknown): string {
  try {
    return typeof value === 'string' ? value : String(value)
  } catch {
    return ''
  }
}

/**
 * The retry of an error state shown by a boundary: the component's own `onRetry` (a refetch), then a
 * fresh render.
 *
 * @example
 * ```tsx
 * <View {...props} status="error" error={error} onRetry={retryAfter(props.onRetry, reset)} />
 * ```
 */
export function retryAfter(onRetry: (() => void) | undefined, reset: () => void): () => void {
  return () => {
    onRetry?.()
    reset()
  }
}
