import { formatMinor, providers } from '@baro/contracts';
import type { AppContext } from '../../context.ts';
import { parseAmount } from '../../ledger/index.ts';
import type { Site } from '../sites/find-site.ts';
import { buyCoins } from '../wallet/site-wallets.ts';
import { findCheckout } from './checkout-complete.ts';
import type { CheckoutRow } from './checkout-complete.ts';

/** The page's headers: its own inline script and style only, talking to this server only. */
export const checkoutPageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

const typeLabels: Readonly<Record<string, string>> = { D: '입금', WB: '구매', WS: '판매' };

/** A value as a script literal that cannot end the inline script it is written into. */
function inlineJson(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

interface RequestSummary {
  type: string;
  wallet_type: string;
  asset: string;
  point: string;
  won: string | null;
  status: string;
}

async function describe(ctx: Pick<AppContext, 'db'>, site: Site, checkout: CheckoutRow): Promise<string> {
  if (checkout.status === 'COMPLETED') return '<p>이미 완료된 결제입니다.</p>';
  switch (checkout.kind) {
    case 'APPROVE': {
      const found = await ctx.db.query<RequestSummary>(
        'SELECT type, wallet_type, asset, point, won, status FROM dnw_history WHERE id = $1 AND site_id = $2',
        [checkout.dnw_history_id, site.id],
      );
      const row = found.rows[0];
      if (row === undefined) return '<p>결제 요청을 찾을 수 없습니다.</p>';
      const won = row.won === null ? '' : ` (${formatMinor('KRW', parseAmount(row.won))} 원)`;
      const amount = `${formatMinor(row.asset, parseAmount(row.point))} ${row.asset}`;
      return `<p>${escapeHtml(typeLabels[row.type] ?? row.type)} · ${escapeHtml(row.wallet_type)}</p>
        <p class="amount">${escapeHtml(amount)}${escapeHtml(won)}</p>
        <p>상태: ${escapeHtml(row.status)}</p>`;
    }
    case 'BUY': {
      const options = buyCoins(site)
        .map((coin) => `<option value="${escapeHtml(coin)}">${escapeHtml(coin)}</option>`)
        .join('');
      return `<label>코인 <select id="walletType">${options}</select></label>
        <label>결제 금액 (원) <input id="won" inputmode="numeric" value="10000"></label>`;
    }
    case 'CHARGE':
      return '<label>충전 금액 (원) <input id="won" inputmode="numeric" value="10000"></label>';
  }
}

/**
 * GET /sandbox/checkout/:token: the sandbox provider's payment page. It says what is being paid and
 * completes it with one button (POST …/complete), standing for the provider's confirmation.
 */
export async function renderCheckoutPage(
  ctx: Pick<AppContext, 'db'>,
  site: Site,
  token: string,
): Promise<string | undefined> {
  const checkout = await findCheckout(ctx.db, site.id, token);
  if (checkout === undefined) return undefined;
  const completeUrl = `/api${providers.completeSandboxCheckout.path.replace(':token', token)}?siteInfoId=${site.id}`;
  const open = checkout.status === 'OPEN';
  // Completing needs the member signed in. The page is served by the same origin as the web app,
  // which keeps the member's access token in localStorage under `<site code>.accessToken`
  // (apps/web storage/site-storage.ts, api/token-store.ts); the page sends it as the app would.
  const tokenKey = `${site.code}.accessToken`;
  const script = `const url = ${inlineJson(completeUrl)};
const tokenKey = ${inlineJson(tokenKey)};
document.getElementById('pay').addEventListener('click', async () => {
  const body = {};
  for (const id of ['won', 'walletType']) { const el = document.getElementById(id); if (el) body[id] = el.value; }
  const headers = { 'content-type': 'application/json' };
  const accessToken = localStorage.getItem(tokenKey);
  if (accessToken) headers.authorization = 'Bearer ' + accessToken;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = await res.json();
  document.getElementById('result').textContent = res.ok ? '결제가 완료되었습니다.' : answer.message;
  if (res.ok) document.getElementById('pay').remove();
});`;
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>샌드박스 결제 · ${escapeHtml(checkout.provider)}</title>
<style>body{font-family:sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem;background:#111;color:#eee}
label{display:block;margin:.75rem 0}input,select,button{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box}
.amount{font-size:1.5rem;font-weight:bold}.note{color:#999;font-size:.85rem}</style></head>
<body><h1>샌드박스 결제</h1><p class="note">${escapeHtml(checkout.provider)} · 실제 결제가 일어나지 않는 모의 결제입니다.</p>
${await describe(ctx, site, checkout)}
${open ? '<button id="pay">결제 완료</button>' : ''}<p id="result" role="status"></p>
${open ? `<script>${script}</script>` : ''}</body></html>`;
}
