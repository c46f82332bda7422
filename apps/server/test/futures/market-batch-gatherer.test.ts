import { describe, expect, it } from 'vitest';
import {
  FailedAfterCommit,
  MarketBatchGatherer,
  placeAlone,
} from '../../src/modules/futures/market-batch-gatherer.ts';
import type { GatheredWork } from '../../src/modules/futures/market-batch-gatherer.ts';

// The gatherer (market-batch-gatherer.ts) without a database: which placement goes alone, which
// together, a member's second placement in the next batch, and every caller getting its own answer
// or error, also when a batch hands a placement back or throws.

interface Item {
  readonly member: number;
  readonly name: string;
}

/** A deferred promise: the test decides when a run finishes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Work that records each run and finishes it when the test says so. */
function recordingWork() {
  const runs: { kind: 'alone' | 'together'; names: string[]; done: ReturnType<typeof deferred<null>> }[] = [];
  let batchAnswer: (items: readonly Item[]) => (string | typeof placeAlone)[] = (items) =>
    items.map((item) => `batch:${item.name}`);
  let batchError: Error | undefined;
  const work: GatheredWork<Item, string> = {
    async alone(item) {
      const done = deferred<null>();
      runs.push({ kind: 'alone', names: [item.name], done });
      await done.promise;
      if (item.name.startsWith('bad')) throw new Error(`alone failed: ${item.name}`);
      return `alone:${item.name}`;
    },
    async together(items) {
      const done = deferred<null>();
      runs.push({ kind: 'together', names: items.map((item) => item.name), done });
      await done.promise;
      if (batchError !== undefined) throw batchError;
      return batchAnswer(items);
    },
  };
  return {
    work,
    runs,
    answerBatchWith: (answer: typeof batchAnswer) => {
      batchAnswer = answer;
    },
    failBatchWith: (error: Error) => {
      batchError = error;
    },
  };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function finishRun(runs: ReturnType<typeof recordingWork>['runs'], index: number): Promise<void> {
  await settle();
  const run = runs[index];
  if (run === undefined) throw new Error(`no run ${index}`);
  run.done.resolve(null);
  await settle();
}

function placeAll(gatherer: MarketBatchGatherer<Item, string>, items: Item[]) {
  return items.map((item) =>
    gatherer
      .place(item, item.member)
      .catch((error: unknown) => `error:${error instanceof Error ? error.message : String(error)}`),
  );
}

describe('the MARKET batch gatherer', () => {
  it('sends a lone placement alone at once, and what arrives meanwhile together next, one per member', async () => {
    const { work, runs } = recordingWork();
    const gatherer = new MarketBatchGatherer(work, 8, 1);
    const answers = placeAll(gatherer, [
      { member: 1, name: 'a1' },
      { member: 2, name: 'b1' },
      { member: 3, name: 'c1' },
      { member: 2, name: 'b2' },
      { member: 4, name: 'd1' },
      { member: 2, name: 'b3' },
    ]);
    await settle();
    expect(runs.map((run) => [run.kind, run.names])).toEqual([['alone', ['a1']]]);
    await finishRun(runs, 0);
    // Member 2's second and third wait: each member's orders decide one after the other.
    expect(runs.map((run) => [run.kind, run.names])[1]).toEqual(['together', ['b1', 'c1', 'd1']]);
    await finishRun(runs, 1);
    // b2 alone in its batch takes the one-order path; b3 waits for it.
    expect(runs.map((run) => [run.kind, run.names])[2]).toEqual(['alone', ['b2']]);
    await finishRun(runs, 2);
    expect(runs.map((run) => [run.kind, run.names])[3]).toEqual(['alone', ['b3']]);
    await finishRun(runs, 3);
    expect(await Promise.all(answers)).toEqual([
      'alone:a1',
      'batch:b1',
      'batch:c1',
      'alone:b2',
      'batch:d1',
      'alone:b3',
    ]);
    expect(gatherer.stats).toEqual({ batches: 1, batched: 3, alone: 3, failed: 0 });
  });

  it('takes at most its maximum into one batch, in arrival order', async () => {
    const { work, runs } = recordingWork();
    const gatherer = new MarketBatchGatherer(work, 2, 1);
    const answers = placeAll(
      gatherer,
      [1, 2, 3, 4, 5].map((member) => ({ member, name: `m${member}` })),
    );
    await finishRun(runs, 0);
    await finishRun(runs, 1);
    await finishRun(runs, 2);
    expect(runs.map((run) => run.names)).toEqual([['m1'], ['m2', 'm3'], ['m4', 'm5']]);
    expect(await Promise.all(answers)).toEqual(['alone:m1', 'batch:m2', 'batch:m3', 'batch:m4', 'batch:m5']);
  });

  it('places what a batch hands back on the one-order path, each caller getting its own answer or error', async () => {
    const { work, runs, answerBatchWith } = recordingWork();
    answerBatchWith((items) => items.map((item) => (item.member === 2 ? `batch:${item.name}` : placeAlone)));
    const gatherer = new MarketBatchGatherer(work, 8, 1);
    const answers = placeAll(gatherer, [
      { member: 1, name: 'first' },
      { member: 2, name: 'kept' },
      { member: 3, name: 'back' },
      { member: 4, name: 'bad-back' },
    ]);
    for (let index = 0; index < 4; index += 1) await finishRun(runs, index);
    expect(runs.map((run) => [run.kind, run.names])).toEqual([
      ['alone', ['first']],
      ['together', ['kept', 'back', 'bad-back']],
      ['alone', ['back']],
      ['alone', ['bad-back']],
    ]);
    expect(await Promise.all(answers)).toEqual([
      'alone:first',
      'batch:kept',
      'alone:back',
      'error:alone failed: bad-back',
    ]);
  });

  it('places every order of a batch that threw again on the one-order path', async () => {
    const { work, runs, failBatchWith } = recordingWork();
    failBatchWith(new Error('deadlock past the retries'));
    const gatherer = new MarketBatchGatherer(work, 8, 1);
    const answers = placeAll(gatherer, [
      { member: 1, name: 'first' },
      { member: 2, name: 'x' },
      { member: 3, name: 'bad-y' },
      { member: 2, name: 'x2' },
    ]);
    for (let index = 0; index < 5; index += 1) await finishRun(runs, index);
    expect(runs.map((run) => [run.kind, run.names])).toEqual([
      ['alone', ['first']],
      ['together', ['x', 'bad-y']],
      ['alone', ['x']],
      ['alone', ['bad-y']],
      ['alone', ['x2']],
    ]);
    expect(await Promise.all(answers)).toEqual([
      'alone:first',
      'alone:x',
      'error:alone failed: bad-y',
      'alone:x2',
    ]);
    expect(gatherer.stats).toEqual({ batches: 0, batched: 0, alone: 4, failed: 1 });
  });

  it('never places again the orders of a batch that failed after its commit: each caller gets the error', async () => {
    const { work, runs, failBatchWith } = recordingWork();
    failBatchWith(new FailedAfterCommit(new Error('a push could not be published')));
    const gatherer = new MarketBatchGatherer(work, 8, 1);
    const answers = placeAll(gatherer, [
      { member: 1, name: 'first' },
      { member: 2, name: 'x' },
      { member: 3, name: 'y' },
    ]);
    for (let index = 0; index < 2; index += 1) await finishRun(runs, index);
    await settle();
    expect(runs.map((run) => [run.kind, run.names])).toEqual([
      ['alone', ['first']],
      ['together', ['x', 'y']],
    ]);
    expect(await Promise.all(answers)).toEqual([
      'alone:first',
      'error:a push could not be published',
      'error:a push could not be published',
    ]);
    expect(gatherer.stats).toEqual({ batches: 0, batched: 0, alone: 1, failed: 1 });
  });

  it('with two in flight, starts a second run at once, but never a member whose placement is in flight', async () => {
    const { work, runs } = recordingWork();
    const gatherer = new MarketBatchGatherer(work, 8, 2);
    const answers = placeAll(gatherer, [
      { member: 1, name: 'a1' },
      { member: 1, name: 'a2' },
      { member: 2, name: 'b1' },
      { member: 3, name: 'c1' },
      { member: 2, name: 'b2' },
    ]);
    await settle();
    // a2 waits for a1's commit; b1 takes the second lane; c1 and b2 wait for a lane.
    expect(runs.map((run) => [run.kind, run.names])).toEqual([
      ['alone', ['a1']],
      ['alone', ['b1']],
    ]);
    await finishRun(runs, 0);
    // b2's member is still in flight (b1): it stays for later.
    expect(runs.map((run) => [run.kind, run.names])[2]).toEqual(['together', ['a2', 'c1']]);
    await finishRun(runs, 1);
    expect(runs.map((run) => [run.kind, run.names])[3]).toEqual(['alone', ['b2']]);
    await finishRun(runs, 2);
    await finishRun(runs, 3);
    expect(await Promise.all(answers)).toEqual(['alone:a1', 'batch:a2', 'alone:b1', 'batch:c1', 'alone:b2']);
  });
});
