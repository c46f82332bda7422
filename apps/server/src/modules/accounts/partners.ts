import { parseId } from '@baro/contracts';
import type { Queryable } from '../../db/database.ts';

export interface PartnerSummary {
  id: number;
  code: string;
  name: string;
  level: number;
}

/**
 * An active partner of the site, by the code of a `/ref/{partnerCode}` link or by id. A string is
 * tried as a code first, because codes are what links carry; an all-digit string that is no code is
 * then tried as an id.
 */
export async function findActivePartner(
  q: Queryable,
  siteId: number,
  key: number | string,
): Promise<PartnerSummary | undefined> {
  const byCode = typeof key === 'string';
  // parseId keeps an id beyond the integer column out of the query, where it would be a range error.
  const id = typeof key === 'number' ? key : (parseId(key) ?? null);
  const found = await q.query<PartnerSummary>(
    `SELECT id, code, name, level FROM partner
      WHERE site_id = $1 AND status = 'ACTIVE' AND (($2::boolean AND code = $3) OR id = $4)
      ORDER BY (code = $3) DESC
      LIMIT 1`,
    [siteId, byCode, String(key), id],
  );
  return found.rows[0];
}
