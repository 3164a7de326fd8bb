// Entry point `gatekit/components`: presentational and connected components. Their default theme is `gatekit/styles.css`.

export { AmountView, describeAmount, type AmountResolution, type AmountViewProps } from '../components/Amount/AmountView.tsx'
export { Address, type AddressProps } from '../components/Address/Address.tsx'
export { Hash, type HashProps } from '../components/Hash/Hash.tsx'
export { Timestamp, type TimestampProps } from '../components/Timestamp/Timestamp.tsx'
export { CopyableValue, type CopyableValueProps } from '../components/shared/CopyableValue.tsx'
export { GatekitUIProvider, useGatekitUI, type GatekitUIOptions } from '../components/shared/GatekitUIProvider.tsx'
export { defaultCommonStrings, type CommonStrings } from '../components/shared/strings.ts'
export { useCopy, type CopyState } from '../components/shared/useCopy.ts'
export { useNow } from '../components/shared/useNow.ts'
export { Amount, useDenomDisplay, type AmountProps } from '../components/Amount/Amount.tsx'
export {
  QueryStatus,
  describeError,
  toViewStatus,
  type QueryStatusProps,
  type ViewStatus,
} from '../components/shared/QueryStatus.tsx'
