import { messageLanguage } from '@baro/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n, messageOf, serverText } from './i18n.ts';

describe('the message language layer', () => {
  it('writes catalogued messages in Korean by default', () => {
    const i18n = createI18n(messageLanguage(1, false));
    expect(messageOf(i18n, 'ACCOUNT_DENIED')).toBe(
      '계정이 이용이 불가능합니다. 자세한 사항은 관리자에게 문의해주시기 바랍니다.',
    );
  });

  it('writes them in English on the sites spec §6 names, guests of site 25 included', () => {
    for (const [siteId, guest] of [
      [15, false],
      [33, true],
      [25, true],
    ] as const) {
      const i18n = createI18n(messageLanguage(siteId, guest));
      expect(messageOf(i18n, 'LOGIN_FAILED')).toBe('Username or password does not match.');
    }
    expect(createI18n(messageLanguage(25, false)).language).toBe('ko');
  });

  it('fills a template with its values in either language', () => {
    expect(messageOf(createI18n('ko'), 'OVERSEA_MARKET_CLOSED', { stock: 'NQ' })).toBe(
      'NQ종목이 현재 휴장중입니다.',
    );
    expect(messageOf(createI18n('en'), 'OVERSEA_MARKET_CLOSED', { stock: 'NQ' })).toContain('NQ');
  });

  it('translates a Korean server text only on an English site', () => {
    const korean = '잔액이 부족합니다.';
    expect(serverText(createI18n('ko'), korean)).toBe(korean);
    expect(serverText(createI18n('en'), korean)).toBe('Insufficient balance.');
  });
});
