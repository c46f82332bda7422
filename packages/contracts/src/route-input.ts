import type { ErrorCode } from './errors/catalogue.ts';
import { schemaRejection } from './errors/schema-error.ts';
import type { RouteDef } from './route.ts';
import { replaceUnsafeText, unsafeTextPath } from './text.ts';

/** One thing wrong with a request's input, at `path` (`body.point`, `query.keyword`). */
export interface RouteInputIssue {
  readonly path: string;
  readonly message: string;
}

export type RouteInputResult =
  | { readonly ok: true; readonly params: unknown; readonly query: unknown; readonly body: unknown }
  | {
      readonly ok: false;
      readonly code: ErrorCode;
      readonly params?: Readonly<Record<string, string | number>>;
      readonly issues: readonly RouteInputIssue[];
    };

/** What a request carried, as the HTTP layer parsed it: path parameters, query and JSON body. */
export interface RawRouteInput {
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
}

const parts = ['params', 'query', 'body'] as const;

/**
 * Checks a request's input against its route's contract, the same for every route: first that no
 * string or key anywhere in it holds a character no field may store (`text.ts`), which answers
 * TEXT_NOT_ALLOWED whatever the field and whether or not the schema names it; then the params, query
 * and body schemas, in that order, answering the first failure's catalogue code.
 */
export function parseRouteInput(
  route: Pick<RouteDef, 'params' | 'query' | 'body'>,
  raw: RawRouteInput,
): RouteInputResult {
  for (const part of parts) {
    const path = unsafeTextPath(raw[part]);
    if (path !== undefined) {
      const at = [part, ...path].map(replaceUnsafeText).join('.');
      return { ok: false, code: 'TEXT_NOT_ALLOWED', issues: [{ path: at, message: 'Unsafe character.' }] };
    }
  }
  const parsed: Record<(typeof parts)[number], unknown> = {
    params: undefined,
    query: undefined,
    body: undefined,
  };
  for (const part of parts) {
    const result = route[part].safeParse(raw[part]);
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({
        path: [part, ...issue.path.map(String)].join('.'),
        message: issue.message,
      }));
      return { ok: false, ...schemaRejection(result.error), issues };
    }
    parsed[part] = result.data;
  }
  return { ok: true, ...parsed };
}
