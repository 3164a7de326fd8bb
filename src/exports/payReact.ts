// Entry point `gatekit/pay/react`: the payment backend's React hooks (the client and actions are in `gatekit/pay`).

export { PayClientNotFoundError, usePayClient } from '../pay/react/usePayClient.ts'
export { useMe, useSuspenseMe, type UseMeParameters, type UseSuspenseMeParameters } from '../pay/react/useMe.ts'
export {
  usePayQuery,
  useSuspensePayQuery,
  type UsePayQueryParameters,
  type UseSuspensePayQueryParameters,
} from '../pay/react/usePayQuery.ts'
export { usePayMsg, type PayMsgVariables, type PayMutationParameter, type UsePayMsgParameters } from '../pay/react/usePayMsg.ts'
export { useAuthenticateUser, type UseAuthenticateUserParameters } from '../pay/react/useAuthenticateUser.ts'
