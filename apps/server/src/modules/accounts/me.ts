import type { auth } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { walletViews } from '../../ledger/index.ts';
import { walletEntries, walletPositionFigures } from '../wallet/wallet-entry.ts';

interface MemberRow {
  username: string;
  name: string;
  nick: string | null;
  phone: string | null;
  email: string | null;
  status: 'NORMAL' | 'DENY';
  etc_json: Record<string, unknown>;
}

/**
 * GET /me: the member (spec §3 "User") with every wallet, keyed by wallet type; the BINARY wallet
 * carries the losscut and pnl of the member's open overseas positions, the FUTURES wallet the uPnL of
 * the open futures positions at mark.
 */
export async function loadMe(ctx: Pick<AppContext, 'db' | 'market'>, caller: MemberCaller): Promise<auth.Me> {
  const [found, views, figures] = await Promise.all([
    ctx.db.query<MemberRow>(
      'SELECT username, name, nick, phone, email, status, etc_json FROM member WHERE id = $1 AND site_id = $2',
      [caller.memberId, caller.siteId],
    ),
    walletViews(ctx.db, { siteId: caller.siteId, memberId: caller.memberId }),
    walletPositionFigures(ctx.db, ctx.market, caller),
  ]);
  const member = found.rows[0];
  // authenticate read this member a moment ago; members are never deleted.
  if (member === undefined) throw new Error(`member ${caller.memberId} vanished after authentication`);
  const wallet = walletEntries(views, figures);
  return {
    id: caller.memberId,
    username: member.username,
    name: member.name,
    nick: member.nick,
    phone: member.phone,
    email: member.email,
    status: member.status,
    etcJson: member.etc_json,
    money: wallet.BINARY?.point ?? '0',
    wallet,
  };
}
