import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';

const takenByConstraint = {
  member_username_unique: 'USERNAME_TAKEN',
  member_nick_unique: 'NICK_TAKEN',
  member_phone_unique: 'PHONE_TAKEN',
} as const;

/**
 * The first of username, nick and phone another member of the site already holds: signup asks about
 * all three, check_username about the username, change_nick about the nick. `exceptMemberId` is the
 * member making a change, whose own values are not "taken".
 */
export async function findTaken(
  q: Queryable,
  siteId: number,
  fields: { username?: string; nick?: string | null; phone?: string },
  exceptMemberId?: number,
): Promise<Rejection | undefined> {
  const found = await q.query<{ username: boolean; nick: boolean; phone: boolean }>(
    `SELECT bool_or(username = $2) AS username, bool_or(nick = $3) AS nick, bool_or(phone = $4) AS phone
       FROM member
      WHERE site_id = $1 AND (username = $2 OR nick = $3 OR phone = $4) AND id IS DISTINCT FROM $5::int`,
    [siteId, fields.username ?? null, fields.nick ?? null, fields.phone ?? null, exceptMemberId ?? null],
  );
  const row = found.rows[0];
  if (row?.username === true) return reject('USERNAME_TAKEN');
  if (row?.nick === true) return reject('NICK_TAKEN');
  if (row?.phone === true) return reject('PHONE_TAKEN');
  return undefined;
}

/**
 * Maps a unique violation on member to its catalogued answer: two members racing past findTaken meet
 * here. Anything else is not ours to translate and is thrown on.
 */
export function takenFromViolation(error: unknown): Rejection {
  for (const [constraint, code] of Object.entries(takenByConstraint)) {
    if (isUniqueViolation(error, constraint)) return reject(code);
  }
  throw error;
}
