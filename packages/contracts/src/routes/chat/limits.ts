// The chat's limits without zod: the web's chat screen reads them, and a module beside the schemas
// would bring the schemas' chunk, and zod with it, to a page that never validates with zod.

/** The longest message, in characters (code points, as the database counts them). */
export const CHAT_BODY_LENGTH_MAX = 1000;
