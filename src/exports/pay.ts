// Entry point `gatekit/pay`: the payment backend client, request signing, actions, query options and hooks.

export {
  createPayClient,
  isWriteMethod,
  type CreatePayClientParameters,
  type PayAuthToken,
  type PayClient,
} from '../pay/client.ts'
export { ed25519Signer, publicKeyHex, type Ed25519PrivateKey, type PaySigner, type PaySigningContext } from '../pay/signer.ts'
export {
  defaultSigningMessage,
  signRequest,
  timestampValue,
  type PaySigningOptions,
  type SignatureEncoding,
  type SignedRequest,
  type SigningParts,
  type SignRequestInput,
} from '../pay/signRequest.ts'
export {
  InvalidPrivateKeyError,
  PayAuthError,
  PayBackendError,
  PayRequestError,
  PaySignerError,
  type PayErrorBody,
} from '../pay/errors.ts'
export {
  defaultMsgPath,
  defaultQueryPath,
  definePayModule,
  type AnyPayModule,
  type PayModule,
  type PayMsgBody,
  type PayMsgDefinition,
  type PayMsgName,
  type PayMsgResult,
  type PayQueryDefinition,
  type PayQueryName,
  type PayQueryParams,
  type PayQueryResult,
  type PayRoute,
  type PayWriteMethod,
} from '../pay/module.ts'
export { serializePayBody, type PayHttpMethod } from '../pay/request.ts'
export { payUserSchema, usersModule, type PayUser } from '../pay/modules/users.ts'
export { getMe, isPayQueryWaiting, payMsg, payQuery, type PayCallArguments } from '../pay/actions.ts'
export {
  authenticateUser,
  authenticateUserPath,
  authenticateUserResponseSchema,
  authenticationState,
  createAuthenticateUserBody,
  nextNonce,
  userAuthSignature,
  type AuthenticateUserBody,
  type AuthenticateUserOptions,
  type AuthenticateUserResponse,
  type AuthenticationState,
} from '../pay/authenticateUser.ts'
export { getMeQueryOptions, payQueryKey, payQueryOptions, type PayQueryKey, type PayQueryOptions } from '../pay/query.ts'
export { isPayClient, PayClientNotFoundError, usePayClient } from '../pay/react/usePayClient.ts'
export { useMe, type UseMeParameters } from '../pay/react/useMe.ts'
export { usePayQuery, type UsePayQueryParameters } from '../pay/react/usePayQuery.ts'
export { usePayMsg, type PayMutationParameter, type UsePayMsgParameters } from '../pay/react/usePayMsg.ts'
export { useAuthenticateUser, type UseAuthenticateUserParameters } from '../pay/react/useAuthenticateUser.ts'
