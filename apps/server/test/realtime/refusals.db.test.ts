import { futuresInfoTopic, noticeTopic, pointQueue } from '@baro/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openRealtimeFixture } from '../support/realtime-fixture.ts';
import type { RealtimeFixture } from '../support/realtime-fixture.ts';
import { insertSite } from '../support/seed-site.ts';
import type { ClientTransport, StompTestClient } from '../support/stomp-client.ts';

const transports: ClientTransport[] = ['websocket', 'sockjs-websocket'];

/** The ERROR a refused client gets, after which the server closes its socket. */
async function refusal(client: StompTestClient): Promise<{ message: string | undefined; body: string }> {
  const error = await client.errors.next(() => true, 'an ERROR frame');
  await client.closes.next(() => true, 'the socket closed');
  return { message: error.headers.message, body: error.body };
}

describe.each(transports)('refusals over %s', (transport) => {
  let rt: RealtimeFixture;

  beforeAll(async () => {
    rt = await openRealtimeFixture();
  });
  afterEach(() => rt.closeClients());
  afterAll(() => rt.close());

  it('refuses a CONNECT with a token the server did not sign', async () => {
    const client = rt.client({
      transport,
      token: 'not-a-token',
      subscriptions: [futuresInfoTopic.destination],
    });
    const refused = await refusal(client);
    expect(refused.message).toBe('UNAUTHORIZED');
    expect(refused.body).toBe('로그인이 필요합니다.');
    expect(rt.fx.app.realtime.stats()).toEqual([]);
  });

  it('refuses a CONNECT whose Authorization is not a bearer token', async () => {
    const client = rt.client({
      transport,
      connectHeaders: { Authorization: 'Basic dXNlcjpwYXNz' },
      subscriptions: [futuresInfoTopic.destination],
    });
    expect((await refusal(client)).message).toBe('UNAUTHORIZED');
  });

  it('refuses a CONNECT with a token whose session was logged out', async () => {
    const member = await rt.signedIn();
    const loggedOut = await rt.fx.post('/logout', {}, { token: member.accessToken });
    expect(loggedOut.statusCode).toBe(200);
    const client = rt.client({
      transport,
      token: member.accessToken,
      subscriptions: [pointQueue.destination],
    });
    expect((await refusal(client)).message).toBe('TOKEN_REVOKED');
  });

  it("refuses a subscription to another member's queue", async () => {
    const [alice, bob] = [await rt.signedIn(), await rt.signedIn()];
    for (const destination of [`/user/${bob.username}/queue/point`, `/user/${bob.id}/queue/point`]) {
      const client = rt.client({ transport, token: alice.accessToken, subscriptions: [destination] });
      const refused = await refusal(client);
      expect(refused.message).toBe('FORBIDDEN');
    }
  });

  it('refuses a destination that does not exist', async () => {
    const member = await rt.signedIn();
    const client = rt.client({ transport, token: member.accessToken, subscriptions: ['/queue/point'] });
    expect((await refusal(client)).message).toBe('NOT_FOUND');
  });

  it("refuses a member another site's notices", async () => {
    const other = await insertSite(rt.fx.db);
    const member = await rt.signedIn();
    const client = rt.client({
      transport,
      token: member.accessToken,
      subscriptions: [noticeTopic(other.id)],
    });
    expect((await refusal(client)).message).toBe('SITE_MISMATCH');
  });

  it('refuses a guest the notices of a site other than the one it named', async () => {
    const other = await insertSite(rt.fx.db);
    const client = rt.client({
      transport,
      connectHeaders: { siteInfoId: String(rt.fx.site.id) },
      subscriptions: [noticeTopic(other.id)],
    });
    expect((await refusal(client)).message).toBe('SITE_MISMATCH');
  });

  // Last: the fixture's clock only moves forward.
  it('refuses a CONNECT with an expired token', async () => {
    const member = await rt.signedIn();
    rt.fx.clock.advanceMs((rt.fx.ctx.config.accessTokenTtlSeconds + 1) * 1000);
    const client = rt.client({
      transport,
      token: member.accessToken,
      subscriptions: [pointQueue.destination],
    });
    const refused = await refusal(client);
    expect(refused.message).toBe('TOKEN_EXPIRED');
    expect(refused.body).toBe('토큰이 만료되었습니다.');
  });
});
