import { localizedMessage } from '@baro/contracts/errors/translate';
import * as auth from '@baro/contracts/manifest/auth';
import type { RouteRef } from '@baro/contracts/manifest/route-ref';
import type { MessageLanguage, RouteDef } from '@baro/contracts';
import type { z } from 'zod';
import type { ApiFailure, ApiResult } from './api-result.ts';
import { requestUrl } from './request-url.ts';
import { prepareValidation, SchemaLoadError, validateResponse } from './response-validation.ts';
import { singleFlight } from './single-flight.ts';
import { isExpired } from './token-store.ts';
import type { TokenStore } from './token-store.ts';

/** What a call sends, typed by its contract: the schema's input side, before defaults apply. */
export interface CallInput<R extends RouteDef> {
  readonly params?: z.input<R['params']>;
  readonly query?: z.input<R['query']>;
  readonly body?: z.input<R['body']>;
  /** For multipart routes (file upload): sent as is instead of a JSON body. */
  readonly formData?: FormData;
  readonly signal?: AbortSignal;
}

/** What a successful call answers, after its response schema parsed it. */
export type CallData<R extends RouteDef> = z.output<R['response']>;

export interface ApiClientOptions {
  /** '' for the app's own origin; tests point it at their server. */
  readonly baseUrl: string;
  readonly tokens: TokenStore;
  /** The current site, known once site info has loaded; sent as `siteInfoId` (spec §7). */
  readonly siteId: () => number | undefined;
  /** The language of messages the client writes itself (network failure, broken answer). */
  readonly language: () => MessageLanguage;
  /** A refresh the server refused: the session is over (spec §4 "a failed refresh clears tokens"). */
  readonly onSessionEnded?: (failure: ApiFailure) => void;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  /**
   * Called as each call (or refresh) starts; the function it answers is called once it has ended,
   * however it ended. The app counts pending calls with it for the progress bar (spec §4).
   */
  readonly track?: () => () => void;
}

export interface ApiClient {
  /**
   * Makes one call of the contracts, named by its manifest reference
   * (`api.call(auth.me)` with `import * as auth from '@baro/contracts/manifest/auth'`). Never throws
   * for a rejection or a network failure.
   */
  call<R extends RouteDef>(route: RouteRef<R>, input?: CallInput<R>): Promise<ApiResult<CallData<R>>>;
  /**
   * Renews the tokens with the refresh token. Concurrent callers share one request (spec §4: "a
   * refresh runs once"); answers whether the member is still signed in.
   */
  refresh(): Promise<boolean>;
  /**
   * Fetches the bytes a file route serves (`GET /file/:id`, which needs the caller's token, so an
   * `<img src>` cannot load it) as a Blob, with the same token handling and failures as `call`.
   */
  download<R extends RouteDef>(route: RouteRef<R>, input?: CallInput<R>): Promise<ApiResult<Blob>>;
}

interface ErrorBodyShape {
  code: string;
  message: string;
  data?: unknown;
}

function isErrorBody(value: unknown): value is ErrorBodyShape {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.code === 'string' && typeof body.message === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function sameRoute(a: RouteRef, b: RouteRef): boolean {
  return a.method === b.method && a.path === b.path;
}

/** Calls that must not wait for a refresh: the refresh itself, and logout with a dead token. */
function isSessionRoute(route: RouteRef): boolean {
  return sameRoute(route, auth.login) || sameRoute(route, auth.logout);
}

/**
 * The web app's only way to the server. Every call goes through a contract route, so the path, the
 * method and the answer's shape are the ones the server registered; the answer is validated before
 * the app sees it (response-validation.ts). Before a call, an expired access token is renewed once
 * for all waiting calls.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;

  function clientFailure(status: number, code: string): ApiFailure {
    return { ok: false, status, code, message: localizedMessage('INTERNAL', options.language()) };
  }

  /** Sends one request; the answer as it came, or the failure of a request that got none. */
  async function request<R extends RouteDef>(
    route: RouteRef<R>,
    input: CallInput<R>,
    token: string | undefined,
  ): Promise<{ response: Response } | { failure: ApiFailure }> {
    const siteId = options.siteId();
    if (route.site === 'required' && siteId === undefined)
      return { failure: clientFailure(0, 'SITE_REQUIRED') };
    const url = requestUrl(options.baseUrl, route, input.params ?? {}, input.query ?? {}, siteId);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (route.method === 'POST') {
      if (route.multipart && input.formData !== undefined) {
        body = input.formData;
      } else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(input.body ?? {});
      }
    }
    try {
      return { response: await fetchFn(url, { method: route.method, headers, body, signal: input.signal }) };
    } catch (error) {
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      return { failure: clientFailure(0, aborted ? 'ABORTED' : 'NETWORK_ERROR') };
    }
  }

  /** A rejected request's failure: the server's catalogued code and message when it sent them. */
  async function rejection(response: Response): Promise<ApiFailure> {
    const json = await readJson(response);
    if (!isErrorBody(json)) return clientFailure(response.status, `HTTP_${response.status}`);
    return { ok: false, status: response.status, code: json.code, message: json.message, data: json.data };
  }

  async function send<R extends RouteDef>(
    route: RouteRef<R>,
    input: CallInput<R>,
    token: string | undefined,
  ): Promise<ApiResult<CallData<R>>> {
    prepareValidation(route);
    const answer = await request(route, input, token);
    if ('failure' in answer) return answer.failure;
    const { response } = answer;
    if (!response.ok) return rejection(response);
    const json = await readJson(response);
    try {
      const verdict = await validateResponse(route, json);
      if (!verdict.valid) return clientFailure(response.status, 'INVALID_RESPONSE');
      return { ok: true, data: verdict.data as CallData<R> };
    } catch (error) {
      // Without its schemas the answer cannot be trusted: the same as no answer, tried again later.
      if (error instanceof SchemaLoadError) return clientFailure(0, 'NETWORK_ERROR');
      throw error;
    }
  }

  const refresh = singleFlight(async (): Promise<boolean> => {
    const tokens = options.tokens.read();
    if (tokens === null) return false;
    const siteId = options.siteId();
    const result = await send(
      auth.login,
      { body: { refreshToken: tokens.refreshToken, siteInfoId: siteId } },
      undefined,
    );
    if (result.ok) {
      options.tokens.save(result.data, now());
      return true;
    }
    // No answer is not a refusal: keep the session and let the next call try again.
    if (result.status === 0 || result.status >= 500) return false;
    options.tokens.clear();
    options.onSessionEnded?.(result);
    return false;
  });

  async function tokenFor(route: RouteRef): Promise<string | undefined> {
    const tokens = options.tokens.read();
    if (tokens === null) return undefined;
    if (sameRoute(route, auth.login)) return undefined;
    if (isSessionRoute(route) || !isExpired(tokens, now())) return tokens.accessToken;
    // Spec §4 start-up: site info first, then the refresh, then the member. The refresh names the
    // site, so before site info has arrived it cannot run; a guest call (site info itself) goes
    // without the expired token instead of waiting for it.
    if (route.access === 'guest' && options.siteId() === undefined) return undefined;
    await refresh();
    return options.tokens.read()?.accessToken;
  }

  /**
   * Runs one attempt with the current token. The server's clock decides in the end: a token it calls
   * expired is renewed and the attempt made once more.
   */
  async function withToken<T>(
    route: RouteRef,
    attempt: (token: string | undefined) => Promise<ApiResult<T>>,
  ): Promise<ApiResult<T>> {
    const token = await tokenFor(route);
    const result = await attempt(token);
    if (!result.ok && result.code === 'TOKEN_EXPIRED' && token !== undefined && !isSessionRoute(route)) {
      if (await refresh()) return attempt(options.tokens.read()?.accessToken);
    }
    return result;
  }

  async function sendForBlob<R extends RouteDef>(
    route: RouteRef<R>,
    input: CallInput<R>,
    token: string | undefined,
  ): Promise<ApiResult<Blob>> {
    const answer = await request(route, input, token);
    if ('failure' in answer) return answer.failure;
    const { response } = answer;
    if (!response.ok) return rejection(response);
    try {
      return { ok: true, data: await response.blob() };
    } catch {
      return clientFailure(0, 'NETWORK_ERROR');
    }
  }

  async function tracked<T>(work: () => Promise<T>): Promise<T> {
    const ended = options.track?.();
    try {
      return await work();
    } finally {
      ended?.();
    }
  }

  return {
    call: (route, input = {}) => tracked(() => withToken(route, (token) => send(route, input, token))),
    refresh: () => tracked(refresh),
    download: (route, input = {}) =>
      tracked(() => withToken(route, (token) => sendForBlob(route, input, token))),
  };
}
