import { defineExplorerElement } from './GatekitExplorerElement.ts'

// Loading the widget (the standalone script or `gatekit/widget`) makes <gatekit-explorer> work.
defineExplorerElement()
