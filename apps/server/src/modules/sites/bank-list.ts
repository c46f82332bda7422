import type { Queryable } from '../../db/database.ts';
import type { BankListSetting } from './site-settings.ts';

/** A row of the `bank` table. */
export interface BankRow {
  id: number;
  name: string;
  code: string | null;
  /** False for the two agricultural-bank entries that only the `addAgricultural` setting lists. */
  listedByDefault: boolean;
}

export interface Bank {
  id: number;
  name: string;
  code: string | null;
}

/** Spec §5: "some values exclude ids 31 to 56" (the securities firms, which have no bank code). */
const excludedIdMin = 31;
const excludedIdMax = 56;

/**
 * The banks a site offers under its bank-list setting (spec §5). Rows come in id order; a whitelist
 * keeps the operator's order, since it is the one setting where the operator chose the list.
 */
export function selectBanks(rows: readonly BankRow[], setting: BankListSetting): Bank[] {
  const standard = rows.filter((row) => row.listedByDefault);
  let chosen: readonly BankRow[];
  switch (setting.mode) {
    case 'all':
      chosen = standard;
      break;
    case 'exclude31to56':
      chosen = standard.filter((row) => row.id < excludedIdMin || row.id > excludedIdMax);
      break;
    case 'withCodeOnly':
      chosen = standard.filter((row) => row.code !== null);
      break;
    case 'whitelist': {
      const byId = new Map(rows.map((row) => [row.id, row]));
      chosen = [...new Set(setting.ids)].flatMap((id) => byId.get(id) ?? []);
      break;
    }
    case 'addAgricultural':
      chosen = [...standard, ...rows.filter((row) => !row.listedByDefault)];
      break;
  }
  return chosen.map((row) => ({ id: row.id, name: row.name, code: row.code }));
}

export async function loadBankRows(db: Queryable): Promise<BankRow[]> {
  const result = await db.query<{
    id: number;
    name: string;
    code: string | null;
    listed_by_default: boolean;
  }>('SELECT id, name, code, listed_by_default FROM bank ORDER BY id');
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    listedByDefault: row.listed_by_default,
  }));
}
