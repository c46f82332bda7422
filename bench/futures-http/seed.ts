import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../apps/server/src/context.ts';
import { isRejection } from '../../apps/server/src/core/rejection.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import { ensureMemberWallet, systemAccount, transfer } from '../../apps/server/src/ledger/index.ts';
import { signAccessToken } from '../../apps/server/src/modules/accounts/access-token.ts';

export interface BenchMember {
  readonly id: number;
  /** A real access token of a real session: the server authenticates it as any request. */
  readonly token: string;
  readonly availableAccountId: number;
  readonly houseAccountId: number;
}

export interface SeededSite {
  readonly siteId: number;
  readonly optionId: number;
  readonly members: readonly BenchMember[];
}

/**
 * One site with futures on, a BTCUSDT option at 10× at most, and `count` members each with a session
 * (session_family row), a signed access token and 1,000,000 USDT in the FUTURES wallet, deposited from
 * the provider clearing account as a deposit would be.
 */
export async function seedSite(ctx: AppContext, db: Database, count: number): Promise<SeededSite> {
  const site = await db.query<{ id: number }>(
    `INSERT INTO site_info (code, name, type, stock_prefix, overseas_prefix, binary_currency, used_coins, buy_coins,
       deposit_coins, coin_info_json, settings, status)
     VALUES ('benchhttp', 'bench http', '101101', 'T', 'TO', 'KRW', 'BINARY,FUTURES,USDT,BTC', 'USDT', 'USDT', '{}',
       '{}', 'ACTIVE') RETURNING id`,
  );
  const siteId = site.rows[0]?.id;
  if (siteId === undefined) throw new Error('the bench site was not written');
  const option = await db.query<{ id: number }>(
    `INSERT INTO futures_option (site_id, stock, max_leverage) VALUES ($1, 'BTCUSDT', 125) RETURNING id`,
    [siteId],
  );
  const optionId = option.rows[0]?.id;
  if (optionId === undefined) throw new Error('the bench option was not written');
  const members: BenchMember[] = [];
  for (let index = 0; index < count; index += 1) {
    members.push(
      await db.transaction(async (tx) => {
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO member (site_id, username, password_hash, name) VALUES ($1, $2, 'x', $2) RETURNING id`,
          [siteId, `http${index}x`],
        );
        const memberId = inserted.rows[0]?.id;
        if (memberId === undefined) throw new Error('a bench member was not written');
        const sessionId = randomUUID();
        await tx.query(
          'INSERT INTO session_family (id, site_id, member_id, created_at) VALUES ($1, $2, $3, now())',
          [sessionId, siteId, memberId],
        );
        const wallet = await ensureMemberWallet(tx, {
          siteId,
          memberId,
          walletType: 'FUTURES',
          asset: 'USDT',
        });
        const clearing = await systemAccount(tx, {
          siteId,
          asset: 'USDT',
          kind: 'PROVIDER_CLEARING',
          shardKey: memberId,
        });
        const house = await systemAccount(tx, { siteId, asset: 'USDT', kind: 'HOUSE', shardKey: memberId });
        const moved = await transfer(tx, {
          siteId,
          asset: 'USDT',
          debitAccountId: clearing,
          creditAccountId: wallet.availableAccountId,
          amountMinor: 1_000_000n * 100_000_000n,
          dnwType: 'D',
          ref: 'bench:funding',
        });
        if (isRejection(moved)) throw new Error(moved.code);
        const token = await signAccessToken(
          ctx.keys.accessToken,
          { kind: 'member', subjectId: memberId, siteId, sessionId },
          ctx.clock.nowMs(),
          24 * 3_600,
        );
        return { id: memberId, token, availableAccountId: wallet.availableAccountId, houseAccountId: house };
      }),
    );
  }
  return { siteId, optionId, members };
}
