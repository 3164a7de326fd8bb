import { formatAmount } from '../../../core/format.ts'
import { decimalToUnits, parseExchangeRates } from '../decode.ts'
import type { MessageRegistryEntry } from '../messageTypes.ts'
import { pluralTemplate } from '../text.tsx'
import { one } from './shared.ts'

// The oracle module: the aggregate exchange rate vote, rates shown exactly.

/** A decimal string formatted for the locale, exactly (no float): `1.500000000000000000` → `1.5`. */
function exactDecimal(decimal: string, locale: string | undefined): string {
  const units = decimalToUnits(decimal)
  return units ? formatAmount(units.units, { exponent: units.exponent, locale }) : decimal
}

const oracleVoteEntry: MessageRegistryEntry = {
  label: (s) => s.labelOracleVote,
  summary: (m, h) => {
    const rates = parseExchangeRates(m.exchange_rates)
    return h.fill(pluralTemplate(h.strings, 'summaryOracleVote', rates?.length ?? 0, h.locale), {
      count: rates ? formatAmount(String(rates.length), { locale: h.locale }) : '?',
      validator: h.short(m.validator),
    })
  },
  render: (m, h) => {
    const rates = parseExchangeRates(m.exchange_rates)
    return (
      <>
        {h.fields([
          [h.strings.feeder, h.address(m.feeder)],
          [h.strings.validator, h.address(m.validator)],
        ])}
        {rates ? (
          h.table(
            h.strings.exchangeRates,
            [h.strings.denomColumn, h.strings.rateColumn],
            rates.map((rate) => [
              h.text(rate.denom),
              <data key="rate" value={rate.rate} title={rate.rate} className="gk-tx-viewer__number">
                {exactDecimal(rate.rate, h.locale)}
              </data>,
            ]),
          )
        ) : (
          <>
            <p className="gk-tx-viewer__note">{h.strings.exchangeRatesInvalid}</p>
            {h.text(m.exchange_rates)}
          </>
        )}
      </>
    )
  },
  signers: (m) => one(m.feeder),
}

const oraclePackages = ['/kiichain.oracle.', '/kiichain.kiichain3.oracle.', '/seiprotocol.seichain.oracle.']

/** How the oracle messages are shown, by type URL (every package that ships the module). */
export function oracleMessageEntries(): Readonly<Record<string, MessageRegistryEntry>> {
  return Object.fromEntries(oraclePackages.map((prefix) => [`${prefix}MsgAggregateExchangeRateVote`, oracleVoteEntry]))
}
