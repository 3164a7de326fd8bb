/**
 * The pointer types of the EVM module, in the order of their enum numbers: `ERC20` is 0,
 * `ERC721` 1, `NATIVE` 2, `CW20` 3, `CW721` 4. A pointer is a contract on one side (EVM or
 * CosmWasm) that stands for an asset on the other; the type names what is pointed to:
 *
 * | type | pointee (the original) | pointer |
 * |---|---|---|
 * | `ERC20` | ERC20 contract (`0x...`) | CW20 contract (`kii1...`) |
 * | `ERC721` | ERC721 contract (`0x...`) | CW721 contract (`kii1...`) |
 * | `NATIVE` | bank denom (`akii`, `factory/kii1.../ORO`, `ibc/...`) | ERC20 contract (`0x...`) |
 * | `CW20` | CW20 contract (`kii1...`) | ERC20 contract (`0x...`) |
 * | `CW721` | CW721 contract (`kii1...`) | ERC721 contract (`0x...`) |
 *
 * @example
 * ```ts
 * pointerTypes.indexOf('NATIVE') // 2, the number the gateway also accepts
 * ```
 */
export const pointerTypes = ['ERC20', 'ERC721', 'NATIVE', 'CW20', 'CW721'] as const

/** Name of a pointer type, as the gateway's enum spells it. */
export type PointerTypeName = (typeof pointerTypes)[number]

/** Number of a pointer type in the gateway's enum (`ERC20` = 0 ... `CW721` = 4). */
export type PointerTypeNumber = 0 | 1 | 2 | 3 | 4

/**
 * A pointer type, by name (`'NATIVE'`) or by enum number (`2`). The gateway reads both;
 * gatekit sends the value as given.
 */
export type PointerType = PointerTypeName | PointerTypeNumber
