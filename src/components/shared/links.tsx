import {
  createContext,
  forwardRef,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type RefAttributes,
} from 'react'

/** The chain entities a component can link to. */
export type EntityKind = 'tx' | 'block' | 'account' | 'validator' | 'denom' | 'channel'

/** What identifies each entity: a hash, a height, an address, a denom, a port and channel. */
export type EntityValues = {
  /** Transaction hash (upper-case hex). */
  tx: string
  /** Block height, as a decimal string. */
  block: string
  /** Account address (bech32 or 0x). */
  account: string
  /** Validator operator (`…valoper1…`) or consensus (`…valcons1…`) address. */
  validator: string
  /** Base denom (`ukii`, `ibc/…`, `factory/…`). */
  denom: string
  /** An IBC channel end. */
  channel: { portId: string; channelId: string }
}

/**
 * Where each entity links to: a function from its value to a URL, or `undefined` for no link.
 * An entity without a route is shown as text, never as a link that goes nowhere.
 */
export type GatekitRoutes = { [K in EntityKind]?: ((value: EntityValues[K]) => string | undefined) | undefined }

/** Props a {@link GatekitLinkComponent} receives: those of an `<a>`, with `href` always set. */
export type GatekitLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode }

/**
 * The element links render as: a router's link (Next.js `Link`, or React Router's wrapped to take `href`)
 * that forwards its ref to the `<a>`. Default a plain `<a>`.
 */
export type GatekitLinkComponent = ComponentType<GatekitLinkProps & RefAttributes<HTMLAnchorElement>>

/** The link model in force: routes by entity and the element links render as. */
export type GatekitLinks = { routes: GatekitRoutes; linkComponent: GatekitLinkComponent | undefined }

const LinksContext = /* @__PURE__ */ createContext<GatekitLinks>({ routes: {}, linkComponent: undefined })

/** Props of {@link GatekitLinksScope}. */
export type GatekitLinksScopeProps = {
  /** Routes merged over those of the scope around (a route set to `undefined` removes it). */
  routes?: GatekitRoutes | undefined
  /** Link element for the components below; default the one of the scope around. */
  linkComponent?: GatekitLinkComponent | undefined
  children?: ReactNode
}

/**
 * Routes and link element for the components below, merged over those around it. `GatekitUIProvider`
 * renders one; components with a `routes` prop render one for their own parts (per-component overrides).
 *
 * @example
 * ```tsx
 * <GatekitLinksScope routes={{ tx: (hash) => `/tx/${hash}` }}>
 *   <Hash value={hash} entity="tx" />
 * </GatekitLinksScope>
 * ```
 */
export function GatekitLinksScope({ routes, linkComponent, children }: GatekitLinksScopeProps) {
  const parent = useContext(LinksContext)
  const value = useMemo(
    () =>
      routes || linkComponent ? { routes: { ...parent.routes, ...routes }, linkComponent: linkComponent ?? parent.linkComponent } : parent,
    [parent, routes, linkComponent],
  )
  if (value === parent) return <>{children}</>
  return <LinksContext.Provider value={value}>{children}</LinksContext.Provider>
}

/**
 * The link model in force: the nearest scope's routes and link element.
 *
 * @example
 * ```ts
 * const { routes, linkComponent } = useGatekitLinks()
 * ```
 */
export function useGatekitLinks(): GatekitLinks {
  return useContext(LinksContext)
}

/**
 * The URL of an entity under the routes in force, or `undefined` when it has no route (or no value).
 *
 * @example
 * ```tsx
 * const href = useEntityHref('block', '1204') // "/block/1204" under routes={{ block: (h) => `/block/${h}` }}
 * ```
 */
export function useEntityHref<K extends EntityKind>(kind: K | undefined, value: EntityValues[K] | undefined): string | undefined {
  const { routes } = useContext(LinksContext)
  if (kind === undefined || value === undefined || value === '') return undefined
  const route = routes[kind] as ((value: EntityValues[K]) => string | undefined) | undefined
  return route?.(value) || undefined
}

/** Props of {@link GatekitLink}. */
export type GatekitLinkElementProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/**
 * An `<a href>` rendered through the link element in force (a router's link, or a plain `<a>`).
 *
 * @example
 * ```tsx
 * <GatekitLink href="/block/1204">1,204</GatekitLink>
 * ```
 */
export const GatekitLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, GatekitLinkElementProps>(function GatekitLink(props, ref) {
  const { linkComponent: LinkComponent } = useContext(LinksContext)
  return LinkComponent ? <LinkComponent ref={ref} {...props} /> : <a ref={ref} {...props} />
})

/** Props of {@link EntityLink}. */
export type EntityLinkProps<K extends EntityKind> = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The kind of entity, which picks the route. */
  kind: K
  /** The entity's value, given to the route. */
  value: EntityValues[K]
  /** Shown inside: the link's text, or the text alone when there is no route. */
  children: ReactNode
  /** Class of the text when there is no route (default none: children as they are). */
  textClassName?: string | undefined
}

/**
 * An entity as a link when the routes in force have one for it, else its content as plain text (never
 * a link that goes nowhere).
 *
 * @example
 * ```tsx
 * <EntityLink kind="validator" value={operatorAddress}>{moniker}</EntityLink>
 * ```
 */
export function EntityLink<K extends EntityKind>({ kind, value, children, textClassName, ...rest }: EntityLinkProps<K>) {
  const href = useEntityHref(kind, value)
  if (href === undefined) return textClassName ? <span className={textClassName}>{children}</span> : <>{children}</>
  return (
    <GatekitLink href={href} {...rest}>
      {children}
    </GatekitLink>
  )
}
