// Child processes of the consumer tests: each step bounded by a timeout, its output kept for the
// report, and servers stopped by their own process group (never by name).
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** What a finished command left: whether it exited 0 in time, its output (stdout and stderr), how long it took. */
export type CommandResult = { ok: boolean; output: string; ms: number }

export type CommandOptions = { cwd: string; env?: NodeJS.ProcessEnv | undefined; timeoutMs: number }

/** Kills a detached child and everything it started (`next build` forks workers). */
function killGroup(pid: number | undefined) {
  if (pid === undefined) return
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

/** Plain text output: no colours in the report (and the escapes of tools that colour anyway removed). */
const plainOutput = { NO_COLOR: '1', FORCE_COLOR: '0' }
const ansiColour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
const plain = (chunk: Buffer) => chunk.toString().replace(ansiColour, '')

/** Runs a command to its end, or kills it at the timeout. */
export function runCommand(command: string, args: readonly string[], options: CommandOptions): Promise<CommandResult> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...(options.env ?? process.env), ...plainOutput }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += plain(chunk)))
    child.stderr.on('data', (chunk: Buffer) => (output += plain(chunk)))
    const timer = setTimeout(() => {
      output += `\n[killed after ${options.timeoutMs / 1000} s]`
      killGroup(child.pid)
    }, options.timeoutMs)
    child.on('error', (error) => (output += `\n${error.message}`))
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ ok: code === 0, output, ms: Date.now() - started })
    })
  })
}

/** A server started in the background, such as `next start`. */
export type BackgroundProcess = { output: () => string; stop: () => Promise<void> }

/** Starts a long-running command and waits until `readyUrl` answers (any HTTP status), or fails at the timeout. */
export async function startBackground(
  command: string,
  args: readonly string[],
  options: CommandOptions & { readyUrl: string },
): Promise<BackgroundProcess> {
  const child = spawn(command, args, { cwd: options.cwd, env: { ...(options.env ?? process.env), ...plainOutput }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  let exited = false
  child.stdout.on('data', (chunk: Buffer) => (output += plain(chunk)))
  child.stderr.on('data', (chunk: Buffer) => (output += plain(chunk)))
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()))
  child.on('exit', () => (exited = true))
  const stop = async () => {
    if (!exited) killGroup(child.pid)
    await closed
  }
  const deadline = Date.now() + options.timeoutMs
  while (Date.now() < deadline && !exited) {
    try {
      await fetch(options.readyUrl, { signal: AbortSignal.timeout(2_000) })
      return { output: () => output, stop }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  await stop()
  throw new Error(`${command} ${args.join(' ')} did not answer at ${options.readyUrl}${exited ? ' (it exited)' : ''}:\n${output}`)
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
