// What the components render on a server (react-dom/server) before the viewer's clock, locale and
// time zone are known, and that an app rendered only on the client uses them from the first render.
import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { GatekitUIProvider, useGatekitUI } from '../../src/components/shared/GatekitUIProvider.tsx'
import { Timestamp } from '../../src/components/Timestamp/Timestamp.tsx'

function LocaleProbe() {
  const { locale, timeZone } = useGatekitUI({})
  return <output>{`${locale ?? 'viewer'}|${timeZone ?? 'viewer'}`}</output>
}

const fiveMinutesAgo = () => new Date(Date.now() - 5 * 60_000).toISOString()

describe('server rendering', () => {
  it('formats in en-US on the server when no locale is set, in the viewer\'s locale on the client', () => {
    expect(renderToString(<LocaleProbe />)).toContain('en-US|viewer')
    expect(render(<LocaleProbe />).container).toHaveTextContent('viewer|viewer')
  })

  it('keeps a locale and time zone that are set, on the server too', () => {
    const ui = (
      <GatekitUIProvider locale="de-DE" timeZone="Europe/Berlin">
        <LocaleProbe />
      </GatekitUIProvider>
    )
    expect(renderToString(ui)).toContain('de-DE|Europe/Berlin')
  })

  it('renders a Timestamp as the absolute time in UTC on the server, without relative text', () => {
    const value = fiveMinutesAgo()
    const html = renderToString(<Timestamp value={value} />)
    expect(html).toContain(`>${value.slice(0, 10)} ${value.slice(11, 19)} UTC</time>`)
    expect(html).toContain(`dateTime="${value}"`)
    expect(html).not.toContain('ago')
  })

  it('renders the zone that is set and the relative time from a given `now` on the server', () => {
    const now = Date.parse('2026-05-04T09:35:12Z')
    const html = renderToString(<Timestamp value="2026-05-04T09:30:12Z" now={now} locale="en-US" timeZone="UTC" format="both" />)
    expect(html).toContain('May 4, 2026, 9:30:12')
    expect(html).toContain('(5 minutes ago)')
  })

  it('shows the relative time from the first render in an app rendered only on the client', () => {
    const { container } = render(<Timestamp value={fiveMinutesAgo()} locale="en-US" />)
    expect(container.querySelector('time')).toHaveTextContent('5 minutes ago')
  })
})
