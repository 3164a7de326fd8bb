// Entry point `gatekit/widget`: explorer widgets for any page, React or not. Also built as one standalone
// script (dist/widget.js, React included). Loading it registers <gatekit-explorer>.
import { defineExplorerElement } from '../widget/GatekitExplorerElement.ts'

// Here rather than in a module imported for its side effect: package.json marks the sources free of
// side effects (only CSS has them), so a bundler would drop such a module.
defineExplorerElement()

export { BaseError, ParameterError } from '../core/errors.ts'
export { version } from '../core/version.ts'
export { activeGatewayCount } from '../widget/gateways.ts'
export { GatekitExplorerElement, defineExplorerElement, explorerAttributes } from '../widget/GatekitExplorerElement.ts'
export { mountExplorer, type ExplorerHandle } from '../widget/mountExplorer.tsx'
export {
  explorerViews,
  type ExplorerCommonOptions,
  type ExplorerGatewayOptions,
  type ExplorerOptions,
  type ExplorerRefetchInterval,
  type ExplorerTheme,
  type ExplorerThemeName,
  type ExplorerThemeProperties,
  type ExplorerViewName,
} from '../widget/options.ts'
