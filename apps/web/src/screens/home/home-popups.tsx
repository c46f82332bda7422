import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { popupListQuery } from '../../queries/content-queries.ts';
import { NoticeDialog } from '../../ui/notice-dialog.tsx';
import { hiddenPopupIds, hidePopupForToday } from './popup-dismissals.ts';

// Popups closed during this visit stay closed while the member moves between the home pages; they
// come back on the next visit unless hidden for the day.
const closedThisVisit = new Set<number>();

/**
 * The site's popups (GET /content/popup/list) on the home pages, one notice dialog at a time in the
 * operators' order. 닫기 closes one for this visit; 오늘 하루 보지 않기 hides it on this device until
 * midnight KST. A failed list shows nothing: a popup is not worth an error.
 */
export function HomePopups({ now = Date.now }: { now?: () => number }) {
  const { api, storage } = useServices();
  const popups = useQuery(popupListQuery(api));
  const [hidden, setHidden] = useState(() => hiddenPopupIds(storage, now()));
  const [, setClosedCount] = useState(closedThisVisit.size);
  const current = popups.data?.find((popup) => !hidden.has(popup.id) && !closedThisVisit.has(popup.id));
  if (current === undefined) return null;

  const close = () => {
    closedThisVisit.add(current.id);
    setClosedCount(closedThisVisit.size);
  };
  return (
    <NoticeDialog
      key={current.id}
      title={current.title}
      html={current.content}
      onClose={close}
      secondaryAction={{
        label: '오늘 하루 보지 않기',
        onClick: () => {
          hidePopupForToday(storage, current.id, now());
          setHidden(hiddenPopupIds(storage, now()));
        },
      }}
    />
  );
}
