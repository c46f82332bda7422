// Row ids, without zod: the socket's destination templates (sockets/destination-path.ts) read them in
// the web app, whose pages do not load zod.

/**
 * The largest row id: ids are PostgreSQL `integer` columns. Checking it at the edge turns an absurd
 * id into a 400 instead of a database range error.
 */
export const ID_MAX = 2_147_483_647;

/** A row id written as decimal text (`"42"`), or undefined when it is not one. */
export function parseId(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= ID_MAX ? id : undefined;
}
