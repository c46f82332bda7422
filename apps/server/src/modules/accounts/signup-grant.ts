import { tryParseMinor } from '@baro/contracts';
import { z } from 'zod';
import { isRejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import { ensureMemberWallet, systemAccount, transfer } from '../../ledger/index.ts';
import { insertDnw } from '../dnw/dnw-rows.ts';
import type { Site } from '../sites/find-site.ts';
import { SiteSettingsError } from '../sites/site-settings.ts';
import { memberWalletTypes } from './member-wallets.ts';

// A site may give every new member starting balances at signup: a paper-money demo, whose members
// would otherwise start at 0 and wait for an operator's approval before they can try anything. The
// setting is `{ "signup": { "startingBalances": { "BINARY": "10000000", "BTC": "0.5" } } }`, amounts
// per wallet type in the wallet's asset; absent or `{}`, nobody is given anything (a real-money site).

const amountText = z
  .string()
  .regex(/^\d{1,20}(\.\d{1,8})?$/, { error: 'Expected a decimal amount like 10000.' });

const grantSettingsSchema = z.object({
  signup: z.object({ startingBalances: z.record(z.string().max(20), amountText).default({}) }).prefault({}),
});

export interface StartingBalance {
  readonly walletType: string;
  readonly asset: string;
  readonly amountMinor: bigint;
}

/**
 * The site's starting balances, in the order of the member's wallets, zeros left out. A value that is
 * present but wrong (a wallet the site does not have, an amount finer than its asset) throws
 * `SiteSettingsError` rather than being skipped: the operator set it, and a signup that silently
 * gives less than the site promised is worse than one the log explains.
 */
export function startingBalances(site: Pick<Site, 'id' | 'settings' | 'binaryCurrency' | 'usedCoins'>) {
  const parsed = grantSettingsSchema.safeParse(site.settings);
  if (!parsed.success) {
    throw new SiteSettingsError(
      site.id,
      parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    );
  }
  const configured = parsed.data.signup.startingBalances;
  const wallets = memberWalletTypes(site);
  const problems = Object.keys(configured)
    .filter((walletType) => !wallets.some((wallet) => wallet.walletType === walletType))
    .map((walletType) => ({
      path: `signup.startingBalances.${walletType}`,
      message: 'Not a wallet of the site.',
    }));
  const balances: StartingBalance[] = [];
  for (const wallet of wallets) {
    const text = configured[wallet.walletType];
    if (text === undefined) continue;
    const amount = tryParseMinor(wallet.asset, text);
    if (!amount.ok) {
      problems.push({ path: `signup.startingBalances.${wallet.walletType}`, message: amount.message });
    } else if (amount.value > 0n) {
      balances.push({ ...wallet, amountMinor: amount.value });
    }
  }
  if (problems.length > 0) throw new SiteSettingsError(site.id, problems);
  return balances;
}

/**
 * Credits the site's starting balances to a member just created, in the signup's transaction: from
 * the site's BONUS account (dnw B, ref `signup:{memberId}`), as a coupon is paid, with an approved
 * history row per wallet so the member sees where the money came from (docs/ledger-flows.md "Signup
 * grant"). Being in the member's own insert transaction, it happens exactly once or not at all. No
 * push follows: a member who is signing up has no socket session yet, and reads the wallet on sign-in.
 */
export async function grantStartingBalances(
  tx: Queryable,
  site: Site,
  memberId: number,
  nowMs: number,
): Promise<void> {
  for (const grant of startingBalances(site)) {
    const wallet = await ensureMemberWallet(tx, {
      siteId: site.id,
      memberId,
      walletType: grant.walletType,
      asset: grant.asset,
    });
    const bonus = await systemAccount(tx, {
      siteId: site.id,
      asset: grant.asset,
      kind: 'BONUS',
      shardKey: memberId,
    });
    const credited = await transfer(tx, {
      siteId: site.id,
      asset: grant.asset,
      debitAccountId: bonus,
      creditAccountId: wallet.availableAccountId,
      amountMinor: grant.amountMinor,
      dnwType: 'B',
      ref: `signup:${memberId}`,
    });
    // BONUS is a system account, which the guard never refuses.
    if (isRejection(credited))
      throw new Error(`The bonus account refused the signup grant of member ${memberId}.`);
    await insertDnw(tx, {
      siteId: site.id,
      memberId,
      type: 'B',
      walletType: grant.walletType,
      asset: grant.asset,
      pointMinor: grant.amountMinor,
      status: 'APPROVED',
      channel: 'WALLET',
      memo: '가입 지급금',
      transferId: credited.transferId,
      nowMs,
    });
  }
}
