import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, page, post, renderSupport } from '../contact/support-test-kit.tsx';
import { HomePopups } from './home-popups.tsx';

// Each test uses popup ids of its own: a popup closed in one stays closed for the rest of the visit.
const evening = Date.parse('2026-11-27T12:00:00Z'); // 21:00 KST

function showPopups(ids: readonly number[], now: () => number = () => evening) {
  return renderSupport(<HomePopups now={now} />, {
    path: '/support/notice',
    routes: {
      '/api/content/popup/list': () =>
        json(
          200,
          page(ids.map((id) => post(id, { title: `팝업 ${id}`, content: `<p>팝업 내용 ${id}</p>` }))),
        ),
    },
  });
}

describe('HomePopups', () => {
  it('shows the popups one at a time in the operators’ order; 닫기 moves to the next', async () => {
    showPopups([101, 102]);
    const first = await screen.findByRole('dialog', { name: '팝업 101' });
    expect(await within(first).findByText('팝업 내용 101')).toBeTruthy();
    // Focus starts on 닫기, so Enter closes the popup rather than hiding it for the day.
    expect(document.activeElement).toBe(within(first).getByRole('button', { name: '닫기' }));
    await userEvent.click(within(first).getByRole('button', { name: '닫기' }));
    const second = await screen.findByRole('dialog', { name: '팝업 102' });
    await userEvent.click(within(second).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a closed popup closed for the rest of the visit', async () => {
    const first = showPopups([111]);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '팝업 111' })).getByRole('button', { name: '닫기' }),
    );
    first.unmount();
    showPopups([111]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('오늘 하루 보지 않기 hides a popup on this device until midnight KST', async () => {
    let now = evening;
    const first = showPopups([121, 122], () => now);
    const dialog = await screen.findByRole('dialog', { name: '팝업 121' });
    await userEvent.click(within(dialog).getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(await screen.findByRole('dialog', { name: '팝업 122' })).toBeTruthy();
    expect(localStorage.getItem('demo.settings.hiddenPopups')).toBe(
      JSON.stringify({ 121: Date.parse('2026-11-27T15:00:00Z') }),
    );
    first.unmount();

    // Later the same evening (a new visit would show 122 again; 121 stays hidden).
    now = evening + 60 * 60 * 1000;
    const again = showPopups([121], () => now);
    await waitFor(() => {
      expect(again.callsTo('/api/content/popup/list')).toHaveLength(1);
    });
    expect(screen.queryByRole('dialog', { name: '팝업 121' })).toBeNull();
    again.unmount();

    // The next day it shows again.
    now = Date.parse('2026-11-27T15:00:01Z');
    showPopups([121], () => now);
    expect(await screen.findByRole('dialog', { name: '팝업 121' })).toBeTruthy();
  });

  it('shows nothing when the list cannot be read', async () => {
    const view = renderSupport(<HomePopups />, {
      path: '/support/notice',
      routes: {
        '/api/content/popup/list': () => json(500, { status: 500, code: 'INTERNAL', message: '오류' }),
      },
    });
    await waitFor(() => {
      expect(view.callsTo('/api/content/popup/list').length).toBeGreaterThan(0);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.alerts).toEqual([]);
  });
});
