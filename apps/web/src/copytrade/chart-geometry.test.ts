import { describe, expect, it } from 'vitest';
import { barsOf, linePath } from './chart-geometry.ts';

const box = { width: 100, height: 50, padding: 5 };

describe('linePath', () => {
  it('runs left to right from the highest value at the top padding to the lowest at the bottom', () => {
    expect(linePath(['0', '10', '5'], box)).toBe('M0 45 L50 5 L100 25');
  });

  it('draws a flat series along the middle and nothing for fewer than two points', () => {
    expect(linePath(['3', '3'], box)).toBe('M0 25 L100 25');
    expect(linePath(['3'], box)).toBe('');
  });
});

describe('barsOf', () => {
  it('stands gains up and hangs losses down from the zero line', () => {
    const [gain, loss] = barsOf(['10', '-10'], box);
    expect(gain).toMatchObject({ y: 5, height: 20, positive: true });
    expect(loss).toMatchObject({ y: 25, height: 20, positive: false });
    expect(gain?.x).toBeLessThan(loss?.x ?? 0);
  });
});
