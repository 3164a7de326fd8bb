import { Fragment, type ReactNode } from 'react'
import type { DenomMetadataLike } from '../../core/format.ts'
import { AmountView } from '../Amount/AmountView.tsx'
import type { TxViewerModel } from './useTxViewer.ts'

// Small pieces the viewer's parts share: coins in display units, joined lists, a dash.

function findMetadata(metadata: TxViewerModel['metadata'], denom: string): DenomMetadataLike | undefined {
  if (!metadata) return undefined
  if (Array.isArray(metadata)) return (metadata as readonly DenomMetadataLike[]).find((entry) => entry.base === denom)
  return (metadata as Readonly<Record<string, DenomMetadataLike>>)[denom]
}

export function renderCoin(model: TxViewerModel, coin: { amount: string; denom: string }): ReactNode {
  if (model.renderAmount) return model.renderAmount(coin)
  return <AmountView amount={coin.amount} denom={coin.denom} metadata={findMetadata(model.metadata, coin.denom)} locale={model.locale} />
}

export function joinNodes(nodes: readonly ReactNode[], separator: ReactNode = ', '): ReactNode {
  return nodes.map((node, index) => (
    <Fragment key={index}>
      {index > 0 && separator}
      {node}
    </Fragment>
  ))
}

/** What stands for a missing value. */
export const dash = <span className="gk-tx-viewer__muted">—</span>
