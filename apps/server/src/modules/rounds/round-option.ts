import { tryParseMinor } from '@baro/contracts';
import { parseUnits } from '@baro/domain';
import type { RoundTerms } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';

/** A trade option as its round clock and its bets need it. */
export interface RoundOption {
  readonly id: number;
  readonly siteId: number;
  readonly stock: string;
  readonly type: string;
  /** Offered (`is_play`) and its rounds running (`is_stop`, spec §7: both 1). */
  readonly running: boolean;
  /** The payout as the option states it (`1.95`), copied to each round it opens. */
  readonly payout: string;
  /** The site's binary currency: every stake and payout of the option is in it. */
  readonly asset: string;
  readonly terms: RoundTerms;
}

interface OptionRow {
  id: number;
  site_id: number;
  stock: string;
  type: string;
  round_length_ms: number;
  is_play: boolean;
  is_stop: boolean;
  payout: string;
  min_point: string;
  max_point: string;
  bet_cutoff_ms: number;
  feed_gap_ms: number;
  binary_currency: string;
}

const optionSelect = `SELECT o.id, o.site_id, o.stock, o.type, o.round_length_ms, o.is_play, o.is_stop,
    o.payout::text AS payout, o.min_point::text AS min_point, o.max_point::text AS max_point,
    o.bet_cutoff_ms, o.feed_gap_ms, s.binary_currency
  FROM trade_option o JOIN site_info s ON s.id = o.site_id`;

/** Thrown when an option's stored terms cannot be used (an operator typed a payout of 1.95555). */
export class RoundOptionError extends Error {
  override readonly name = 'RoundOptionError';
}

function minorOf(asset: string, text: string, what: string, optionId: number): bigint {
  const parsed = tryParseMinor(asset, text);
  if (!parsed.ok)
    throw new RoundOptionError(`Trade option ${optionId}: ${what} ${text} is not a ${asset} amount.`);
  return parsed.value;
}

function toRoundOption(row: OptionRow): RoundOption {
  // Basis points carry the payout into integer arithmetic; a finer payout could not be paid exactly.
  const payoutBps = parseUnits(row.payout, 4);
  if (payoutBps === null) {
    throw new RoundOptionError(`Trade option ${row.id}: payout ${row.payout} has more than 4 decimals.`);
  }
  return {
    id: row.id,
    siteId: row.site_id,
    stock: row.stock,
    type: row.type,
    running: row.is_play && row.is_stop,
    payout: row.payout,
    asset: row.binary_currency,
    terms: {
      roundMs: row.round_length_ms,
      payoutBps: BigInt(payoutBps),
      minStakeMinor: minorOf(row.binary_currency, row.min_point, 'min_point', row.id),
      maxStakeMinor: minorOf(row.binary_currency, row.max_point, 'max_point', row.id),
      betCutoffMs: row.bet_cutoff_ms,
      feedGapMs: row.feed_gap_ms,
    },
  };
}

/** One option by id, whatever its site (the round clock's view); undefined when it does not exist. */
export async function loadRoundOption(db: Queryable, optionId: number): Promise<RoundOption | undefined> {
  const rows = await db.query<OptionRow>(`${optionSelect} WHERE o.id = $1`, [optionId]);
  const row = rows.rows[0];
  return row === undefined ? undefined : toRoundOption(row);
}

/** Every option's id: each gets a round clock, which itself checks whether its rounds run. */
export async function listRoundOptionIds(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM trade_option ORDER BY id');
  return rows.rows.map((row) => row.id);
}
