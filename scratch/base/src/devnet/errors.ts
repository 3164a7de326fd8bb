/**
 * An error the simulated gateway answers with, in the real gateway's form:
 * HTTP status from the gRPC code, body `{ code, message, details }`.
 */
export class DevnetError extends Error {
  override name = 'DevnetError'
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** 400, InvalidArgument (code 3). */
export const invalidArgument = (message: string) => new DevnetError(400, 3, message)
/** 404, NotFound (code 5). */
export const notFound = (message: string) => new DevnetError(404, 5, message)
/** 501, Unimplemented (code 12): what grpc-gateway answers for an unknown route. */
export const notImplemented = () => new DevnetError(501, 12, 'Not Implemented')
