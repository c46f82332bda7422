import { useState } from 'react';
import { useAppState } from '../../app/services-context.tsx';
import { formatUnreadBadge } from '../../format/unread-badge.ts';
import { useLocation } from '../../routes/router/index.ts';
import { cx } from '../../ui/class-names.ts';
import { GuestNotice } from './guest-notice.tsx';
import { InquiryList } from './inquiry-list.tsx';
import { MessageList } from './message-list.tsx';

type ContactTab = 'inquiry' | 'message';

/**
 * The tab to open with: `?tab=message` asks for messages; otherwise messages when only they have
 * something unread (the header's message icon lands here, docs/spec-interpretations.md), else
 * inquiries (start-up's unread-inquiry alert lands here too).
 */
function initialTab(search: string, unread: { message: number; contact: number }): ContactTab {
  const asked = new URLSearchParams(search).get('tab');
  if (asked === 'message' || asked === 'inquiry') return asked;
  return unread.contact === 0 && unread.message > 0 ? 'message' : 'inquiry';
}

function TabButton(props: { selected: boolean; label: string; count: number; onSelect: () => void }) {
  const badge = formatUnreadBadge(props.count);
  return (
    <button
      type="button"
      role="tab"
      aria-selected={props.selected}
      onClick={props.onSelect}
      className={cx(
        'flex h-11 flex-1 items-center justify-center gap-1.5 border-b-2 text-[15px] font-semibold outline-none focus-visible:bg-surface-2',
        props.selected ? 'border-accent text-text' : 'border-transparent text-text-dim',
      )}
    >
      {props.label}
      {badge !== null && (
        <span className="rounded-full bg-up px-1.5 text-[11px] leading-5 font-bold text-white">{badge}</span>
      )}
    </button>
  );
}

/** /service/contact and /more/contact: the member's 1:1 inquiries and messages in two tabs. */
export function ContactScreen() {
  const me = useAppState((state) => state.me);
  const unread = useAppState((state) => state.unread);
  const { search } = useLocation();
  const [tab, setTab] = useState(() => initialTab(search, unread));
  if (me === null) return <GuestNotice />;
  return (
    <div className="flex flex-col">
      <div role="tablist" aria-label="1:1문의 구분" className="flex border-b border-line px-4">
        <TabButton
          selected={tab === 'inquiry'}
          label="1:1문의"
          count={unread.contact}
          onSelect={() => {
            setTab('inquiry');
          }}
        />
        <TabButton
          selected={tab === 'message'}
          label="메시지"
          count={unread.message}
          onSelect={() => {
            setTab('message');
          }}
        />
      </div>
      <div role="tabpanel">{tab === 'inquiry' ? <InquiryList /> : <MessageList />}</div>
    </div>
  );
}
