import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoinLogo, COIN_LOGO_CODES, coinLogoUrl, hasCoinLogo } from './coin-logo.tsx';
import { coinCode } from './market-lists.ts';

describe('hasCoinLogo', () => {
  it('knows the seventeen coins of the spec and nothing else', () => {
    expect(COIN_LOGO_CODES).toHaveLength(17);
    for (const code of COIN_LOGO_CODES) expect(hasCoinLogo(code)).toBe(true);
    expect(hasCoinLogo('USDT')).toBe(false);
    expect(hasCoinLogo('BTCUSDT')).toBe(false);
    expect(hasCoinLogo('')).toBe(false);
  });

  it('accepts a code in lower case and points it at the upper-case file', () => {
    expect(hasCoinLogo('eth')).toBe(true);
    expect(coinLogoUrl('eth')).toBe('/coins/ETH.svg');
  });
});

describe('CoinLogo', () => {
  it("shows the logo file of a pair's coin at the size asked, loaded lazily", () => {
    render(<CoinLogo code={coinCode('BTCUSDT')} size={24} />);
    const logo = screen.getByRole('img', { name: 'BTC' });
    expect(logo.tagName).toBe('IMG');
    expect(logo.getAttribute('src')).toBe('/coins/BTC.svg');
    expect(logo.getAttribute('alt')).toBe('BTC');
    expect(logo.getAttribute('width')).toBe('24');
    expect(logo.getAttribute('height')).toBe('24');
    expect(logo.getAttribute('loading')).toBe('lazy');
    expect(logo.getAttribute('decoding')).toBe('async');
  });

  it('shows the product wallets BINARY and FUTURES with their own logos', () => {
    render(
      <>
        <CoinLogo code="BINARY" />
        <CoinLogo code="FUTURES" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'BINARY' }).getAttribute('src')).toBe('/coins/BINARY.svg');
    expect(screen.getByRole('img', { name: 'FUTURES' }).getAttribute('src')).toBe('/coins/FUTURES.svg');
  });

  it('falls back to the round badge with the code for a coin without a logo, in the same box', () => {
    const { container } = render(<CoinLogo code="USDT" size={24} />);
    const badge = screen.getByRole('img', { name: 'USDT' });
    expect(container.querySelector('img')).toBeNull();
    expect(badge.textContent).toBe('USDT');
    expect(badge.style.width).toBe('24px');
    expect(badge.style.height).toBe('24px');
  });

  it('cuts a long unknown code in the badge as the drawer rows do', () => {
    render(<CoinLogo code="SHIBA" />);
    const badge = screen.getByRole('img', { name: 'SHIBA' });
    expect(badge.textContent).toBe('SHIB');
    expect(badge.style.width).toBe('32px');
  });
});
