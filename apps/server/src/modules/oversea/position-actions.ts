import type { oversea } from '@baro/contracts';
import { formatMinor } from '@baro/contracts';
import { overnightMarginKrwMinor } from '@baro/domain';
import type { OverseaCommand, OverseaPositionView } from '@baro/domain';
import type { MemberCaller } from '../../caller.ts';
import { moneyAction } from '../../core/money-action.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import type { Site } from '../sites/find-site.ts';
import type { MemberBook } from './member-book.ts';
import { decideForMember } from './oversea-action.ts';
import type { OverseaContext } from './oversea-action.ts';
import { positionRecord, positionSelect } from './oversea-records.ts';
import type { PositionRow } from './oversea-records.ts';
import { loadOverseaSite } from './oversea-site.ts';
import type { OverseaSite } from './oversea-site.ts';

/**
 * The caller's open position of that id, from their own engine (so another member's id is not
 * found), checked against the option the request names when it names one.
 */
function ownPosition(
  member: MemberBook,
  site: OverseaSite,
  positionId: number,
  overseaOptionId?: number,
): OverseaPositionView | Rejection {
  const position = member.book.positions(member.memberKey).find((p) => p.positionId === String(positionId));
  if (position === undefined) return reject('POSITION_NOT_FOUND');
  if (overseaOptionId !== undefined && site.byStock.get(position.stock)?.id !== overseaOptionId)
    return reject('POSITION_NOT_FOUND');
  return position;
}

async function positionById(
  db: Queryable,
  site: OverseaSite,
  member: MemberBook,
  positionId: number,
): Promise<oversea.OverseaPosition> {
  const row = (
    await db.query<PositionRow>(`${positionSelect} WHERE p.id = $1 AND p.member_id = $2`, [
      positionId,
      Number(member.memberKey),
    ])
  ).rows[0];
  const option = row === undefined ? undefined : site.byId.get(row.oversea_option_id);
  if (row === undefined || option === undefined)
    throw new Error(`Position ${positionId} vanished inside its own transaction.`);
  return positionRecord(row, option.terms, member.book.lastTick(row.stock)?.price ?? null);
}

/** One decision on one of the caller's positions, answered with the position as committed. */
async function onPosition<T extends object>(
  ctx: OverseaContext,
  site: Site,
  caller: MemberCaller,
  input: {
    positionId: number;
    overseaOptionId?: number;
    ref: string;
    command: (position: OverseaPositionView, memberKey: string) => OverseaCommand;
    answer: (tx: Queryable, overseaSite: OverseaSite, member: MemberBook) => Promise<T>;
  },
): Promise<T | Rejection> {
  const overseaSite = await loadOverseaSite(ctx.db, site.id);
  const key = { siteId: site.id, memberId: caller.memberId, requestId: undefined, body: null };
  return moneyAction(ctx, key, async (tx, events) => {
    const outcome = await decideForMember(tx, events, ctx, {
      site: overseaSite,
      memberId: caller.memberId,
      ref: input.ref,
      command: (_db, member) => {
        const position = ownPosition(member, overseaSite, input.positionId, input.overseaOptionId);
        return isRejection(position) ? position : input.command(position, member.memberKey);
      },
    });
    if (isRejection(outcome)) return outcome;
    return input.answer(tx, overseaSite, outcome.member);
  });
}

/** POST /oversea/order/tpsl: the TP and/or SL of a position, in ticks from its entry. */
export async function setOverseaTpsl(
  ctx: OverseaContext,
  site: Site,
  caller: MemberCaller,
  body: {
    overseaPositionId: number;
    overseaOptionId: number;
    tpTick?: number | undefined;
    slTick?: number | undefined;
  },
): Promise<oversea.OverseaPosition | Rejection> {
  if (body.tpTick === undefined && body.slTick === undefined) return reject('INVALID_INPUT');
  return onPosition(ctx, site, caller, {
    positionId: body.overseaPositionId,
    overseaOptionId: body.overseaOptionId,
    ref: `oversea:tpsl:${body.overseaPositionId}`,
    command: (position, memberId) => ({
      type: 'SET_TPSL',
      memberId,
      stock: position.stock,
      ...(body.tpTick === undefined ? {} : { tpTick: body.tpTick }),
      ...(body.slTick === undefined ? {} : { slTick: body.slTick }),
    }),
    answer: (tx, overseaSite, member) => positionById(tx, overseaSite, member, body.overseaPositionId),
  });
}

/** POST /oversea/order/delete-tpsl: removes the TP or the SL of a position. */
export async function deleteOverseaTpsl(
  ctx: OverseaContext,
  site: Site,
  caller: MemberCaller,
  body: { id: number; overseaOptionId: number; value: 'TP' | 'SL' },
): Promise<oversea.OverseaPosition | Rejection> {
  return onPosition(ctx, site, caller, {
    positionId: body.id,
    overseaOptionId: body.overseaOptionId,
    ref: `oversea:delete-tpsl:${body.id}`,
    command: (position, memberId) => ({
      type: 'DELETE_TPSL',
      memberId,
      stock: position.stock,
      kind: body.value,
    }),
    answer: (tx, overseaSite, member) => positionById(tx, overseaSite, member, body.id),
  });
}

/** The overnight request of a position as the wire shows it, with the margin holding it needs. */
export function overnightRecord(
  site: OverseaSite,
  row: { id: number; oversea_option_id: number; qty: number; is_overnight: boolean },
): oversea.Overnight {
  const option = site.byId.get(row.oversea_option_id);
  if (option === undefined) throw new Error(`Position ${row.id} trades an option its site lacks.`);
  return {
    overseaPositionId: row.id,
    overseaOptionId: row.oversea_option_id,
    isActive: row.is_overnight,
    requiredMargin: formatMinor(site.asset, overnightMarginKrwMinor(row.qty, option.terms, site.site)),
  };
}

/**
 * POST /oversea/overnight: asks to hold the position past the session end, or withdraws it. Asking is
 * refused when the equity would not keep it overnight now (DOMAIN.md §4); the session end decides
 * again with the equity it then finds.
 */
export async function setOvernight(
  ctx: OverseaContext,
  site: Site,
  caller: MemberCaller,
  body: { overseaPositionId: number; isActive: boolean },
): Promise<oversea.Overnight | Rejection> {
  return onPosition(ctx, site, caller, {
    positionId: body.overseaPositionId,
    ref: `oversea:overnight:${body.overseaPositionId}`,
    command: (position, memberId) => ({
      type: 'SET_OVERNIGHT',
      memberId,
      stock: position.stock,
      on: body.isActive,
    }),
    answer: async (tx, overseaSite) => {
      const row = (
        await tx.query<{ id: number; oversea_option_id: number; qty: number; is_overnight: boolean }>(
          'SELECT id, oversea_option_id, qty, is_overnight FROM oversea_position WHERE id = $1 AND member_id = $2',
          [body.overseaPositionId, caller.memberId],
        )
      ).rows[0];
      if (row === undefined)
        throw new Error(`Position ${body.overseaPositionId} vanished inside its own transaction.`);
      return overnightRecord(overseaSite, row);
    },
  });
}
