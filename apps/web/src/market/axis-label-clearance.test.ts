import { describe, expect, it } from 'vitest';
import { tickLabelsClearOf } from './axis-label-clearance.ts';

// A scale where one price unit is one pixel, price 100 at the top (y = 0).
const coordinateOf = (price: number) => 100 - price;
const format = (price: number) => price.toFixed(1);

describe('tick labels clear of the axis labels', () => {
  it('leaves out the ticks whose label would touch the last price label, keeps the rest', () => {
    // The last price 61 sits at y = 39; a label is 19 px tall, so ticks within 19 px go.
    expect(tickLabelsClearOf([90, 80, 70, 60, 50, 40], [39], coordinateOf, format, 19)).toEqual([
      '90.0',
      '80.0',
      '',
      '',
      '',
      '40.0',
    ]);
  });

  it('clears around every label, a price line as much as the last price', () => {
    expect(tickLabelsClearOf([90, 50, 10], [10, 88], coordinateOf, format, 19)).toEqual(['', '50.0', '']);
  });

  it('keeps every tick when there is no label or a tick is off the scale', () => {
    expect(tickLabelsClearOf([90, 50], [], coordinateOf, format, 19)).toEqual(['90.0', '50.0']);
    expect(tickLabelsClearOf([90], [10], () => null, format, 19)).toEqual(['90.0']);
  });
});
