import { OracleRatesTable } from 'gatekit/components'

/** The oracle's exchange rates, refreshed live. */
export function OraclePage() {
  return (
    <>
      <h1>Oracle exchange rates</h1>
      <OracleRatesTable refetchInterval={5_000} />
    </>
  )
}
