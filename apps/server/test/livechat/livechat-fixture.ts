import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { multipart, samples } from '../support/multipart.ts';
import { openRealtimeFixture } from '../support/realtime-fixture.ts';
import type { RealtimeFixture } from '../support/realtime-fixture.ts';
import { insertSite } from '../support/seed-site.ts';
import type { Site } from '../../src/modules/sites/find-site.ts';

/** Live chat switched on, as a site's operator sets it. */
export const livechatOn = { livechat: { enabled: true } };

export interface LivechatFixture {
  readonly rt: RealtimeFixture;
  /** A second site with live chat on, and its operator: nothing of the first may reach it. */
  readonly otherSite: Site;
  /** A real operator token of the fixture's site (signed in at /admin/login). */
  operator(): Promise<string>;
  /** A real operator token of `otherSite`. */
  otherOperator(): Promise<string>;
  /**
   * Uploads a sample file of `type` with the token and answers its id: a member's own file (`POST
   * /file`), or with `operator` a site file (`POST /admin/file`), on the fixture's site unless `siteId`.
   */
  upload(
    token: string,
    type: keyof typeof samples,
    options?: { operator?: boolean; siteId?: number },
  ): Promise<string>;
}

let adminSerial = 0;

async function operatorOf(rt: RealtimeFixture, site: Site): Promise<string> {
  adminSerial += 1;
  const username = `operator${adminSerial}`;
  const password = 'chat-operator-2026';
  await rt.fx.db.query('INSERT INTO admin (site_id, username, password_hash, name) VALUES ($1, $2, $3, $4)', [
    site.id,
    username,
    await rt.fx.ctx.passwordHasher.hash(password),
    '상담원',
  ]);
  const login = await rt.fx.post(
    '/admin/login',
    { username, password, siteInfoId: site.id },
    { siteId: site.id },
  );
  expect(login.statusCode, login.body).toBe(200);
  return login.json<{ accessToken: string }>().accessToken;
}

export async function openLivechatFixture(): Promise<LivechatFixture> {
  const rt = await openRealtimeFixture({ settings: livechatOn });
  const otherSite = await insertSite(rt.fx.db, { settings: livechatOn });
  return {
    rt,
    otherSite,
    operator: () => operatorOf(rt, rt.fx.site),
    otherOperator: () => operatorOf(rt, otherSite),
    async upload(token, type, options = {}) {
      const body = multipart('a', type, samples[type]);
      const res = await rt.fx.app.inject({
        method: 'POST',
        url: `/api${options.operator === true ? '/admin/file' : '/file'}?siteInfoId=${options.siteId ?? rt.fx.site.id}`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: string }>().id;
    },
  };
}

/** A member's message body with a fresh client id. */
export function memberMessage(body: string, extra: Record<string, unknown> = {}) {
  return { clientId: randomUUID(), body, ...extra };
}
