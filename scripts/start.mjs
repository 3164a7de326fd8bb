// `npm start`: the simulated gateway on 127.0.0.1:1317 and Storybook on http://localhost:6006.
// Stories read an in-browser copy of the devnet by default; the toolbar's Gateway menu switches
// them to the server started here.
import { spawn } from 'node:child_process'

const children = [
  spawn('npx', ['tsx', 'scripts/devnet.ts'], { stdio: 'inherit' }),
  spawn('npx', ['storybook', 'dev', '-p', process.env.STORYBOOK_PORT ?? '6006', '--no-open', '--ci'], {
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  }),
]

const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// Storybook is the point of `npm start`; the devnet failing (say, port 1317 taken) leaves it running.
children[1].on('exit', (code) => {
  stop()
  process.exit(code ?? 0)
})
