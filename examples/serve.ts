// `npx tsx examples/serve.ts` (after `npm run build`): serves examples/ and dist/ over HTTP next to the
// simulated gateway, and prints the address of examples/embed.html. --port (default 4173) and --gateway
// (an already running gateway instead of a new devnet on 127.0.0.1:1317) change that.
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = normalize(join(import.meta.dirname, '..'))
const servedFolders = ['/examples/', '/dist/']
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.css': 'text/css; charset=utf-8',
}

/** A running static server of the repository's examples/ and dist/. */
export type ExamplesServer = { url: string; server: Server; close: () => Promise<void> }

/**
 * Serves the repository's `examples/` and `dist/` folders (nothing else) over HTTP,
 * so that examples/embed.html loads ../dist/widget.js as a page on the web would.
 *
 * @example
 * ```ts
 * const { url, close } = await serveExamples({ port: 0 })
 * // open `${url}/examples/embed.html?gateway=http://127.0.0.1:1317`
 * await close()
 * ```
 */
export async function serveExamples(options: { port?: number | undefined; host?: string | undefined } = {}): Promise<ExamplesServer> {
  const host = options.host ?? '127.0.0.1'
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    const file = normalize(join(root, path))
    if (!servedFolders.some((folder) => path.startsWith(folder)) || !file.startsWith(root)) {
      response.writeHead(404).end()
      return
    }
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4173, host, resolve)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return {
    url: `http://${host}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const argument = (name: string) => {
    const index = process.argv.indexOf(`--${name}`)
    return index === -1 ? undefined : process.argv[index + 1]
  }
  let gateway = argument('gateway')
  if (!gateway) {
    const { startDevnetServer } = await import('../src/devnet/server.ts')
    gateway = (await startDevnetServer({ port: 1317 })).url
    console.log(`simulated gateway on ${gateway}`)
  }
  const { url } = await serveExamples({ port: Number(argument('port') ?? 4173) })
  console.log(`open ${url}/examples/embed.html${gateway === 'http://127.0.0.1:1317' ? '' : `?gateway=${encodeURIComponent(gateway)}`}`)
}
