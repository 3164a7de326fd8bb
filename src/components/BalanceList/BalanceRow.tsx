// One row of BalanceListView, memoized: the rows appear a few dozen per render (useProgressiveRows), and
// without memo every step rendered every row shown so far again (25 + 50 + … + 200 rows for the 200 of
// the first bound, 4.5 times the work). A row renders again only when its own data, its place or its
// tab stop changes, or a context it reads (locale, links) does.
import { memo } from 'react'
import { AmountView } from '../Amount/AmountView.tsx'
import { CopyableValue } from '../shared/CopyableValue.tsx'
import { fillNodes } from '../shared/fillNodes.tsx'
import { shortDenom } from '../shared/shortDenom.ts'
import { TableRowLink } from '../shared/table/parts.tsx'
import { BalanceListCell, BalanceListRow, BalanceListRowHeader } from './parts.tsx'
import type { BalanceListStrings } from './strings.ts'
import { TracePath } from './TracePath.tsx'
import type { BalanceListRowData } from './useBalanceList.ts'

type BalanceRowProps = {
  row: BalanceListRowData
  index: number
  /** The row's link is the rows' one tab stop. */
  tabbable: boolean
  /** The denom's page (a `denom` route), when there is one. */
  denomHref: string | undefined
  showSpendable: boolean
  locale: string | undefined
  maximumFractionDigits: number | undefined
  strings: BalanceListStrings
}

/** One balance: its name and denom (with its trace), the total and, when shown, the spendable and locked amounts. */
export const BalanceRow = /* @__PURE__ */ memo(function BalanceRow({
  row,
  index,
  tabbable,
  denomHref,
  showSpendable,
  locale,
  maximumFractionDigits,
  strings,
}: BalanceRowProps) {
  const amount = (value: string) => (
    <AmountView
      amount={value}
      denom={row.denom}
      metadata={row.metadata}
      trace={row.trace}
      locale={locale}
      maximumFractionDigits={maximumFractionDigits}
      // A link to the denom like the row's, out of the tab order: the row's link is its one tab stop.
      tabIndex={-1}
    />
  )
  return (
    <BalanceListRow data-index={index} data-denom={row.denom} data-locked={row.locked ? '' : undefined}>
      <BalanceListRowHeader className="gk-balance-list__asset">
        <span className="gk-balance-list__title">
          {denomHref ? (
            // The row's link: its name, to the denom's page. The full denom is in the copyable value below.
            <TableRowLink tabbable={tabbable} href={denomHref} className="gk-balance-list__link">
              <bdi className="gk-balance-list__name" title={row.name === row.denom ? row.denom : undefined}>
                {row.name === row.denom ? shortDenom(row.name) : row.name}
              </bdi>
            </TableRowLink>
          ) : row.href ? (
            <a className="gk-balance-list__link" href={row.href} rel="noopener noreferrer nofollow">
              <bdi>{row.name}</bdi>
            </a>
          ) : (
            // A raw denom as its name (no metadata): shortened, its distinctive tail kept; the full
            // denom is in the copyable value below and in the title.
            <bdi className="gk-balance-list__name" title={row.name === row.denom ? row.denom : undefined}>
              {row.name === row.denom ? shortDenom(row.name) : row.name}
            </bdi>
          )}
          {row.symbol && row.symbol !== row.name && <bdi className="gk-balance-list__symbol">{row.symbol}</bdi>}
        </span>
        <span className="gk-balance-list__details">
          <CopyableValue
            className="gk-balance-list__denom"
            value={row.denom}
            // The full denom links to its page too (a `denom` route), out of the tab order; its copy button stays in it.
            entity="denom"
            tabIndex={-1}
            kind={strings.denomKind}
            head={12}
            tail={6}
            strings={strings}
          />
          {row.trace && <span className="gk-balance-list__via">{fillNodes(strings.ibcVia, { path: <TracePath path={row.trace.path} /> })}</span>}
          {!row.metadata && <span className="gk-balance-list__raw">{strings.baseUnits}</span>}
        </span>
        {row.description && (
          <bdi className="gk-balance-list__description" title={row.description}>
            {row.description}
          </bdi>
        )}
      </BalanceListRowHeader>
      <BalanceListCell numeric label={strings.totalColumn}>
        {amount(row.amount)}
      </BalanceListCell>
      {showSpendable && (
        <BalanceListCell numeric label={strings.spendableColumn}>
          {row.spendable === undefined ? (
            <>
              <span aria-hidden="true">—</span>
              <span className="gk-visually-hidden">{strings.spendableUnknown}</span>
            </>
          ) : (
            <>
              {amount(row.spendable)}
              {row.locked && <span className="gk-balance-list__locked">{fillNodes(strings.locked, { amount: amount(row.locked) })}</span>}
            </>
          )}
        </BalanceListCell>
      )}
    </BalanceListRow>
  )
})
