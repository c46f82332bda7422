import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWallet } from '../../../wallet/wallet-test-kit.tsx';
import { EconomicScreen } from './economic-screen.tsx';

// /more/economic against a fake server: days in KST, the sample label, the filters sent as the
// contract's query, the actual coloured against the forecast, and the loading, empty and error states.

// 2026-03-05 23:00 KST: payrolls (22:30 KST on the 6th) are out tomorrow, Korea's CPI was this morning.
const nowMs = Date.UTC(2026, 2, 5, 14);

const event = (id: number, fields: Record<string, unknown>) => ({
  id,
  country: 'US',
  currency: 'USD',
  title: `지표 ${String(id)}`,
  importance: 2,
  scheduledAt: '2026-03-06T13:30:00.000Z',
  previous: '1.0%',
  forecast: '1.1%',
  actual: null,
  ...fields,
});

const calendar = {
  isSample: true,
  events: [
    event(1, {
      country: 'KR',
      title: '한국 소비자물가지수 (전년대비)',
      scheduledAt: '2026-03-04T23:00:00.000Z', // 08:00 KST on the 5th
      previous: '2.0%',
      forecast: '2.1%',
      actual: '2.4%',
    }),
    event(2, {
      title: '신규 실업수당 청구건수',
      scheduledAt: '2026-03-05T13:30:00.000Z', // 22:30 KST on the 5th
      previous: '230K',
      forecast: '226K',
      actual: '219K',
    }),
    event(4, {
      country: 'EU',
      title: 'ECB 기준금리 결정',
      importance: 3,
      scheduledAt: '2026-03-06T13:15:00.000Z',
      previous: '2.00%',
      forecast: '2.00%',
      actual: '2.00%',
    }),
    event(3, {
      title: '비농업 고용지수',
      importance: 3,
      previous: '151K',
      forecast: '160K',
    }),
  ],
};

type Answer = (request: Request) => Response | Promise<Response>;

function render(answer: Answer) {
  const asked: URLSearchParams[] = [];
  const kit = renderWallet(<EconomicScreen nowMs={nowMs} />, {
    path: '/more/economic',
    wallets: {},
    routes: {
      '/api/economic/list': (request) => {
        asked.push(new URL(request.url).searchParams);
        return answer(request);
      },
    },
  });
  return { ...kit, asked };
}

describe('EconomicScreen', () => {
  it('lists the week day by day in KST with times, flags, stars and the sample label', async () => {
    render(() => json(200, calendar));
    const today = await screen.findByRole('region', { name: '3월 5일 (목)' }, { timeout: 5_000 });
    expect(within(today).getByText('오늘')).toBeTruthy();
    expect(
      within(today)
        .getAllByTestId('economic-event')
        .map((row) => row.querySelector('time')?.textContent),
    ).toEqual(['08:00', '22:30']);
    expect(within(today).getByRole('img', { name: '한국' })).toBeTruthy();
    const tomorrow = screen.getByRole('region', { name: '3월 6일 (금)' });
    expect(within(tomorrow).getAllByRole('img', { name: '중요도 3/3' })).toHaveLength(2);
    expect(within(tomorrow).getByRole('img', { name: '유로존' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('샘플 데이터');
    expect(screen.getByTestId('economic-week').textContent).toBe('3월 5일 (목) ~ 3월 11일 (수)');
  });

  it('colours the actual red above the forecast, blue below, plain when equal or not out yet', async () => {
    render(() => json(200, calendar));
    await screen.findAllByTestId('economic-event', {}, { timeout: 5_000 });
    const actuals = screen.getAllByTestId('economic-actual');
    expect(
      actuals.map((actual) => [
        actual.textContent,
        actual.className.match(/text-(up|down|text-dim|text)\b/)?.[0],
      ]),
    ).toEqual([
      ['2.4%', 'text-up'],
      ['219K', 'text-down'],
      ['2.00%', 'text-text'],
      ['-', 'text-text-dim'],
    ]);
  });

  it('asks for the chosen countries, importance and week', async () => {
    const { asked } = render(() => json(200, calendar));
    await screen.findAllByTestId('economic-event', {}, { timeout: 5_000 });
    expect(Object.fromEntries(asked[0]!)).toMatchObject({ fromDate: '2026-03-05', toDate: '2026-03-11' });
    expect(asked[0]!.has('countries')).toBe(false);
    expect(asked[0]!.has('minImportance')).toBe(false);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /미국/ }));
    await user.click(screen.getByRole('button', { name: /한국/ }));
    await user.click(screen.getByRole('button', { name: '★★★' }));
    await user.click(screen.getByRole('button', { name: '다음 주' }));
    const last = asked.at(-1)!;
    expect(Object.fromEntries(last)).toMatchObject({
      fromDate: '2026-03-12',
      toDate: '2026-03-18',
      countries: 'KR,US',
      minImportance: '3',
    });
    expect(screen.getByRole('button', { name: /미국/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('steps a week back and four ahead, the days the server keeps, and no further', async () => {
    render(() => json(200, calendar));
    await screen.findAllByTestId('economic-event', {}, { timeout: 5_000 });
    const user = userEvent.setup();
    const back = () => screen.getByRole('button', { name: '이전 주' });
    const forward = () => screen.getByRole('button', { name: '다음 주' });
    await user.click(back());
    expect(screen.getByTestId('economic-week').textContent).toBe('2월 26일 (목) ~ 3월 4일 (수)');
    expect(back()).toHaveProperty('disabled', true);
    for (let step = 0; step < 5; step += 1) await user.click(forward());
    expect(screen.getByTestId('economic-week').textContent).toBe('4월 2일 (목) ~ 4월 8일 (수)');
    expect(forward()).toHaveProperty('disabled', true);
    expect(back()).toHaveProperty('disabled', false);
  });

  it('says when a week has nothing, and shows no sample label for real data', async () => {
    render(() => json(200, { isSample: false, events: [] }));
    expect(
      await screen.findByText('이 기간에 예정된 경제지표가 없습니다.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("shows the server's refusal with a retry that asks again", async () => {
    let calls = 0;
    render(() => {
      calls += 1;
      return calls === 1
        ? json(400, {
            status: 400,
            code: 'ECONOMIC_RANGE_TOO_LONG',
            message: '경제지표는 한 번에 최대 14일까지 조회할 수 있습니다.',
          })
        : json(200, calendar);
    });
    expect(
      await screen.findByText('경제지표는 한 번에 최대 14일까지 조회할 수 있습니다.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findAllByTestId('economic-event')).toHaveLength(4);
  });

  it('shows a loading skeleton until the calendar arrives', () => {
    render(() => new Promise<Response>(() => undefined));
    expect(screen.getByRole('status', { name: '경제지표 불러오는 중' })).toBeTruthy();
  });
});
