import { randomBytes, randomUUID } from 'node:crypto';
import { providers } from '@baro/contracts';
import { parseAmount } from '../../ledger/index.ts';
import type { PaymentProvider, ProviderAccount, ProviderMember } from './payment-provider.ts';

interface AccountRow {
  provider: string;
  account_name: string;
  balance_won: string;
}

function toAccount(row: AccountRow): ProviderAccount {
  return { provider: row.provider, accountName: row.account_name, balanceWon: parseAmount(row.balance_won) };
}

/** The QR currencies the sandbox takes and the wallet each pays into (spec §9: default sUSDCG). */
const sandboxCurrencies: Readonly<Record<string, string>> = { sUSDCG: 'USDT', USDT: 'USDT' };

/**
 * The built-in sandbox provider (DOMAIN.md §6): every flow completes locally. Its book is the
 * member's account at the provider (provider_account, the outside world it stands for); its payment
 * pages are served by this server at `GET /api/sandbox/checkout/:token`; its deposit addresses are
 * random and marked as sandbox ones.
 */
export function createSandboxProvider(name: string, publicUrl: string): PaymentProvider {
  return {
    name,
    newDepositAddress(coin) {
      return `sandbox-${coin.toLowerCase()}-${randomBytes(20).toString('hex')}`;
    },
    async account(tx, member) {
      const found = await tx.query<AccountRow>(
        `SELECT provider, account_name, balance_won FROM provider_account
         WHERE member_id = $1 AND site_id = $2 AND provider = $3`,
        [member.memberId, member.siteId, name],
      );
      const row = found.rows[0];
      return row === undefined ? undefined : toAccount(row);
    },
    async signUp(tx, member, accountName, nowMs) {
      const inserted = await tx.query<AccountRow>(
        `INSERT INTO provider_account (site_id, member_id, provider, account_name, created_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (member_id, provider) DO NOTHING
         RETURNING provider, account_name, balance_won`,
        [member.siteId, member.memberId, name, accountName, new Date(nowMs)],
      );
      const row = inserted.rows[0];
      return row === undefined ? undefined : toAccount(row);
    },
    async pay(tx, member, wonMinor) {
      // Guarded like the ledger's debits: the balance check is in the statement, not in JavaScript.
      const paid = await tx.query(
        `UPDATE provider_account SET balance_won = balance_won - $4::numeric
         WHERE member_id = $1 AND site_id = $2 AND provider = $3 AND balance_won >= $4::numeric`,
        [member.memberId, member.siteId, name, wonMinor.toString()],
      );
      return paid.rowCount === 1;
    },
    async receive(tx, member, wonMinor) {
      const received = await tx.query<{ balance_won: string }>(
        `UPDATE provider_account SET balance_won = balance_won + $4::numeric
         WHERE member_id = $1 AND site_id = $2 AND provider = $3 RETURNING balance_won`,
        [member.memberId, member.siteId, name, wonMinor.toString()],
      );
      const row = received.rows[0];
      if (row === undefined) throw new Error(`Member ${member.memberId} has no ${name} account to pay into.`);
      return parseAmount(row.balance_won);
    },
    async checkoutUrl(tx, input) {
      const token = randomUUID();
      await tx.query(
        `INSERT INTO provider_checkout (token, site_id, member_id, provider, kind, dnw_history_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          token,
          input.siteId,
          input.memberId,
          name,
          input.kind,
          input.dnwHistoryId ?? null,
          new Date(input.nowMs),
        ],
      );
      return checkoutPageUrl(publicUrl, token, input);
    },
    walletOfCurrency(currency) {
      return Object.hasOwn(sandboxCurrencies, currency) ? sandboxCurrencies[currency] : undefined;
    },
  };
}

/** The absolute URL of a sandbox payment page; the path comes from its contract. */
export function checkoutPageUrl(publicUrl: string, token: string, member: ProviderMember): string {
  const path = providers.sandboxCheckoutPage.path.replace(':token', token);
  return `${publicUrl.replace(/\/$/, '')}/api${path}?siteInfoId=${member.siteId}`;
}
