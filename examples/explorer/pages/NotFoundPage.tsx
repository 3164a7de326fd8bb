import { routeHref } from '../routes.ts'

/** Any route the explorer does not have. */
export function NotFoundPage({ path }: { path: string }) {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{path}</code>. Search for a transaction hash, an account address or a block height, or go to the{' '}
        <a href={routeHref({ page: 'home' })}>latest activity</a>.
      </p>
    </>
  )
}
