import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSite } from '../support/seed-site.ts';
import { errorCode, logIn, openAccountsFixture, signUpMember } from '../support/accounts-fixture.ts';
import type { AccountsFixture } from '../support/accounts-fixture.ts';

let fx: AccountsFixture;
let operatorToken: string;
const password = 'outbox-operator-2026';

beforeAll(async () => {
  fx = await openAccountsFixture();
  const hash = await fx.ctx.passwordHasher.hash(password);
  await fx.db.query('INSERT INTO admin (site_id, username, password_hash, name) VALUES ($1, $2, $3, $4)', [
    fx.site.id,
    'operator',
    hash,
    '운영자',
  ]);
  const login = await fx.post('/admin/login', { username: 'operator', password, siteInfoId: fx.site.id });
  expect(login.statusCode).toBe(200);
  operatorToken = login.json<{ accessToken: string }>().accessToken;
});
afterAll(async () => {
  await fx.close();
});

describe('the demo outbox', () => {
  it("shows the operator the codes the demo build kept for the operator's own site", async () => {
    await fx.post('/certi/certificate_phone', { key: '010-7000-0001' });
    const outbox = await fx.get('/admin/demo_outbox', { target: '01070000001' }, { token: operatorToken });
    expect(outbox.statusCode).toBe(200);
    const { content } = outbox.json<{ content: { channel: string; target: string; message: string }[] }>();
    expect(content).toHaveLength(1);
    expect(content[0]).toMatchObject({ channel: 'PHONE', target: '01070000001' });
    expect(content[0]?.message).toMatch(/\d{6}/);
  });

  it("never shows another site's messages", async () => {
    const other = await insertSite(fx.db, { code: 'outbox-other' });
    await fx.post('/certi/certificate_phone', { key: '010-7000-0002' }, { siteId: other.id });
    const outbox = await fx.get('/admin/demo_outbox', {}, { token: operatorToken });
    const { content } = outbox.json<{ content: { target: string }[] }>();
    expect(content.map((row) => row.target)).not.toContain('01070000002');
  });

  it('is closed to members and guests', async () => {
    const member = await signUpMember(fx, { username: 'outboxmember' });
    const tokens = await logIn(fx, member);
    const asMember = await fx.get('/admin/demo_outbox', {}, { token: tokens.accessToken });
    expect(errorCode(asMember)).toBe('FORBIDDEN');
    const asGuest = await fx.get('/admin/demo_outbox');
    expect(errorCode(asGuest)).toBe('UNAUTHORIZED');
  });
});
