import { forceLogoutQueue, pingSend, pongQueue } from '@baro/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refreshReuseGraceMs } from '../../src/modules/accounts/sessions.ts';
import { forceOutMember } from '../../src/modules/accounts/sessions.ts';
import { transactionWithEvents } from '../../src/realtime/publish-after-commit.ts';
import { certifyPhone, logIn } from '../support/accounts-fixture.ts';
import { openRealtimeFixture } from '../support/realtime-fixture.ts';
import type { RealtimeFixture } from '../support/realtime-fixture.ts';
import type { ClientTransport, StompTestClient } from '../support/stomp-client.ts';

const subscriptions = [forceLogoutQueue.destination, pongQueue.destination];
const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

async function expectForcedOut(client: StompTestClient, code: string): Promise<void> {
  const message = await client.message(forceLogoutQueue.destination);
  expect(forceLogoutQueue.payload.parse(JSON.parse(message.body))).toMatchObject({ code });
  await client.closes.next(() => true, 'the forced-out socket closed');
}

/** The session still works: a ping is answered. */
async function expectStillConnected(client: StompTestClient): Promise<void> {
  client.client.publish({ destination: pingSend.destination, body: '{}' });
  await client.message(pongQueue.destination);
  expect(client.closes.items).toEqual([]);
  expect(client.messages.items.filter((m) => m.headers.destination === forceLogoutQueue.destination)).toEqual(
    [],
  );
}

describe.each<ClientTransport>(['websocket', 'sockjs-websocket'])('forced logout over %s', (transport) => {
  let rt: RealtimeFixture;

  beforeAll(async () => {
    rt = await openRealtimeFixture();
  });
  afterEach(() => rt.closeClients());
  afterAll(() => rt.close());

  it("ends the other sign-ins' sockets on a password change and keeps the changer's", async () => {
    const member = await rt.signedIn();
    const other = await logIn(rt.fx, member);
    const changer = rt.client({ transport, token: member.accessToken, subscriptions });
    const elsewhere = rt.client({ transport, token: other.accessToken, subscriptions });
    await changer.ready.next(() => true, 'changer subscribed');
    await elsewhere.ready.next(() => true, 'other sign-in subscribed');

    const changed = await rt.fx.post(
      '/user/change_password',
      { id: member.id, password: 'another-passphrase-1', currentPassword: member.password },
      { token: member.accessToken },
    );
    expect(changed.statusCode).toBe(200);
    await expectForcedOut(elsewhere, 'TOKEN_REVOKED');
    const message = JSON.parse(elsewhere.messages.items[0]!.body) as { message: string };
    expect(message.message).toBe('접속이 끊겼습니다. 잠시 후 다시 로그인해주세요.');
    await expectStillConnected(changer);
  });

  it("ends the sockets of a session that logs out, and only that session's", async () => {
    const member = await rt.signedIn();
    const other = await logIn(rt.fx, member);
    const leaving = rt.client({ transport, token: member.accessToken, subscriptions });
    const staying = rt.client({ transport, token: other.accessToken, subscriptions });
    await leaving.ready.next(() => true, 'leaving sign-in subscribed');
    await staying.ready.next(() => true, 'staying sign-in subscribed');

    const loggedOut = await rt.fx.post('/logout', {}, { token: member.accessToken });
    expect(loggedOut.statusCode).toBe(200);
    await expectForcedOut(leaving, 'TOKEN_REVOKED');
    await expectStillConnected(staying);
  });

  it('ends every socket of the member on a password reset, subscribed to force_logout or not', async () => {
    const member = await rt.signedIn();
    const subscribed = rt.client({ transport, token: member.accessToken, subscriptions });
    const unsubscribed = rt.client({
      transport,
      token: member.accessToken,
      subscriptions: [pongQueue.destination],
    });
    await subscribed.ready.next(() => true, 'subscribed');
    await unsubscribed.ready.next(() => true, 'subscribed to pong only');

    const certificateValue = await certifyPhone(rt.fx, member.phone, 'FIND_PW');
    const reset = await rt.fx.post('/player/find_pw', {
      username: member.username,
      certificateValue,
      password: 'brand-new-passphrase',
    });
    expect(reset.statusCode).toBe(200);
    await expectForcedOut(subscribed, 'TOKEN_REVOKED');
    await unsubscribed.closes.next(() => true, 'the socket without the subscription closed too');
  });

  it('ends the sockets of a sign-in whose refresh token was reused, and no others', async () => {
    const member = await rt.signedIn();
    const other = await logIn(rt.fx, member);
    const rotated = await rt.fx.post('/login', { refreshToken: member.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const renewed = rotated.json<{ accessToken: string }>();
    const victim = rt.client({ transport, token: renewed.accessToken, subscriptions });
    const bystander = rt.client({ transport, token: other.accessToken, subscriptions });
    await victim.ready.next(() => true, 'victim subscribed');
    await bystander.ready.next(() => true, 'bystander subscribed');

    rt.fx.clock.advanceMs(refreshReuseGraceMs);
    const reused = await rt.fx.post('/login', { refreshToken: member.refreshToken });
    expect(reused.json<{ code: string }>().code).toBe('TOKEN_REVOKED');
    await expectForcedOut(victim, 'TOKEN_REVOKED');
    await expectStillConnected(bystander);
  });

  it('ends every socket of a member an operator denies, once the change commits', async () => {
    const member = await rt.signedIn();
    const client = rt.client({ transport, token: member.accessToken, subscriptions });
    await client.ready.next(() => true, 'subscribed');

    await transactionWithEvents(rt.fx.ctx, async (tx, events) => {
      await tx.query(`UPDATE member SET status = 'DENY' WHERE id = $1`, [member.id]);
      forceOutMember(events, { memberId: member.id, siteId: rt.fx.site.id, reason: 'ACCOUNT_DENIED' });
      // Nothing may reach the socket while the transaction is still open.
      expect(client.messages.items).toEqual([]);
    });
    await expectForcedOut(client, 'ACCOUNT_DENIED');
  });
});

describe('the mobile block', () => {
  let rt: RealtimeFixture;

  beforeAll(async () => {
    rt = await openRealtimeFixture();
  });
  afterAll(() => rt.close());

  it('ends the sockets opened from mobile devices only', async () => {
    const member = await rt.signedIn();
    const phone = rt.client({
      transport: 'websocket',
      token: member.accessToken,
      subscriptions,
      userAgent: iPhone,
    });
    const desktop = rt.client({ transport: 'websocket', token: member.accessToken, subscriptions });
    await phone.ready.next(() => true, 'phone subscribed');
    await desktop.ready.next(() => true, 'desktop subscribed');

    await transactionWithEvents(rt.fx.ctx, async (tx, events) => {
      await tx.query(`UPDATE member SET etc_json = '{"blockDevice":"M"}' WHERE id = $1`, [member.id]);
      forceOutMember(events, { memberId: member.id, siteId: rt.fx.site.id, reason: 'MOBILE_BLOCKED' });
    });
    await expectForcedOut(phone, 'MOBILE_BLOCKED');
    await expectStillConnected(desktop);
  });
});
