import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartBar } from './chart-bars.ts';
import { createCandleChart } from './candle-chart.ts';

// jsdom has no canvas: each canvas gets a stand-in 2D context that counts what is asked of it, and
// animation frames run only when the test says, so the tests see how often the chart paints.

interface FakeContext {
  readonly calls: string[];
}

const contexts = new Map<HTMLCanvasElement, FakeContext>();
let frames: FrameRequestCallback[] = [];

function fakeContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const calls: string[] = [];
  contexts.set(canvas, { calls });
  const target = {
    canvas,
    measureText: (text: string) => ({ width: text.length * 6 }),
  };
  return new Proxy(target, {
    get(object, property) {
      if (property in object) return object[property as keyof typeof object];
      return (..._args: unknown[]) => {
        calls.push(String(property));
      };
    },
    set: () => true,
  }) as unknown as CanvasRenderingContext2D;
}

function runFrames(): number {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
  return due.length;
}

function bars(count: number): ChartBar[] {
  const t0 = Date.UTC(2026, 0, 5, 9, 0) / 1_000;
  return Array.from({ length: count }, (_, index) => ({
    time: t0 + index * 60,
    open: 100,
    high: 102,
    low: 99,
    close: 101,
    volume: 1,
  }));
}

function paneClears(container: HTMLElement): number {
  const pane = container.querySelector('canvas');
  if (pane === null) throw new Error('no canvas');
  return contexts.get(pane)?.calls.filter((call) => call === 'clearRect').length ?? 0;
}

function chartIn(onNearLeftEdge = () => undefined) {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: 390 });
  document.body.append(container);
  const chart = createCandleChart(container, { interval: '1m', precision: 1, heightPx: 300, onNearLeftEdge });
  return { container, chart };
}

beforeEach(() => {
  frames = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return fakeContext(this);
  });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  contexts.clear();
});

describe('the candle chart', () => {
  it('paints a burst of live prices once, in the next animation frame', () => {
    const { container, chart } = chartIn();
    chart.setBars(bars(100));
    expect(paneClears(container)).toBe(0);
    const at = Date.UTC(2026, 0, 5, 9, 99, 30);
    for (let tick = 0; tick < 20; tick += 1) chart.pushPrice(101 + tick / 10, at + tick * 50);
    expect(runFrames()).toBe(1);
    expect(paneClears(container)).toBe(1);
    expect(runFrames()).toBe(0);
  });

  it('draws on canvases that leave vertical drags to the page', () => {
    const { container, chart } = chartIn();
    chart.setBars(bars(10));
    runFrames();
    const canvases = [...container.querySelectorAll('canvas')];
    expect(canvases).toHaveLength(3);
    expect(canvases.at(-1)?.style.touchAction).toBe('pan-y');
  });

  it('asks for older bars when the view reaches near the oldest bar, not otherwise', () => {
    const near = vi.fn();
    chartIn(near).chart.setBars(bars(20));
    runFrames();
    expect(near).toHaveBeenCalledTimes(1);
    const far = vi.fn();
    chartIn(far).chart.setBars(bars(500));
    runFrames();
    expect(far).not.toHaveBeenCalled();
  });

  it('takes its canvases away and paints no more once removed', () => {
    const { container, chart } = chartIn();
    chart.setBars(bars(10));
    chart.remove();
    expect(runFrames()).toBe(0);
    expect(container.querySelector('canvas')).toBeNull();
  });
});
