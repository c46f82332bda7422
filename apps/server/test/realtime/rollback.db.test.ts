import { forceLogoutQueue, pingSend, pointQueue, pongQueue } from '@baro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forceOutMember } from '../../src/modules/accounts/sessions.ts';
import { transactionWithEvents } from '../../src/realtime/publish-after-commit.ts';
import { openRealtimeFixture, walletPayload } from '../support/realtime-fixture.ts';
import type { RealtimeFixture } from '../support/realtime-fixture.ts';

class PlannedFailure extends Error {
  override name = 'PlannedFailure';
}

describe('events of a transaction that rolled back', () => {
  let rt: RealtimeFixture;

  beforeAll(async () => {
    rt = await openRealtimeFixture();
  });
  afterAll(() => rt.close());

  it('are never delivered, while the events of the next committed one are', async () => {
    const member = await rt.signedIn();
    const client = rt.client({
      transport: 'websocket',
      token: member.accessToken,
      subscriptions: [pointQueue.destination, forceLogoutQueue.destination, pongQueue.destination],
    });
    await client.ready.next(() => true, 'subscribed');
    const target = { kind: 'member', memberId: member.id } as const;

    // The work throws after queuing its event.
    await expect(
      transactionWithEvents(rt.fx.ctx, async (tx, events) => {
        await tx.query('UPDATE member SET nick = $2 WHERE id = $1', [member.id, 'rolled-back-nick']);
        events.publish(pointQueue, walletPayload('thrown'), target);
        throw new PlannedFailure('after the event was queued');
      }),
    ).rejects.toThrow(PlannedFailure);

    // The database refuses a statement after the event was queued.
    await expect(
      transactionWithEvents(rt.fx.ctx, async (tx, events) => {
        events.publish(pointQueue, walletPayload('refused'), target);
        await tx.query('UPDATE member SET site_id = NULL WHERE id = $1', [member.id]);
      }),
    ).rejects.toThrow();

    // A denial that does not commit ends no socket.
    await expect(
      transactionWithEvents(rt.fx.ctx, async (tx, events) => {
        await tx.query(`UPDATE member SET status = 'DENY' WHERE id = $1`, [member.id]);
        forceOutMember(events, { memberId: member.id, siteId: rt.fx.site.id, reason: 'ACCOUNT_DENIED' });
        throw new PlannedFailure('the operator action failed');
      }),
    ).rejects.toThrow(PlannedFailure);

    const nick = await rt.fx.db.query<{ nick: string; status: string }>(
      'SELECT nick, status FROM member WHERE id = $1',
      [member.id],
    );
    expect(nick.rows[0]).not.toMatchObject({ nick: 'rolled-back-nick' });
    expect(nick.rows[0]?.status).toBe('NORMAL');

    await transactionWithEvents(rt.fx.ctx, async (_tx, events) => {
      events.publish(pointQueue, walletPayload('committed'), target);
      await Promise.resolve();
    });
    // One session receives in publish order, so the committed event arriving alone proves the
    // rolled-back ones were never sent ahead of it.
    await client.message(pointQueue.destination, (body) => body.point === 'committed');
    client.client.publish({ destination: pingSend.destination, body: '{}' });
    await client.message(pongQueue.destination);
    expect(client.messages.items.map((message) => message.headers.destination)).toEqual([
      pointQueue.destination,
      pongQueue.destination,
    ]);
    expect(client.closes.items).toEqual([]);
  });
});
