import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Timestamp } from '../../src/components/Timestamp/Timestamp.tsx'

const now = Date.parse('2026-03-01T12:05:00Z')
const meta = {
  title: 'Primitives/Timestamp',
  component: Timestamp,
  args: { value: '2026-03-01T12:00:00.123456789Z', now, timeZone: 'UTC', locale: 'en-US' },
} satisfies Meta<typeof Timestamp>
export default meta
type Story = StoryObj<typeof meta>

export const Relative: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('5 minutes ago')
    expect(time).toHaveAttribute('title', 'Mar 1, 2026, 12:00:00 PM')
  },
}

export const Absolute: Story = { args: { format: 'absolute' } }

/** Both forms visible: the date, then the relative time as secondary text; at 360 px the second goes under the first. */
export const BothInGerman: Story = {
  args: { format: 'both', locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('01.03.2026, 12:00:00').closest('time')!
    expect(time).toHaveTextContent('01.03.2026, 12:00:00 (vor 5 Minuten)')
    expect(time).toHaveAttribute('datetime', '2026-03-01T12:00:00.123Z')
    expect(within(time).getByText('(vor 5 Minuten)')).toBeVisible()
  },
}

/** Both forms in a 200 px column: the time wraps rather than overflowing. */
export const BothInNarrowColumn: Story = {
  args: { format: 'both' },
  decorators: [(Story) => <div style={{ inlineSize: 200 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time')!
    expect(time.scrollWidth).toBeLessThanOrEqual(time.parentElement!.clientWidth + 1)
  },
}
