import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = dirname(fileURLToPath(import.meta.url))

/** The app's own folder is its root: the fixture runs outside any workspace. */
export default { turbopack: { root }, outputFileTracingRoot: root }
