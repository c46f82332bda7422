// Statements a hot path sends many times a second, sent on PostgreSQL as named prepared statements
// (postgres.ts): each connection parses one once, and the server may keep one plan for it instead of
// planning it on every call. Placement's two big statements cost about 0.7 and 0.9 ms to plan, more
// than they take to run (issue 15 §5). PGlite ignores the mark.
//
// Only statements whose text is fixed belong here: a name is kept per distinct text for the life of
// the process and every connection keeps what it parsed, so text built per call (an IN list of
// varying length) would grow both without bound.

const names = new Map<string, string>();

/** Marks `text` to be sent as a named prepared statement; answers it unchanged. */
export function preparedStatement(text: string): string {
  if (!names.has(text)) names.set(text, `baro_${names.size + 1}`);
  return text;
}

/** The name under which a statement marked by `preparedStatement` is prepared, else undefined. */
export function preparedNameOf(text: string): string | undefined {
  return names.get(text);
}
