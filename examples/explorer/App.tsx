// The demo explorer, built only from gatekit's public entry points.
import type { QueryClient } from '@tanstack/react-query'
import { GatekitProvider, type GatewayClient } from 'gatekit'
import { GatekitUIProvider } from 'gatekit/components'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { AccountPage } from './pages/AccountPage.tsx'
import { BlockPage } from './pages/BlockPage.tsx'
import { BlocksPage } from './pages/BlocksPage.tsx'
import { ChannelPage } from './pages/ChannelPage.tsx'
import { ChannelsPage } from './pages/ChannelsPage.tsx'
import { DenomPage } from './pages/DenomPage.tsx'
import { HomePage } from './pages/HomePage.tsx'
import { NotFoundPage } from './pages/NotFoundPage.tsx'
import { OraclePage } from './pages/OraclePage.tsx'
import { SearchPage } from './pages/SearchPage.tsx'
import { TxPage } from './pages/TxPage.tsx'
import { ValidatorPage } from './pages/ValidatorPage.tsx'
import { ValidatorsPage } from './pages/ValidatorsPage.tsx'
import { explorerRoutes, routeHref, searchDestination, searchHint, searchProblem, useHashRoute, type Route } from './routes.ts'

/** Light or dark; the first one follows the viewer's setting. */
export type ExplorerTheme = 'light' | 'dark'

/** Props of {@link ExplorerApp}. */
export type ExplorerAppProps = {
  /** The gateway to read. */
  client: GatewayClient
  /** A query cache of your own (tests give each render a fresh one). */
  queryClient?: QueryClient | undefined
  /** Shown in the footer: which gateway this is. Default its base URL. */
  gatewayLabel?: string | undefined
  /** The theme to start with. Default the viewer's colour scheme. */
  defaultTheme?: ExplorerTheme | undefined
  /** How often the live pages (latest blocks and transactions, oracle rates) ask for news, in ms; about the chain's block time. Default 5 000. */
  refreshInterval?: number | undefined
}

const themeKey = 'gatekit-explorer-theme'

function initialTheme(): ExplorerTheme {
  try {
    const stored = window.localStorage.getItem(themeKey)
    if (stored === 'light' || stored === 'dark') return stored
  } catch {
    // Storage may be off (private windows): the viewer's scheme then.
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

const navigation: { label: string; route: Exclude<Route, { page: 'not-found' }> }[] = [
  { label: 'Home', route: { page: 'home' } },
  { label: 'Blocks', route: { page: 'blocks' } },
  { label: 'Validators', route: { page: 'validators' } },
  { label: 'IBC channels', route: { page: 'ibc' } },
  { label: 'Oracle', route: { page: 'oracle' } },
]

function SearchForm({ onSearch }: { onSearch: (route: Exclude<Route, { page: 'not-found' }>) => void }) {
  const inputId = useId()
  const hintId = useId()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return
    const route = searchDestination(text)
    if (!route) {
      // A mistyped address is refused here, with why, rather than opening an empty account.
      setProblem(searchProblem(text) ?? searchHint)
      return
    }
    setProblem(null)
    setText('')
    onSearch(route)
  }
  return (
    <form role="search" className="explorer-search" onSubmit={submit} aria-label="Explorer">
      <label htmlFor={inputId} className="explorer-visually-hidden">
        Transaction hash, address or block height
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setProblem(null)
        }}
        placeholder="Transaction hash, address or block height"
        aria-describedby={hintId}
        aria-invalid={problem ? true : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit" className="gk-button">
        Search
      </button>
      <p id={hintId} className="explorer-search__problem" aria-live="polite">
        {problem}
      </p>
    </form>
  )
}

function Page({ route, refreshInterval }: { route: Route; refreshInterval: number }): ReactNode {
  switch (route.page) {
    case 'home':
      return <HomePage refreshInterval={refreshInterval} />
    case 'tx':
      return <TxPage hash={route.hash} />
    case 'account':
      return <AccountPage address={route.address} />
    case 'block':
      return <BlockPage height={route.height} />
    case 'validator':
      return <ValidatorPage address={route.address} />
    case 'blocks':
      return <BlocksPage refreshInterval={refreshInterval} />
    case 'validators':
      return <ValidatorsPage />
    case 'denom':
      return <DenomPage denom={route.denom} />
    case 'channel':
      return <ChannelPage portId={route.portId} channelId={route.channelId} />
    case 'ibc':
      return <ChannelsPage />
    case 'oracle':
      return <OraclePage refreshInterval={refreshInterval} />
    case 'search':
      return <SearchPage text={route.text} />
    case 'not-found':
      return <NotFoundPage path={route.path} />
  }
}

/**
 * The explorer: a header with navigation, search and a theme switch, and the page of the location
 * hash (`#/`, `#/blocks`, `#/tx/:hash`, `#/account/:address`, `#/block/:height`, `#/validators`,
 * `#/validator/:address`, `#/denom/:denom`, `#/ibc`, `#/channel/:port/:channel`, `#/oracle`, `#/search/:text`). Every entity the components show links to its page (`explorerRoutes`).
 *
 * @example
 * ```tsx
 * createRoot(element).render(<ExplorerApp client={createGatewayClient({ baseUrl: 'http://127.0.0.1:1317' })} />)
 * ```
 */
export function ExplorerApp({ client, queryClient, gatewayLabel, defaultTheme, refreshInterval = 5_000 }: ExplorerAppProps) {
  const { route, hash, navigate } = useHashRoute()
  const [theme, setTheme] = useState<ExplorerTheme>(() => defaultTheme ?? initialTheme())
  const mainRef = useRef<HTMLElement>(null)
  const shownHash = useRef(hash)

  // A new page moves focus to its content (as a page load would) so screen readers announce it;
  // the page's own <h1> names the document. The first page leaves focus where the browser put it.
  useEffect(() => {
    if (shownHash.current === hash) return
    shownHash.current = hash
    mainRef.current?.focus()
  }, [hash])
  useEffect(() => {
    const title = mainRef.current?.querySelector('h1')?.textContent
    document.title = title ? `${title} · gatekit explorer` : 'gatekit explorer'
  })

  const switchTheme = () => {
    const next = theme === 'dark' ? 'light' : 'dark'
    setTheme(next)
    try {
      window.localStorage.setItem(themeKey, next)
    } catch {
      // Not remembered, still switched.
    }
  }

  return (
    <GatekitProvider client={client} queryClient={queryClient}>
      <GatekitUIProvider routes={explorerRoutes}>
      <div className="explorer" data-gk-theme={theme}>
        <a className="explorer-skip" href="#explorer-main" onClick={(event) => (event.preventDefault(), mainRef.current?.focus())}>
          Skip to content
        </a>
        <header className="explorer-header">
          <a className="explorer-brand" href={routeHref({ page: 'home' })}>
            gatekit explorer
          </a>
          <nav aria-label="Main">
            <ul className="explorer-nav">
              {navigation.map((item) => (
                <li key={item.label}>
                  <a href={routeHref(item.route)} aria-current={route.page === item.route.page ? 'page' : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <SearchForm onSearch={navigate} />
          <button type="button" className="gk-button explorer-theme" aria-pressed={theme === 'dark'} onClick={switchTheme}>
            Dark theme
          </button>
        </header>
        <main id="explorer-main" ref={mainRef} tabIndex={-1} className="explorer-main">
          <Page key={hash} route={route} refreshInterval={refreshInterval} />
        </main>
        <footer className="explorer-footer">
          <p>
            Gateway <code>{gatewayLabel ?? client.baseUrl}</code>, routes under <code>/{client.prefixes.sdk}</code> and{' '}
            <code>/{client.prefixes.app}</code>.
          </p>
        </footer>
      </div>
      </GatekitUIProvider>
    </GatekitProvider>
  )
}
