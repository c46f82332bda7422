import { describe, expect, it } from 'vitest';
import { selectBanks } from './bank-list.ts';
import type { BankRow } from './bank-list.ts';

const rows: BankRow[] = [
  { id: 1, name: 'KB국민은행', code: '004', listedByDefault: true },
  { id: 5, name: 'NH농협은행', code: '011', listedByDefault: true },
  { id: 30, name: '중국공상은행', code: '062', listedByDefault: true },
  { id: 31, name: '미래에셋증권', code: null, listedByDefault: true },
  { id: 56, name: '카카오페이증권', code: null, listedByDefault: true },
  { id: 57, name: '중국건설은행', code: '067', listedByDefault: true },
  { id: 61, name: '농협중앙회', code: '011', listedByDefault: false },
  { id: 62, name: '지역농·축협', code: '012', listedByDefault: false },
];
const ids = (banks: { id: number }[]) => banks.map((bank) => bank.id);

describe('selectBanks', () => {
  it('lists every standard bank for "all", leaving the agricultural extras out', () => {
    expect(ids(selectBanks(rows, { mode: 'all' }))).toEqual([1, 5, 30, 31, 56, 57]);
  });

  it('drops ids 31 to 56 inclusive for "exclude31to56"', () => {
    expect(ids(selectBanks(rows, { mode: 'exclude31to56' }))).toEqual([1, 5, 30, 57]);
  });

  it('keeps only entries with a bank code for "withCodeOnly"', () => {
    expect(ids(selectBanks(rows, { mode: 'withCodeOnly' }))).toEqual([1, 5, 30, 57]);
  });

  it('keeps the whitelisted ids in the order given, once each, skipping unknown ids', () => {
    expect(ids(selectBanks(rows, { mode: 'whitelist', ids: [57, 1, 999, 57, 62] }))).toEqual([57, 1, 62]);
  });

  it('appends the two agricultural entries with codes 011 and 012 for "addAgricultural"', () => {
    const banks = selectBanks(rows, { mode: 'addAgricultural' });
    expect(ids(banks)).toEqual([1, 5, 30, 31, 56, 57, 61, 62]);
    expect(banks.slice(-2).map((bank) => bank.code)).toEqual(['011', '012']);
  });

  it('answers the wire shape without the internal flag', () => {
    expect(selectBanks(rows, { mode: 'all' })[0]).toEqual({ id: 1, name: 'KB국민은행', code: '004' });
  });
});
