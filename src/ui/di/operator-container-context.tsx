import type { OperatorRegistry } from '../../composition/operator/operator-registry'
import { OT } from '../../composition/operator/operator-tokens'
import { containerContext } from './container-context'

const operator = containerContext<OperatorRegistry>(OT, 'OperatorContainerProvider')

/** The operator console's container, as the player app has its own: the console's screens reach its use cases here. */
export const OperatorContainerProvider = operator.Provider
export const useOperatorDependency = operator.useFromContainer
