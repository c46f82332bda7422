import { describe, expect, it } from 'vitest';
import type { ChartBar } from './chart-bars.ts';
import { AXIS_LABEL_HEIGHT_PX, chartScene, TIME_AXIS_HEIGHT_PX } from './chart-scene.ts';
import type { SceneInput } from './chart-scene.ts';
import { formatCrosshairTime } from './chart-style.ts';
import { INITIAL_TIME_VIEW } from './chart-time-view.ts';

const t0 = Date.UTC(2026, 0, 5, 9, 0) / 1_000;

function rising(count: number): ChartBar[] {
  return Array.from({ length: count }, (_, index) => ({
    time: t0 + index * 60,
    open: 100 + index,
    high: 101.5 + index,
    low: 99.5 + index,
    close: 101 + index,
    volume: 1 + index,
  }));
}

function input(overrides: Partial<SceneInput> = {}): SceneInput {
  return {
    bars: rising(40),
    view: INITIAL_TIME_VIEW,
    width: 390,
    height: 300,
    precision: 1,
    intervalSec: 60,
    lines: [],
    up: '#ff0000',
    down: '#0000ff',
    pointer: null,
    textWidth: (text) => text.length * 6,
    ...overrides,
  };
}

describe('the chart scene', () => {
  it('answers nothing to draw without bars', () => {
    expect(chartScene(input({ bars: [] }))).toBeNull();
  });

  it('sizes the price axis to its longest price and leaves the time axis under the pane', () => {
    const scene = chartScene(input());
    // '140.5' is 5 characters of 6 px, padded 8 px each side.
    expect(scene?.axisWidth).toBe(5 * 6 + 16);
    expect(scene?.plotWidth).toBe(390 - 46);
    expect(scene?.paneHeight).toBe(300 - TIME_AXIS_HEIGHT_PX);
  });

  it('labels the last price in its bar colour, whole inside the pane', () => {
    const scene = chartScene(input());
    const last = scene?.lines[0];
    expect(last).toMatchObject({ text: '140.0', colour: '#ff0000', title: '' });
    expect(last?.labelY).toBeCloseTo(last?.y ?? NaN);
  });

  it('leaves tick labels blank under the axis labels', () => {
    const scene = chartScene(input({ lines: [{ price: 120, colour: '#00ff00', title: '진입가' }] }));
    if (scene === null) throw new Error('no scene');
    const labelYs = scene.lines.map((line) => line.labelY);
    expect(scene.ticks.length).toBeGreaterThan(2);
    for (const tick of scene.ticks) {
      const covered = labelYs.some((y) => Math.abs(y - tick.y) < AXIS_LABEL_HEIGHT_PX);
      expect(tick.text === '').toBe(covered);
    }
  });

  it('draws no tick, not even its grid line, whose label would be clipped at an edge', () => {
    // Shifted step by step, some round price falls within half a label of the pane's top or bottom.
    for (let shift = 0; shift < 10; shift += 0.5) {
      const bars = rising(40).map((bar) => ({ ...bar, high: bar.high + shift, low: bar.low + shift }));
      const scene = chartScene(input({ bars }));
      for (const tick of scene?.ticks ?? []) {
        expect(tick.y).toBeGreaterThanOrEqual(AXIS_LABEL_HEIGHT_PX / 2);
        expect(tick.y).toBeLessThanOrEqual((scene?.paneHeight ?? 0) - AXIS_LABEL_HEIGHT_PX / 2);
      }
    }
  });

  it('keeps the labels of lines close to the last price apart', () => {
    const scene = chartScene(input({ lines: [{ price: 140.1, colour: '#00ff00', title: '진입가' }] }));
    const [last, line] = scene?.lines ?? [];
    expect(Math.abs((last?.labelY ?? 0) - (line?.labelY ?? 0))).toBeGreaterThanOrEqual(AXIS_LABEL_HEIGHT_PX);
  });

  it('pins a line beyond the visible prices to the edge it lies beyond, with an arrow', () => {
    const scene = chartScene(
      input({
        lines: [
          { price: 10_000, colour: '#00ff00', title: 'TP' },
          { price: 1, colour: '#ff00ff', title: '청산가' },
        ],
      }),
    );
    if (scene === null) throw new Error('no scene');
    const [, above, below] = scene.lines;
    expect(above).toMatchObject({ y: 0, title: 'TP ▲', text: '10000.0', offPane: 'above' });
    expect(below).toMatchObject({ y: scene.paneHeight, title: '청산가 ▼', text: '1.0', offPane: 'below' });
    // Their labels stay whole inside the pane.
    expect(above?.labelY).toBeGreaterThanOrEqual(AXIS_LABEL_HEIGHT_PX / 2);
    expect(below?.labelY).toBeLessThanOrEqual(scene.paneHeight - AXIS_LABEL_HEIGHT_PX / 2);
    // The last price, in range, has no pin.
    expect(scene.lines[0]?.offPane).toBeUndefined();
  });

  it('snaps the crosshair to the bar under the pointer and labels its price and time', () => {
    const plain = chartScene(input());
    if (plain === null) throw new Error('no scene');
    const scene = chartScene(input({ pointer: { x: plain.plotWidth - 4.5 * 6 + 2, y: 100 } }));
    expect(scene?.crosshair).toMatchObject({
      x: plain.plotWidth - 4.5 * 6,
      y: 100,
      priceText: plain.scale.toPrice(100).toFixed(1),
      timeText: formatCrosshairTime(t0 + 39 * 60),
    });
    // In the free space at the right the time goes on by the interval.
    const ahead = chartScene(input({ pointer: { x: plain.plotWidth - 2.5 * 6, y: 100 } }));
    expect(ahead?.crosshair?.timeText).toBe(formatCrosshairTime(t0 + 41 * 60));
    expect(chartScene(input({ pointer: { x: plain.plotWidth + 5, y: 100 } }))?.crosshair).toBeNull();
  });
});
