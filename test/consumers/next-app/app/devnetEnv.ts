// Where the devnets run: the consumer runner starts them and passes their URLs and keys to `next start`.

/** An environment variable the runner sets; a missing one is a broken set-up, said plainly. */
export function devnetEnv(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: start the app through scripts/consumers.ts`)
  return value
}
