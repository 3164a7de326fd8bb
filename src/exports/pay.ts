// Entry point `gatekit/pay`: the payment backend client, request signing, actions and query options. React-free, so a
// route handler or any Node server can sign requests; the hooks are in `gatekit/pay/react`.

export {
  createPayClient,
  isPayClient,
  isWriteMethod,
  type CreatePayClientParameters,
  type PayAuthenticateUserTransport,
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
  PayRedirectError,
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
export type { PaySchema, PaySchemaInput, PaySchemaOutput } from '../pay/paySchema.ts'
export { serializePayBody, type PayHttpMethod, type PayRequestOptions } from '../pay/request.ts'
export { encodePayPath } from '../pay/target.ts'
export { isPayCall, withPayHeaders, type PayCall } from '../pay/callHeaders.ts'
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
