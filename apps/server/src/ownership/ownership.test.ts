import { describe, expect, it, vi } from 'vitest';
import { soleOwnership } from './ownership.ts';

describe('soleOwnership', () => {
  it('starts claimed work at once and stops it on close', async () => {
    const ownership = soleOwnership({ onError: () => undefined, retryMs: 20 });
    const stopped: string[] = [];
    const started: string[] = [];
    for (const key of ['a', 'b']) {
      ownership.claim(key, () => {
        started.push(key);
        return Promise.resolve(() => {
          stopped.push(key);
          return Promise.resolve();
        });
      });
    }
    await vi.waitFor(() => {
      expect(started).toEqual(['a', 'b']);
    });
    await ownership.close();
    expect(stopped.sort()).toEqual(['a', 'b']);
  });

  it('tries a start that failed again and reports the failure', async () => {
    const errors: unknown[] = [];
    const ownership = soleOwnership({ onError: (error) => errors.push(error), retryMs: 20 });
    let attempts = 0;
    ownership.claim('flaky', () => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new Error('database not ready'));
      return Promise.resolve(() => Promise.resolve());
    });
    await vi.waitFor(() => {
      expect(attempts).toBe(2);
    });
    expect(errors).toHaveLength(1);
    await ownership.close();
  });

  it('stops dropped work and does not start it again', async () => {
    const ownership = soleOwnership({ onError: () => undefined, retryMs: 10 });
    let running = 0;
    const claim = ownership.claim('k', () => {
      running += 1;
      return Promise.resolve(() => {
        running -= 1;
        return Promise.resolve();
      });
    });
    await vi.waitFor(() => {
      expect(running).toBe(1);
    });
    await claim.drop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(running).toBe(0);
    await ownership.close();
  });

  it('refuses the same key twice, and any claim after close', async () => {
    const ownership = soleOwnership({ onError: () => undefined });
    const work = () => Promise.resolve(() => Promise.resolve());
    ownership.claim('k', work);
    expect(() => {
      ownership.claim('k', work);
    }).toThrow(/already claimed/);
    await ownership.close();
    expect(() => {
      ownership.claim('other', work);
    }).toThrow(/closed/);
  });
});
