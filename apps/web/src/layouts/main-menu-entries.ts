import {
  BanknoteArrowDown,
  BanknoteArrowUp,
  ChartCandlestick,
  ChartLine,
  CircleUserRound,
  Copy,
  FileText,
  Headset,
  History,
  Lightbulb,
  Megaphone,
  ShieldCheck,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export interface MenuEntry {
  readonly label: string;
  readonly icon: LucideIcon;
  /** Where it leads; an entry without a path is not open yet and says so (spec §2 futures options). */
  readonly path?: string;
  /** The unread inquiry badge (spec §2 "1:1 inquiry … badge with unread count"). */
  readonly badge?: 'contact';
}

export interface MenuSection {
  readonly title: string;
  readonly entries: readonly MenuEntry[];
}

/** The side drawer's main menu, every entry of spec §2 "Main menu"; logout is added for members. */
export const mainMenu: readonly MenuSection[] = [
  {
    title: '거래',
    entries: [
      { label: '바이너리옵션', icon: ChartCandlestick, path: '/exchange' },
      { label: '선물옵션', icon: ChartLine },
      { label: '카피 트레이딩', icon: Copy, path: '/copytrade' },
    ],
  },
  {
    title: '입출금',
    entries: [
      { label: '입출금내역', icon: History, path: '/balances/list' },
      { label: '입금신청', icon: BanknoteArrowDown, path: '/balances/deposit' },
      { label: '출금신청', icon: BanknoteArrowUp, path: '/balances/withdraw' },
    ],
  },
  {
    title: '고객지원',
    entries: [
      { label: '공지사항', icon: Megaphone, path: '/support/notice' },
      { label: '투자정보', icon: Lightbulb, path: '/support/invest_info' },
      { label: '1:1문의', icon: Headset, path: '/service/contact', badge: 'contact' },
    ],
  },
  {
    title: '내 계정',
    entries: [
      { label: '내 정보', icon: CircleUserRound, path: '/more/mypage' },
      { label: '이용약관', icon: FileText, path: '/more/terms' },
      { label: '개인정보처리방침', icon: ShieldCheck, path: '/more/privacy' },
    ],
  },
];
