import { formatMinor } from '@baro/contracts';
import type { dnw } from '@baro/contracts';
import type { Queryable } from '../../db/database.ts';
import type { DnwType } from '../../ledger/index.ts';
import { parseAmount } from '../../ledger/index.ts';

export type DnwStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
export type DnwChannel = 'BANK' | 'P2P' | 'PROVIDER' | 'WALLET';

/** A dnw_history row as the module reads it (migration 0007). */
export interface DnwRow {
  id: number;
  site_id: number;
  member_id: number;
  type: DnwType;
  wallet_type: string;
  asset: string;
  point: string;
  won: string | null;
  fee: string | null;
  status: DnwStatus;
  channel: DnwChannel;
  provider: string | null;
  address: string | null;
  detail: Record<string, string> | null;
  memo: string | null;
  hold_id: number | null;
  transfer_id: string | null;
  created_at: Date;
  processed_at: Date | null;
}

/** The columns of `DnwRow`, for `RETURNING` and `SELECT`; `d` is the table's alias where one is used. */
export const dnwColumns = `id, site_id, member_id, type, wallet_type, asset, point, won, fee, status, channel,
  provider, address, detail, memo, hold_id, transfer_id, created_at, processed_at`;

export function dnwColumnsOf(alias: string): string {
  return dnwColumns
    .split(',')
    .map((column) => `${alias}.${column.trim()}`)
    .join(', ');
}

/** The member's history row on the wire: amounts in the wallet's asset, `won` in won. */
export function toDnwHistory(row: DnwRow): dnw.DnwHistory {
  return {
    id: row.id,
    type: row.type,
    walletType: row.wallet_type,
    point: formatMinor(row.asset, parseAmount(row.point)),
    won: row.won === null ? null : formatMinor('KRW', parseAmount(row.won)),
    fee: row.fee === null ? null : formatMinor(row.asset, parseAmount(row.fee)),
    status: row.status,
    memo: row.memo,
    createdAt: row.created_at.toISOString(),
    processedAt: row.processed_at?.toISOString() ?? null,
  };
}

export interface NewDnwRow {
  readonly siteId: number;
  readonly memberId: number;
  readonly type: DnwType;
  readonly walletType: string;
  readonly asset: string;
  readonly pointMinor: bigint;
  readonly wonMinor?: bigint | null;
  readonly feeMinor?: bigint | null;
  readonly status: 'PENDING' | 'APPROVED';
  readonly channel: DnwChannel;
  readonly provider?: string | null;
  readonly address?: string | null;
  readonly detail?: Record<string, string> | null;
  readonly memo?: string | null;
  readonly transferId?: string | null;
  readonly nowMs: number;
}

/** Writes a history row: a pending request, or (APPROVED) a movement already done in this transaction. */
export async function insertDnw(tx: Queryable, row: NewDnwRow): Promise<DnwRow> {
  const now = new Date(row.nowMs);
  const inserted = await tx.query<DnwRow>(
    `INSERT INTO dnw_history (site_id, member_id, type, wallet_type, asset, point, won, status, channel,
       provider, address, detail, memo, transfer_id, created_at, processed_at, fee)
     VALUES ($1, $2, $3, $4, $5, $6::numeric, $7::numeric, $8, $9, $10, $11, $12::jsonb, $13, $14::uuid, $15, $16,
       $17::numeric)
     RETURNING ${dnwColumns}`,
    [
      row.siteId,
      row.memberId,
      row.type,
      row.walletType,
      row.asset,
      row.pointMinor.toString(),
      row.wonMinor === undefined || row.wonMinor === null ? null : row.wonMinor.toString(),
      row.status,
      row.channel,
      row.provider ?? null,
      row.address ?? null,
      row.detail === undefined || row.detail === null ? null : JSON.stringify(row.detail),
      row.memo ?? null,
      row.transferId ?? null,
      now,
      row.status === 'PENDING' ? null : now,
      row.feeMinor === undefined || row.feeMinor === null ? null : row.feeMinor.toString(),
    ],
  );
  const written = inserted.rows[0];
  if (written === undefined) throw new Error('dnw_history insert returned no row');
  return written;
}

/** Links a request to the reservation (and its posting) made for it in the same transaction. */
export async function attachHold(
  tx: Queryable,
  dnwHistoryId: number,
  hold: { holdId: number; transferId: string },
): Promise<DnwRow> {
  const updated = await tx.query<DnwRow>(
    `UPDATE dnw_history SET hold_id = $2, transfer_id = $3::uuid WHERE id = $1 RETURNING ${dnwColumns}`,
    [dnwHistoryId, hold.holdId, hold.transferId],
  );
  const row = updated.rows[0];
  if (row === undefined) throw new Error(`dnw_history ${dnwHistoryId} vanished in its own transaction`);
  return row;
}
