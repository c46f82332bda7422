import type { CatalogueEntry } from './entry.ts';

/** Wallets, deposits, withdrawals, transfers, conversion and payment providers (DOMAIN.md §6). */
export const walletErrors = {
  WALLET_NOT_FOUND: { status: 404, ko: '지갑이 존재하지 않습니다.', en: 'The wallet does not exist.' },
  WALLET_ALREADY_EXISTS: { status: 409, ko: '이미 생성된 지갑입니다.', en: 'The wallet already exists.' },
  COIN_NOT_SUPPORTED: { status: 400, ko: '지원하지 않는 코인입니다.', en: 'This coin is not supported.' },
  // The three amount alerts are the spec's own (§5). The web client shows them before sending, and
  // the server answers with the same codes when a request arrives without a valid amount.
  WITHDRAW_AMOUNT_REQUIRED: {
    status: 400,
    ko: '출금신청금액을 입력해주세요.',
    en: 'Please enter the withdrawal amount.',
  },
  WITHDRAW_AMOUNT_EXCEEDS_BALANCE: {
    status: 400,
    ko: '출금신청금액이 보유금액을 초과합니다.',
    en: 'The withdrawal amount exceeds your balance.',
  },
  DEPOSIT_AMOUNT_REQUIRED: {
    status: 400,
    ko: '입금신청금액을 입력해주세요.',
    en: 'Please enter the deposit amount.',
  },
  WITHDRAW_ADDRESS_REQUIRED: {
    status: 400,
    ko: '출금 주소를 입력해주세요.',
    en: 'Please enter the withdrawal address.',
  },
  DNW_PENDING_EXISTS: {
    status: 409,
    ko: '처리 대기중인 신청이 있습니다.',
    en: 'A request is already pending.',
  },
  DNW_NOT_CANCELLABLE: {
    status: 409,
    ko: '대기중인 신청만 취소할 수 있습니다.',
    en: 'Only pending requests can be cancelled.',
  },
  TRANSFER_SAME_WALLET: {
    status: 400,
    ko: '같은 지갑으로는 이동할 수 없습니다.',
    en: 'Cannot transfer to the same wallet.',
  },
  CONVERT_PAIR_NOT_SUPPORTED: {
    status: 400,
    ko: '지원하지 않는 전환입니다.',
    en: 'This conversion is not supported.',
  },
  EXCHANGE_RATE_CHANGED: {
    status: 409,
    ko: '시세가 변경되었습니다. 다시 시도해주세요.',
    en: 'The rate has changed. Please try again.',
  },
  EXCHANGE_RATE_UNAVAILABLE: {
    status: 503,
    ko: '환율 정보를 불러올 수 없습니다.',
    en: 'The exchange rate is unavailable.',
  },
  PROVIDER_UNAVAILABLE: {
    status: 502,
    ko: '결제 서비스에 일시적인 문제가 있습니다. 잠시 후 다시 시도해주세요.',
    en: 'The payment service has a temporary problem. Please try again shortly.',
  },
  PROVIDER_SIGNUP_REQUIRED: {
    status: 409,
    ko: '결제 서비스 가입이 필요합니다.',
    en: 'Please sign up with the payment service first.',
  },
  PROVIDER_ALREADY_SIGNED_UP: {
    status: 409,
    ko: '이미 가입된 결제 서비스입니다.',
    en: 'You have already signed up with this payment service.',
  },
  // Baro additions for the wallet module (issue 6).
  DNW_NOT_FOUND: { status: 404, ko: '존재하지 않는 신청입니다.', en: 'The request does not exist.' },
  DNW_ALREADY_PROCESSED: {
    status: 409,
    ko: '이미 처리된 신청입니다.',
    en: 'The request has already been processed.',
  },
  // The ledger's answer when a hold was settled (posted or voided) by another action first.
  HOLD_NOT_OPEN: {
    status: 409,
    ko: '이미 정산된 보류 금액입니다.',
    en: 'The held amount has already been settled.',
  },
  DEPOSIT_AMOUNT_BELOW_MIN: {
    status: 400,
    ko: '입금신청금액은 {amount} 이상이어야 합니다.',
    en: 'The deposit amount must be at least {amount}.',
  },
  DEPOSIT_AMOUNT_ABOVE_MAX: {
    status: 400,
    ko: '입금신청금액은 {amount} 이하여야 합니다.',
    en: 'The deposit amount must be at most {amount}.',
  },
  WITHDRAW_AMOUNT_BELOW_MIN: {
    status: 400,
    ko: '출금신청금액은 {amount} 이상이어야 합니다.',
    en: 'The withdrawal amount must be at least {amount}.',
  },
  WITHDRAW_AMOUNT_ABOVE_MAX: {
    status: 400,
    ko: '출금신청금액은 {amount} 이하여야 합니다.',
    en: 'The withdrawal amount must be at most {amount}.',
  },
  QUOTE_AMOUNT_MISMATCH: {
    status: 400,
    ko: '신청 수량이 시세와 맞지 않습니다.',
    en: 'The amount does not match the quoted price.',
  },
  CONVERT_AMOUNT_TOO_SMALL: {
    status: 400,
    ko: '전환 금액이 너무 작습니다.',
    en: 'The amount is too small to convert.',
  },
  PROVIDER_BALANCE_INSUFFICIENT: {
    status: 400,
    ko: '결제 서비스 잔액이 부족합니다.',
    en: 'The balance at the payment service is insufficient.',
  },
  CHECKOUT_NOT_FOUND: {
    status: 404,
    ko: '결제 요청을 찾을 수 없습니다.',
    en: 'The payment request was not found.',
  },
  CHECKOUT_ALREADY_COMPLETED: {
    status: 409,
    ko: '이미 완료된 결제 요청입니다.',
    en: 'The payment request has already been completed.',
  },
} as const satisfies Record<string, CatalogueEntry>;
