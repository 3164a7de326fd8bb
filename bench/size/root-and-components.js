// Everything of the root entry and `gatekit/components` at once, for the `root + components`
// size budget (size-limit cannot import `*` from two files in one check).
import * as components from '../../dist/components.js'
import * as root from '../../dist/index.js'

export { components, root }
