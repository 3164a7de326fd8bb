import { OracleRatesTable } from 'gatekit/components'

/** The oracle's exchange rates, refreshed live. */
export function OraclePage({ refreshInterval }: { refreshInterval: number }) {
  return (
    <>
      <h1>Oracle exchange rates</h1>
      <OracleRatesTable refetchInterval={refreshInterval} />
    </>
  )
}
