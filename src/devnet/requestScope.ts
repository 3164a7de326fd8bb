import type { DevnetFault } from './faults.ts'

// Which requests a fault (or a stats count) applies to: a route template, a path glob
// or a RegExp, and a method.

/** What the fault layer needs to know about a request. */
export type RequestFacts = { method: string; path: string; search: string; route: string | undefined }

/** The test of a fault's scope (`route`, `method`) against a request. */
export function scopeMatcher(fault: DevnetFault): (facts: RequestFacts) => boolean {
  const { route, method } = fault
  const matchesRoute: (facts: RequestFacts) => boolean =
    route === undefined
      ? () => true
      : route instanceof RegExp
        ? (facts) => new RegExp(route.source, route.flags.replace('g', '')).test(facts.path)
        : route.includes('{')
          ? (facts) => facts.route === route
          : ((pattern) => (facts: RequestFacts) => pattern.test(facts.path))(globPattern(route))
  return (facts) => (method === undefined || facts.method === method) && matchesRoute(facts)
}

function globPattern(glob: string): RegExp {
  const source = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}/?$`)
}
