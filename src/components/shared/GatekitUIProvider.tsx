import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { useHydrated } from './useHydrated.ts'
import { GatekitLinksScope, type GatekitLinkComponent, type GatekitRoutes } from './links.tsx'

/**
 * The locale numbers and names are formatted in on the server and during hydration when none is set:
 * the server's default locale is not the viewer's, and text that differs breaks hydration. After
 * hydration (and in apps rendered only on the client) an unset locale is the browser's.
 */
const serverLocale = 'en-US'

/** Locale, time zone and string overrides for every gatekit component below. */
export type GatekitUIOptions = {
  /**
   * BCP 47 locale for numbers and dates. Default: the browser's; on the server and while hydrating,
   * `en-US` (then the browser's once hydrated). Set it for server-rendered pages in another language.
   */
  locale?: string | undefined
  /**
   * IANA time zone for absolute times. Default: the viewer's; on the server and while hydrating, times
   * are shown in UTC (then in the viewer's zone once hydrated).
   */
  timeZone?: string | undefined
  /** Overrides of user-facing strings, by key (see each component's `...Strings` type). */
  strings?: Readonly<Record<string, string>> | undefined
}

/** The link model of {@link GatekitUIProvider}: where entities link to, and the element links are. */
export type GatekitUILinkOptions = {
  /**
   * Where each entity links to (`tx`, `block`, `account`, `validator`, `denom`, `channel`), merged over
   * an outer provider's. Every entity with a route is a real `<a href>`; one without stays text.
   */
  routes?: GatekitRoutes | undefined
  /**
   * The element links render as, for client-side routing: Next.js `Link`, or React Router's `Link`
   * wrapped to take `href`. It receives `href`, `children`, `className` and the other anchor props,
   * and must forward its ref to the `<a>`. Default a plain `<a>`.
   */
  linkComponent?: GatekitLinkComponent | undefined
}

const UIContext = /* @__PURE__ */ createContext<GatekitUIOptions>({})

/**
 * Sets the locale, time zone, strings and links of the gatekit components below it.
 *
 * @example
 * ```tsx
 * <GatekitUIProvider
 *   locale="de-DE"
 *   strings={{ copy: 'Kopieren', copied: 'Kopiert' }}
 *   routes={{ tx: (hash) => `/tx/${hash}`, account: (address) => `/account/${address}` }}
 *   linkComponent={Link}
 * >
 *   <BalanceList address={address} />
 * </GatekitUIProvider>
 * ```
 */
export function GatekitUIProvider({
  children,
  locale,
  timeZone,
  strings,
  routes,
  linkComponent,
}: GatekitUIOptions & GatekitUILinkOptions & { children?: ReactNode }) {
  const parent = useContext(UIContext)
  const value = useMemo(
    () => ({
      locale: locale ?? parent.locale,
      timeZone: timeZone ?? parent.timeZone,
      strings: { ...parent.strings, ...strings },
    }),
    [parent, locale, timeZone, strings],
  )
  return (
    <UIContext.Provider value={value}>
      <GatekitLinksScope routes={routes} linkComponent={linkComponent}>
        {children}
      </GatekitLinksScope>
    </UIContext.Provider>
  )
}

/**
 * The UI options in force: a component's own props over the nearest provider's.
 * Strings merge defaults, then the provider's overrides, then the component's.
 *
 * @example
 * ```ts
 * const { locale, strings } = useGatekitUI(defaultCommonStrings, { locale: props.locale, strings: props.strings })
 * ```
 */
export function useGatekitUI<TStrings extends Record<string, string>>(
  defaults: TStrings,
  own: { locale?: string | undefined; timeZone?: string | undefined; strings?: Partial<TStrings> | undefined } = {},
): { locale: string | undefined; timeZone: string | undefined; strings: TStrings } {
  const context = useContext(UIContext)
  const hydrated = useHydrated()
  const strings = useMemo(() => {
    const merged: Record<string, string> = { ...defaults }
    for (const key of Object.keys(defaults)) {
      const override = own.strings?.[key] ?? context.strings?.[key]
      if (typeof override === 'string') merged[key] = override
    }
    return merged as TStrings
  }, [defaults, own.strings, context.strings])
  return { locale: own.locale ?? context.locale ?? (hydrated ? undefined : serverLocale), timeZone: own.timeZone ?? context.timeZone, strings }
}
