import type { ReactNode } from 'react'
import { BaseError, GatewayError, HttpError, SchemaError } from '../../src/core/errors.ts'

/** What every demo shows while a query is pending, failed or empty; the data itself is the demo's. */
export function QueryState(props: {
  label: string
  status: 'pending' | 'error' | 'success'
  error: Error | null
  empty?: boolean
  onRetry?: () => void
  children?: ReactNode
}) {
  const state = props.status === 'success' && props.empty ? 'empty' : props.status
  return (
    // Raw chain values (25-digit base amounts, factory denoms, hashes) break anywhere rather than
    // widen the demo past a phone's screen.
    <section aria-label={props.label} data-state={state} aria-busy={state === 'pending'} style={{ overflowWrap: 'anywhere' }}>
      {state === 'pending' && <p>Loading {props.label.toLowerCase()}…</p>}
      {state === 'error' && props.error && (
        <div role="alert">
          <p>
            <strong>{props.error.name}</strong>: {props.error instanceof BaseError ? props.error.shortMessage : props.error.message}
          </p>
          <ErrorFacts error={props.error} />
          {props.onRetry && (
            <button type="button" onClick={props.onRetry}>
              Retry
            </button>
          )}
        </div>
      )}
      {state === 'empty' && <p>Nothing here.</p>}
      {state === 'success' && props.children}
    </section>
  )
}

function ErrorFacts({ error }: { error: Error }) {
  const facts: [string, string][] = []
  if (error instanceof GatewayError) facts.push(['HTTP status', String(error.status)], ['gRPC code', `${error.code} (${error.codeName})`], ['message', error.details ?? ''])
  if (error instanceof HttpError) facts.push(['HTTP status', String(error.status)], ['body', error.bodyPreview])
  if (error instanceof SchemaError) facts.push(['endpoint', error.endpoint], ['path', error.path], ['expected', error.expected])
  if (facts.length === 0) return null
  return (
    <dl>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
