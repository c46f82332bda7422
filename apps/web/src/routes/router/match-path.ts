/** The values of a path's `:name` segments (and `*` for what a splat matched). */
export type Params = Readonly<Record<string, string | undefined>>;

export interface PathMatch {
  readonly params: Params;
  /** The part of the pathname the pattern matched. */
  readonly pathname: string;
  readonly pattern: string;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether `pattern` (`/oversea/:id`, `/search/*`, `*`) matches the whole `pathname`, and with which
 * parameters. Static segments compare without regard to case and a trailing slash is ignored, as
 * React Router does; a parameter matches one non-empty segment, a trailing `*` the rest.
 */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const params: Record<string, string> = {};
  const splat = want.at(-1) === '*';
  const fixed = splat ? want.slice(0, -1) : want;
  if (splat ? have.length < fixed.length : have.length !== fixed.length) return null;
  for (const [index, part] of fixed.entries()) {
    const segment = have[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decode(segment);
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  if (splat) params['*'] = have.slice(fixed.length).map(decode).join('/');
  const matched = `/${have.slice(0, fixed.length).join('/')}`;
  return { params, pathname: splat ? `/${have.join('/')}` : matched, pattern };
}

/**
 * How specific a pattern is, so `/more/contact/create` wins over `/more/contact/:id` and anything over
 * `*` whatever the order of the table: a static segment weighs 10, a parameter 3, a splat −2.
 */
export function patternScore(pattern: string): number {
  const segments = segmentsOf(pattern);
  if (segments.length === 0) return 1;
  return segments.reduce((score, part) => {
    if (part === '*') return score - 2;
    return score + (part.startsWith(':') ? 3 : 10);
  }, 0);
}
