/**
 * The demo site's posts (issue 18): notices under two tabs, FAQ on deposits and withdrawals, rounds
 * and futures, strategy posts, one promotion, one popup, terms and privacy. Bodies use only the tags
 * the content allow-list keeps, so sanitising them changes nothing (a test says so).
 */
export type DemoContentKind = 'NOTICE' | 'FAQ' | 'STRATEGY' | 'PROMOTION' | 'POPUP' | 'STATIC';

export interface DemoPost {
  readonly kind: DemoContentKind;
  readonly category: string | null;
  readonly title: string;
  readonly content: string;
  /** Higher first: a pinned notice. */
  readonly sortOrder?: number;
}

export const demoNoticeCategories = [
  { key: 'notice', label: '공지' },
  { key: 'event', label: '이벤트' },
] as const;

export const demoFaqCategories = [
  { key: 'dnw', label: '입출금' },
  { key: 'round', label: '라운드' },
  { key: 'futures', label: '선물' },
] as const;

export const demoPosts: readonly DemoPost[] = [
  {
    kind: 'NOTICE',
    category: 'notice',
    title: '[필독] Baro 모의투자 서비스 이용 안내',
    content:
      '<p>Baro 모의투자는 <strong>실제 자금이 오가지 않는 연습용 서비스</strong>입니다.</p><ul><li>모든 잔고는 가상 자산입니다.</li><li>시세는 실제 시장과 다를 수 있습니다.</li></ul>',
    sortOrder: 10,
  },
  {
    kind: 'NOTICE',
    category: 'notice',
    title: '12월 정기 점검 안내 (12/3 새벽 2시~4시)',
    content:
      '<p>서비스 안정화를 위해 아래 일정으로 정기 점검을 진행합니다.</p><p>일시: 12월 3일(목) 02:00 ~ 04:00 (KST)</p><p>점검 중에는 로그인과 주문이 제한됩니다.</p>',
  },
  {
    kind: 'NOTICE',
    category: 'notice',
    title: '선물 거래 레버리지 한도 변경 안내',
    content:
      '<p>일부 종목의 최대 레버리지가 <b>50배</b>로 조정되었습니다. 자세한 내용은 선물 화면을 확인해주세요.</p>',
  },
  {
    kind: 'NOTICE',
    category: 'event',
    title: '신규 가입 축하 이벤트 당첨자 발표',
    content:
      '<p>11월 신규 가입 이벤트에 참여해주신 모든 분께 감사드립니다.</p><p>당첨자는 메시지함으로 개별 안내드렸습니다.</p>',
  },
  {
    kind: 'NOTICE',
    category: 'event',
    title: '카피트레이딩 오픈 기념 수수료 할인',
    content: '<p>카피트레이딩 오픈을 기념하여 <em>한 달간</em> 수익 분배 수수료를 할인합니다.</p>',
  },
  {
    kind: 'FAQ',
    category: 'dnw',
    title: '입금은 얼마나 걸리나요?',
    content: '<p>입금 신청 후 운영자 확인이 끝나면 보통 <strong>5분 이내</strong>에 지갑에 반영됩니다.</p>',
  },
  {
    kind: 'FAQ',
    category: 'dnw',
    title: '출금 신청을 취소할 수 있나요?',
    content: '<p>처리 전(대기 상태)인 출금 신청은 입출금 내역에서 직접 취소할 수 있습니다.</p>',
  },
  {
    kind: 'FAQ',
    category: 'round',
    title: '라운드 결과는 언제 확정되나요?',
    content: '<p>각 라운드는 마감 시각의 시세로 결과가 확정되며, 당첨금은 즉시 지갑에 지급됩니다.</p>',
  },
  {
    kind: 'FAQ',
    category: 'round',
    title: '라운드 마감 직전에도 참여할 수 있나요?',
    content: '<p>마감 몇 초 전부터는 참여가 막힙니다. 화면의 남은 시간을 확인해주세요.</p>',
  },
  {
    kind: 'FAQ',
    category: 'futures',
    title: '강제 청산은 어떻게 계산되나요?',
    content:
      '<p>포지션의 평가 손실이 증거금을 넘어서면 청산가에 도달하여 포지션이 자동으로 정리됩니다.</p><ol><li>레버리지가 높을수록 청산가가 가까워집니다.</li><li>손절(SL)을 함께 설정하는 것을 권장합니다.</li></ol>',
  },
  {
    kind: 'FAQ',
    category: 'futures',
    title: '교차와 격리 증거금의 차이는 무엇인가요?',
    content: '<p>격리는 포지션마다 증거금을 따로 두고, 교차는 지갑 잔고 전체를 증거금으로 사용합니다.</p>',
  },
  {
    kind: 'STRATEGY',
    category: null,
    title: '비트코인 주간 시황: 박스권 상단 돌파 여부 주목',
    content:
      '<h3>이번 주 요약</h3><p>비트코인은 주간 기준 박스권 상단에서 등락을 반복했습니다.</p><blockquote>거래량이 동반된 돌파인지 확인하는 것이 중요합니다.</blockquote>',
  },
  {
    kind: 'STRATEGY',
    category: null,
    title: '초보자를 위한 분할 매수 전략',
    content:
      '<p>한 번에 모든 자금을 투입하기보다 <strong>3~5회에 나누어</strong> 진입하면 평균 단가의 변동을 줄일 수 있습니다.</p>',
  },
  {
    kind: 'STRATEGY',
    category: null,
    title: '레버리지 사용 시 꼭 지켜야 할 세 가지',
    content:
      '<ol><li>손절 가격을 먼저 정하세요.</li><li>증거금의 일부만 사용하세요.</li><li>뉴스 발표 직전에는 포지션을 줄이세요.</li></ol>',
  },
  {
    kind: 'PROMOTION',
    category: null,
    title: '첫 입금 100% 보너스 프로모션',
    content: '<p>첫 입금 시 입금액의 100%를 모의 보너스로 지급합니다. (최대 1,000 USDT)</p>',
  },
  {
    kind: 'POPUP',
    category: null,
    title: 'Baro 모의투자에 오신 것을 환영합니다',
    content:
      '<p>가상 자산으로 부담 없이 거래를 연습해보세요.</p><p>궁금한 점은 <b>1:1 문의</b>로 남겨주세요.</p>',
  },
  {
    kind: 'STATIC',
    category: 'terms',
    title: '이용약관',
    content:
      '<h2>제1조 (목적)</h2><p>이 약관은 Baro 모의투자 서비스의 이용 조건과 절차를 정합니다.</p><h2>제2조 (가상 자산)</h2><p>서비스의 모든 잔고는 가상 자산이며 현금으로 바꿀 수 없습니다.</p>',
  },
  {
    kind: 'STATIC',
    category: 'privacy',
    title: '개인정보처리방침',
    content:
      '<h2>수집하는 항목</h2><p>아이디, 이름, 휴대전화 번호, 접속 기록</p><h2>보관 기간</h2><p>회원 탈퇴 시까지 보관하며, 법령이 정한 경우 그 기간 동안 보관합니다.</p>',
  },
];
