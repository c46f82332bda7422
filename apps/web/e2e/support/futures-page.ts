import { auth } from '@baro/contracts';
import * as futures from '@baro/contracts/manifest/futures';
import * as wallet from '@baro/contracts/manifest/wallet';
import type { FuturesOption, FuturesOrder, FuturesPosition } from '@baro/contracts/routes/futures';
import { parseUnits } from '@baro/domain';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { uiTimeoutMs } from './browser.ts';
import { demoPassword, demoSiteId } from './server.ts';
import type { TestServer } from './server.ts';

// What the futures journeys do on /future/{id} as a member would (the order panel, its dialogs, the
// position card) and read from the server as the member's own calls, for the figures a journey checks
// against the formulas.

/** USDT amounts have 8 decimals (DOMAIN.md §1). */
export const USDT_DECIMALS = 8;

/** A USDT decimal string in minor units. */
export function usdtMinor(text: string): bigint {
  const units = parseUnits(text, USDT_DECIMALS, 'exact');
  if (units === null) throw new Error(`${text} is not a USDT amount`);
  return BigInt(units);
}

/** A price string of an option in its integer price units. */
export function priceUnits(text: string, precision: number): number {
  const units = parseUnits(text, precision, 'exact');
  if (units === null || units <= 0) throw new Error(`${text} is not a price at precision ${precision}`);
  return units;
}

/** Minor units as the screen's wallet figures show them: thousands separators, 4 decimals, cut. */
export function shownPoints(minor: bigint): string {
  const kept = minor / 10n ** 4n;
  const whole = (kept / 10_000n).toLocaleString('en-US');
  return `${whole}.${(kept % 10_000n).toString().padStart(4, '0')}`;
}

/** The member's own calls, signed in as `username` through the API. */
export class MemberApi {
  private constructor(
    private readonly server: TestServer,
    private readonly token: string,
  ) {}

  static async signIn(server: TestServer, username: string): Promise<MemberApi> {
    const response = await fetch(MemberApi.url(server, auth.login.path), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: demoPassword, siteInfoId: demoSiteId }),
    });
    if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
    return new MemberApi(server, ((await response.json()) as { accessToken: string }).accessToken);
  }

  private static url(server: TestServer, path: string): string {
    return `${server.origin}/api${path}${path.includes('?') ? '&' : '?'}siteInfoId=${demoSiteId}`;
  }

  private async get<T>(path: string): Promise<T> {
    const response = await fetch(MemberApi.url(this.server, path), {
      headers: { authorization: `Bearer ${this.token}` },
    });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  }

  /** Any of the member's own GET calls, answered as JSON. */
  async read<T>(path: string): Promise<T> {
    return this.get<T>(path);
  }

  /** One of the member's own POST calls: the HTTP status and the JSON body, a refusal's included. */
  async send(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
    const response = await fetch(MemberApi.url(this.server, path), {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  /** The BINARY (KRW) wallet's available balance in won, exact. */
  async binaryBalance(): Promise<bigint> {
    const wallets = await this.get<Record<string, { point: string } | undefined>>(wallet.getMyWallets.path);
    const entry = wallets.BINARY;
    if (entry === undefined) throw new Error('the member has no BINARY wallet');
    return BigInt(entry.point.split('.')[0] ?? '');
  }

  /** The FUTURES wallet's balance, exact. */
  async futuresBalance(): Promise<bigint> {
    const wallets = await this.get<Record<string, { point: string } | undefined>>(wallet.getMyWallets.path);
    const entry = wallets.FUTURES;
    if (entry === undefined) throw new Error('the member has no FUTURES wallet');
    return usdtMinor(entry.point);
  }

  async options(): Promise<FuturesOption[]> {
    return this.get<FuturesOption[]>(futures.listFuturesOptions.path);
  }

  async openPositions(optionId: number): Promise<FuturesPosition[]> {
    return this.get<FuturesPosition[]>(`${futures.listOpenPositions.path}?futuresOptionId=${optionId}`);
  }

  /** Filled and cancelled orders of the option, newest first. */
  async history(optionId: number): Promise<FuturesOrder[]> {
    const page = await this.get<{ content: FuturesOrder[] }>(
      `${futures.listOrderHistory.path}?futuresOptionId=${optionId}&page=1&size=50`,
    );
    return page.content;
  }
}

/** The option of `stock` on the demo site. */
export async function optionOf(api: MemberApi, stock: string): Promise<FuturesOption> {
  const option = (await api.options()).find((candidate) => candidate.stock === stock);
  if (option === undefined) throw new Error(`the demo offers no ${stock} futures option`);
  return option;
}

/** The last price the page's header shows, in price units. */
export async function shownLastPrice(page: Page, precision: number): Promise<number> {
  const text = (await page.getByTestId('last-price').innerText()).replaceAll(',', '');
  return priceUnits(text, precision);
}

/** Sets the leverage with the dialog's mark buttons (`1x`, `10x`, …) and waits for the panel to show it. */
export async function chooseLeverage(page: Page, leverage: number): Promise<void> {
  await page.getByTestId('leverage').click();
  const sheet = page.getByRole('dialog', { name: '레버리지 조정' });
  await sheet.getByRole('button', { name: `${leverage}x`, exact: true }).click();
  await sheet.getByRole('button', { name: '확인', exact: true }).click();
  await expect
    .poll(() => page.getByTestId('leverage').innerText(), { timeout: uiTimeoutMs })
    .toBe(`${leverage}x`);
}

/** Types a market order's quantity and presses 롱, up to the confirmation sheet. */
export async function askMarketLong(page: Page, qty: string): Promise<Locator> {
  await page.getByRole('tab', { name: '시장가' }).click();
  await page.getByRole('textbox', { name: '주문 수량' }).fill(qty);
  await page.getByRole('button', { name: '롱 (매수)' }).click();
  const sheet = page.getByRole('dialog', { name: '롱 주문 확인' });
  await sheet.waitFor({ timeout: uiTimeoutMs });
  return sheet;
}

/** The toast with exactly `text`. */
export function toastWith(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: new RegExp(`^${escape(text)}$`) });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Spec §4: the toast shows with its tone and goes by itself after its 2000 ms (a 10 s server
 * notification would still be there when the bound runs out).
 */
export async function expectOrderToast(
  page: Page,
  text: string,
  tone: 'success' | 'warning' | 'error',
  onShown: () => Promise<void> = () => Promise.resolve(),
  waitMs = 60_000,
): Promise<void> {
  const toast = toastWith(page, text);
  await toast.first().waitFor({ timeout: waitMs });
  expect(await toast.first().getAttribute('data-type')).toBe(tone);
  await onShown();
  await toast.first().waitFor({ state: 'detached', timeout: 6_000 });
}
