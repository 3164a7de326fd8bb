/**
 * Every property optional and allowed to be `undefined`, so that a hook can be
 * called with inputs that are not known yet (`useBalances({ address: maybeAddress })`).
 *
 * @example
 * ```ts
 * const parameters: ExactPartial<GetBalancesParameters> = { address: undefined }
 * ```
 */
export type ExactPartial<T> = { [K in keyof T]?: T[K] | undefined }
