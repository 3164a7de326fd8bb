// The ES module widget from npm, as a Vite app bundles it: loaded on demand, it brings its own React and
// imports its view's chunk by a path relative to itself, which Vite's build rewrites to its own chunk.
export async function mountChannelsWidget(element: HTMLElement, gatewayUrl: string): Promise<void> {
  const { mountExplorer } = await import('gatekit/widget')
  mountExplorer(element, { gateway: { baseUrl: gatewayUrl, retry: 0 }, view: 'channels' })
}
