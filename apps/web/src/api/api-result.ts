/**
 * What every call answers (spec §7: "calls return the response, or the error's data, without
 * throwing"): the validated data, or the server's rejection as its catalogue code and message.
 */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export interface ApiSuccess<T> {
  readonly ok: true;
  readonly data: T;
}

export interface ApiFailure {
  readonly ok: false;
  /** The HTTP status; 0 when no answer arrived (network down, aborted). */
  readonly status: number;
  /**
   * A catalogue code from the server (`LOGIN_FAILED`), or one of the client's own:
   * `NETWORK_ERROR`, `ABORTED`, `INVALID_RESPONSE`, `SITE_REQUIRED`.
   */
  readonly code: string;
  /** Ready to show in an alert, in the site's message language. */
  readonly message: string;
  readonly data?: unknown;
}

/** Thrown by `unwrap` so TanStack Query sees a failed call as a failed query. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.failure = failure;
  }
}

/** The data of a successful call, or an `ApiError` for query functions, which must throw. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(result);
}
