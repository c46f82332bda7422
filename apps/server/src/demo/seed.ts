import { parseMinor } from '@baro/contracts';
import type { Queryable } from '../db/database.ts';
import type { AppContext } from '../context.ts';
import { systemAccount, transfer } from '../ledger/index.ts';
import { memberWalletTypes, openMemberWallets } from '../modules/accounts/member-wallets.ts';
import { enableSandboxPayments } from '../modules/providers/provider-lookup.ts';
import { findSiteByCode } from '../modules/sites/find-site.ts';
import type { Site } from '../modules/sites/find-site.ts';
import { demoMembers, demoOperator, demoPartner, demoPassword, demoSite } from './demo-data.ts';
import { seedDemoWallet } from './demo-wallet.ts';
import { seedDemoContent } from './seed-content.ts';
import type { DemoMember } from './demo-data.ts';
import { isRejection } from '../core/rejection.ts';

export interface DemoSummary {
  readonly siteId: number;
  readonly seededNow: boolean;
  describe(): string[];
}

/** Seeds the demo site (first start only) and its wallet data (every start, idempotent). */
export async function seedDemo(ctx: AppContext): Promise<DemoSummary> {
  const demo = await seedDemoSite(ctx);
  await seedDemoWallet(ctx.db, demo.siteId, ctx.clock.nowMs());
  await setDemoStartingBalances(ctx.db, demo.siteId);
  await enableSandboxPayments(ctx.db, demo.siteId);
  await seedDemoContent(ctx.db, demo.siteId);
  return demo;
}

/** What every member who signs up on the demo is given (signup-grant.ts): the `demo` login's paper money. */
export const demoStartingBalances = {
  BINARY: '10000000',
  FUTURES: '10000',
  USDT: '1000',
  BTC: '0.5',
  ETH: '5',
};

/**
 * Sets the demo's signup grant on every start, so a demo seeded before it existed gets it too; a value
 * an operator set (`{}` switches it off) is left alone.
 */
async function setDemoStartingBalances(db: Queryable, siteId: number): Promise<void> {
  await db.query(
    `UPDATE site_info
     SET settings = jsonb_set(settings, '{signup}',
       COALESCE(settings->'signup', '{}'::jsonb) || jsonb_build_object('startingBalances', $2::jsonb))
     WHERE id = $1 AND NOT COALESCE(settings->'signup' ? 'startingBalances', false)`,
    [siteId, JSON.stringify(demoStartingBalances)],
  );
}

/**
 * Seeds the demo site on first start and nothing on later starts: the site's code is the marker, and
 * everything is written in one transaction, so a start killed half way leaves no half-seeded site.
 */
async function seedDemoSite(ctx: AppContext): Promise<DemoSummary> {
  const existing = await findSiteByCode(ctx.db, demoSite.code);
  if (existing !== undefined) return summary(ctx, existing.id, false);
  const passwordHash = await ctx.passwordHasher.hash(demoPassword);
  const siteId = await ctx.db.transaction(async (tx) => {
    const site = await insertSite(tx);
    if (site === undefined) return undefined;
    const partnerId = await insertPartner(tx, site.id);
    for (const member of demoMembers) await insertMember(tx, site, member, passwordHash, partnerId);
    await tx.query(
      'INSERT INTO admin (site_id, username, password_hash, name, level) VALUES ($1, $2, $3, $4, $5)',
      [site.id, demoOperator.username, passwordHash, demoOperator.name, demoOperator.level],
    );
    return site.id;
  });
  // Another node seeded it between our check and our insert: theirs stands.
  if (siteId === undefined) {
    const seeded = await findSiteByCode(ctx.db, demoSite.code);
    if (seeded === undefined) throw new Error('The demo site vanished while seeding.');
    return summary(ctx, seeded.id, false);
  }
  ctx.log.info({ siteId }, 'demo site seeded');
  return summary(ctx, siteId, true);
}

async function insertSite(tx: Queryable): Promise<Site | undefined> {
  const inserted = await tx.query(
    `INSERT INTO site_info (code, name, type, stock_prefix, overseas_prefix, binary_currency,
       used_coins, buy_coins, deposit_coins, settings)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (code) DO NOTHING RETURNING id`,
    [
      demoSite.code,
      demoSite.name,
      demoSite.type,
      demoSite.stockPrefix,
      demoSite.overseasPrefix,
      demoSite.binaryCurrency,
      demoSite.usedCoins,
      demoSite.buyCoins,
      demoSite.depositCoins,
      JSON.stringify(demoSite.settings),
    ],
  );
  if (inserted.rowCount === 0) return undefined;
  return findSiteByCode(tx, demoSite.code);
}

async function insertPartner(tx: Queryable, siteId: number): Promise<number> {
  const partner = await tx.query<{ id: number }>(
    'INSERT INTO partner (site_id, code, name, level) VALUES ($1, $2, $3, 1) RETURNING id',
    [siteId, demoPartner.code, demoPartner.name],
  );
  const id = partner.rows[0]?.id;
  if (id === undefined) throw new Error('The demo partner was not created.');
  return id;
}

async function insertMember(
  tx: Queryable,
  site: Site,
  member: DemoMember,
  passwordHash: string,
  partnerId: number,
): Promise<void> {
  // Paper-money members were brought in by the demo partner, so partner screens have someone to show.
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO member (site_id, username, password_hash, name, nick, phone, partner_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      site.id,
      member.username,
      passwordHash,
      member.name,
      member.nick,
      member.phone,
      member.role === 'member' ? partnerId : null,
    ],
  );
  const memberId = inserted.rows[0]?.id;
  if (memberId === undefined) throw new Error(`Demo member ${member.username} was not created.`);
  await openMemberWallets(tx, site, memberId);
  await creditOpeningBalances(tx, site, memberId, member.balances);
  if (member.trader !== undefined) {
    await tx.query(
      `INSERT INTO copytrade_trader (site_id, member_id, introduction, follower_max, approved_at)
       VALUES ($1, $2, $3, $4, now())`,
      [site.id, memberId, member.trader.introduction, member.trader.followerMax],
    );
  }
  if (member.follows !== undefined) {
    // Demo members are inserted in their list's order, the trader before their follower.
    const followed = await tx.query(
      `INSERT INTO copytrade_follow (site_id, trader_id, member_id, follow_stock, multiply_per, max_bet, one_max_bet,
         created_at)
       SELECT $1, t.id, $2, $3, $4, $5::numeric * 100000000, $6::numeric * 100000000, now()
       FROM copytrade_trader t JOIN member m ON m.id = t.member_id WHERE m.site_id = $1 AND m.username = $7`,
      [
        site.id,
        memberId,
        member.follows.followStock,
        member.follows.multiplyPer,
        member.follows.maxBet,
        member.follows.oneMaxBet,
        member.follows.trader,
      ],
    );
    if (followed.rowCount !== 1) throw new Error(`Demo trader ${member.follows.trader} was not found.`);
  }
}

/**
 * Opening balances are deposits from the payment-provider clearing account (dnw type D), so the
 * ledger balances like any other deposit and the member's history shows where the money came from.
 */
async function creditOpeningBalances(
  tx: Queryable,
  site: Site,
  memberId: number,
  balances: Readonly<Record<string, string>>,
): Promise<void> {
  for (const wallet of memberWalletTypes(site)) {
    const amount = balances[wallet.walletType];
    if (amount === undefined) continue;
    const accounts = await tx.query<{ id: number }>(
      "SELECT id FROM ledger_account WHERE member_id = $1 AND wallet_type = $2 AND kind = 'AVAILABLE'",
      [memberId, wallet.walletType],
    );
    const creditAccountId = accounts.rows[0]?.id;
    if (creditAccountId === undefined)
      throw new Error(`No ${wallet.walletType} wallet for member ${memberId}.`);
    const clearing = await systemAccount(tx, {
      siteId: site.id,
      asset: wallet.asset,
      kind: 'PROVIDER_CLEARING',
      shardKey: memberId,
    });
    const moved = await transfer(tx, {
      siteId: site.id,
      asset: wallet.asset,
      debitAccountId: clearing,
      creditAccountId,
      amountMinor: parseMinor(wallet.asset, amount),
      dnwType: 'D',
      ref: 'demo:opening-balance',
    });
    if (isRejection(moved))
      throw new Error(`Opening balance for member ${memberId} was refused: ${moved.code}`);
  }
}

function summary(ctx: AppContext, siteId: number, seededNow: boolean): DemoSummary {
  return {
    siteId,
    seededNow,
    describe: () => [
      `Demo site: ${demoSite.name} (siteInfoId ${siteId}, code '${demoSite.code}'), paper money.`,
      `Demo logins (password '${demoPassword}'):`,
      ...demoMembers.map((member) => `  ${member.username.padEnd(9)} ${member.role}`),
      `  ${demoOperator.username.padEnd(9)} operator (POST /api/admin/login)`,
      'Verification codes are not sent in the demo: they are in the log and in GET /api/admin/demo_outbox.',
      `API description: ${ctx.config.publicUrl}/api/docs`,
    ],
  };
}
