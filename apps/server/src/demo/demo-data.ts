/**
 * What the demo site holds: a paper-money tenant with every feature on, and one account for each
 * role a person trying Baro would want to sign in as. Balances are decimal strings in each wallet's
 * asset (DOMAIN.md §1).
 */
export const demoSite = {
  code: 'demo',
  name: 'Baro 모의투자',
  // Spec §1 mask, read from the left: oversea, unused, P2P, futures, power ball, binary.
  type: '101111',
  stockPrefix: 'BARO',
  overseasPrefix: 'BARO',
  binaryCurrency: 'KRW',
  usedCoins: 'BINARY,FUTURES,USDT,BTC,ETH,XRP',
  buyCoins: 'USDT,BTC,ETH',
  depositCoins: 'USDT,BTC,ETH,XRP',
  settings: {
    dnw: {
      depositAccount: { bankName: '모의은행', accountNumber: '000-0000-0000', holderName: 'Baro 데모' },
    },
    // The demo's operator answers chats (sign in at /admin/login as `admin`).
    livechat: { enabled: true },
  },
} as const;

/** Every demo login shares one password, printed at start; it passes the password policy. */
export const demoPassword = 'baro-demo-2026';

export const demoPartner = { code: 'baro', name: '바로 파트너스' } as const;

export interface DemoMember {
  readonly username: string;
  readonly name: string;
  readonly nick: string;
  readonly phone: string;
  readonly role: string;
  readonly balances: Readonly<Record<string, string>>;
  /** An approved copy-trading trader: their introduction and follower cap. */
  readonly trader?: { readonly introduction: string; readonly followerMax: number };
  /** A follow of a demo trader (by username) with its settings; amounts in USDT. */
  readonly follows?: {
    readonly trader: string;
    readonly followStock: readonly string[];
    readonly multiplyPer: number;
    readonly maxBet: string;
    readonly oneMaxBet: string;
  };
}

export const demoMembers: readonly DemoMember[] = [
  {
    username: 'demo',
    name: '김바로',
    nick: '바로회원',
    phone: '01012340001',
    role: 'member',
    balances: { BINARY: '10000000', FUTURES: '10000', USDT: '1000', BTC: '0.5', ETH: '5' },
  },
  {
    username: 'trader',
    name: '이트레이더',
    nick: '바로트레이더',
    phone: '01012340002',
    role: 'trader (an approved copy-trading leader: their LONG fills on BTC and ETH are copied to followers)',
    balances: { BINARY: '5000000', FUTURES: '50000', USDT: '500' },
    trader: { introduction: 'BTC·ETH 추세 추종, 저레버리지 롱 위주로 운용합니다.', followerMax: 100 },
  },
  {
    username: 'follower',
    name: '박팔로워',
    nick: '바로팔로워',
    phone: '01012340003',
    role: 'follower (follows the demo trader at 50 % on BTCUSDT and ETHUSDT)',
    balances: { BINARY: '1000000', FUTURES: '5000', USDT: '100' },
    follows: {
      trader: 'trader',
      followStock: ['BTCUSDT', 'ETHUSDT'],
      multiplyPer: 50,
      maxBet: '1000',
      oneMaxBet: '200',
    },
  },
  {
    username: 'partner',
    name: '최파트너',
    nick: '바로파트너',
    phone: '01012340004',
    role: `partner (members who sign up at /ref/${demoPartner.code} are attached to 바로 파트너스)`,
    balances: { BINARY: '1000000' },
  },
];

export const demoOperator = { username: 'admin', name: '데모 운영자', level: 1 } as const;
