import { describe, expect, it } from 'vitest';
import { callWithRequestId, createRequestIds, newRequestId, outcomeOf } from './request-id.ts';

function counter() {
  let next = 0;
  return () => `id-${String((next += 1))}`;
}

describe('request ids of money actions', () => {
  it('keeps the id for a retry of the same action whose outcome is unknown', () => {
    const ids = createRequestIds(counter());
    const first = ids.idFor('{"point":"1"}');
    ids.settle('{"point":"1"}', 'unknown');
    expect(ids.idFor('{"point":"1"}')).toBe(first);
  });

  it('gives a new id once the action was answered, or when the action changed', () => {
    const ids = createRequestIds(counter());
    const first = ids.idFor('{"point":"1"}');
    ids.settle('{"point":"1"}', 'done');
    const again = ids.idFor('{"point":"1"}');
    expect(again).not.toBe(first);
    expect(ids.idFor('{"point":"2"}')).not.toBe(again);
    ids.settle('{"point":"2"}', 'refused');
    expect(ids.idFor('{"point":"2"}')).not.toBe(again);
  });

  it('treats no answer and server failures as unknown, rejections as answered', () => {
    expect(outcomeOf({ ok: true })).toBe('done');
    expect(outcomeOf({ ok: false, status: 0 })).toBe('unknown');
    expect(outcomeOf({ ok: false, status: 503 })).toBe('unknown');
    expect(outcomeOf({ ok: false, status: 400 })).toBe('refused');
  });

  it('makes ids the contracts accept', () => {
    expect(newRequestId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });

  it('sends the kept id again through callWithRequestId', async () => {
    const ids = createRequestIds(counter());
    const sent: string[] = [];
    const failing = (requestId: string) => {
      sent.push(requestId);
      return Promise.resolve({ ok: false as const, status: 0 });
    };
    await callWithRequestId(ids, { point: '1' }, failing);
    await callWithRequestId(ids, { point: '1' }, failing);
    await callWithRequestId(ids, { point: '1' }, (requestId) => {
      sent.push(requestId);
      return Promise.resolve({ ok: true as const });
    });
    await callWithRequestId(ids, { point: '1' }, failing);
    expect(sent).toEqual(['id-1', 'id-1', 'id-1', 'id-2']);
  });
});
