import {
  BarChart3,
  ChevronRight,
  Copy,
  FileText,
  Headset,
  KeyRound,
  LogOut,
  Megaphone,
  MessagesSquare,
  Settings,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { site } from '@baro/contracts';
import { Link } from '../../routes/router/index.ts';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { formatUnreadBadge } from '../../format/unread-badge.ts';
import { signOut } from '../../session/session.ts';
import { useAssetSummary } from '../../wallet/use-asset-summary.ts';
import { MemberCard } from './member-card.tsx';

interface HubLink {
  readonly label: string;
  readonly path: string;
  readonly icon: LucideIcon;
  readonly badge?: 'contact';
  /** Listed only where the site offers this feature (site info `features`). */
  readonly feature?: keyof site.SiteInfo['features'];
}

/** The more area's pages (spec §2 "More area"), grouped as a member looks for them. */
const hubSections: readonly { title: string; links: readonly HubLink[] }[] = [
  {
    title: '거래',
    links: [{ label: '카피 트레이딩', path: '/copytrade', icon: Copy }],
  },
  {
    title: '내 계정',
    links: [
      { label: '내 정보', path: '/more/mypage', icon: UserRound },
      { label: '비밀번호변경', path: '/more/change_password', icon: KeyRound },
      { label: '환경설정', path: '/more/setting', icon: Settings },
    ],
  },
  {
    title: '고객센터',
    links: [
      { label: '공지사항', path: '/more/notice', icon: Megaphone },
      { label: '1:1문의', path: '/more/contact', icon: Headset, badge: 'contact' },
      { label: '실시간채팅', path: '/more/livechat', icon: MessagesSquare, feature: 'liveChat' },
      { label: '경제지표', path: '/more/economic', icon: BarChart3 },
    ],
  },
  {
    title: '약관 및 정책',
    links: [
      { label: '이용약관', path: '/more/terms', icon: FileText },
      { label: '개인정보처리방침', path: '/more/privacy', icon: ShieldCheck },
    ],
  },
];

/**
 * Spec §2 /more (더보기): the member with the binary wallet's balance and the total of every wallet,
 * then every page of the more area, then logout.
 */
export function MoreScreen() {
  const services = useServices();
  const me = useAppState((state) => state.me);
  const currency = useAppState((state) => state.siteInfo?.binaryCurrency);
  const contactBadge = formatUnreadBadge(useAppState((state) => state.unread.contact));
  const features = useAppState((state) => state.siteInfo?.features);
  const offered = (link: HubLink) => link.feature === undefined || features?.[link.feature] === true;
  // The binary wallet is one of several: the card also shows what every wallet is worth together.
  const { summary, rates } = useAssetSummary();
  return (
    <div className="flex flex-col gap-6 px-4 py-5">
      {me !== null && (
        <MemberCard me={me} currency={currency} totalWon={rates.isPending ? undefined : summary?.totalWon} />
      )}
      {hubSections.map((section) => (
        <section key={section.title} className="flex flex-col gap-2">
          <h2 className="px-1 text-[13px] font-semibold text-text-dim">{section.title}</h2>
          <ul className="overflow-hidden rounded-2xl border border-line bg-surface">
            {section.links.filter(offered).map((link, index) => {
              const Icon = link.icon;
              return (
                <li key={link.path} className={index === 0 ? undefined : 'border-t border-line'}>
                  <Link
                    to={link.path}
                    className="flex h-13 items-center gap-3 px-4 outline-none active:bg-surface-2 focus-visible:bg-surface-2"
                  >
                    <Icon aria-hidden="true" className="size-5 text-text-dim" strokeWidth={1.75} />
                    <span className="flex-1 text-[15px]">{link.label}</span>
                    {link.badge === 'contact' && contactBadge !== null && (
                      <span className="rounded-full bg-up px-1.5 text-[11px] leading-5 font-bold text-white">
                        {contactBadge}
                      </span>
                    )}
                    <ChevronRight aria-hidden="true" className="size-4 text-text-dim" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <button
        type="button"
        onClick={() => {
          void signOut(services);
        }}
        className="flex h-12 items-center justify-center gap-2 rounded-2xl border border-line text-[15px] font-semibold text-text-dim active:bg-surface-2"
      >
        <LogOut aria-hidden="true" className="size-4.5" />
        로그아웃
      </button>
    </div>
  );
}
