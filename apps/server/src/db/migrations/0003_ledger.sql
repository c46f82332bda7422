-- The double-entry ledger (ARCHITECTURE.md §4, DOMAIN.md §1). Amounts are integer minor units of the
-- row's asset (KRW 0 decimals, USDT and coins 8), stored as NUMERIC(38,0) so no float ever touches
-- money. Every balance change is a posting between two accounts of the same site and asset, so the
-- balances of one site and asset always sum to zero. The store in apps/server/src/ledger is the only
-- writer; the constraints below hold even for SQL written elsewhere.

-- An account is either a member's (one AVAILABLE and one RESERVED per wallet) or the site's (house,
-- fees, bonuses, insurance, payment-provider clearing). System accounts are split into shards so that
-- no single row becomes the lock every transfer waits on (a hot row caps near 3,000 transfers/s).
CREATE TABLE ledger_account (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  site_id integer NOT NULL REFERENCES site_info(id),
  asset text NOT NULL CHECK (asset ~ '^[A-Z0-9]{2,16}$'),
  kind text NOT NULL CHECK (
    kind IN ('AVAILABLE', 'RESERVED', 'HOUSE', 'FEE', 'BONUS', 'INSURANCE', 'PROVIDER_CLEARING')
  ),
  member_id integer REFERENCES member(id),
  -- The spec's wallet: 'BINARY', 'FUTURES' or a coin code. NULL for system accounts.
  wallet_type text CHECK (wallet_type ~ '^[A-Z0-9]{2,16}$'),
  shard smallint NOT NULL DEFAULT 0 CHECK (shard >= 0),
  balance numeric(38, 0) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The backstop behind the guarded UPDATE in the store: a member never owes the site money.
  CONSTRAINT ledger_account_member_balance_check CHECK (member_id IS NULL OR balance >= 0),
  CONSTRAINT ledger_account_owner_check CHECK (
    (member_id IS NOT NULL AND wallet_type IS NOT NULL AND kind IN ('AVAILABLE', 'RESERVED') AND shard = 0)
    OR (member_id IS NULL AND wallet_type IS NULL AND kind NOT IN ('AVAILABLE', 'RESERVED'))
  ),
  -- The target of the composite foreign keys below: a posting or hold can only name accounts of its
  -- own site and asset, whatever code writes it.
  CONSTRAINT ledger_account_site_asset_unique UNIQUE (id, site_id, asset)
);
CREATE UNIQUE INDEX ledger_account_member_unique
  ON ledger_account (member_id, wallet_type, kind) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_account_system_unique
  ON ledger_account (site_id, asset, kind, shard) WHERE member_id IS NULL;
CREATE INDEX ledger_account_site_asset_idx ON ledger_account (site_id, asset);

-- Two-phase reservations: reserve (AVAILABLE → RESERVED), then post (RESERVED → elsewhere, the
-- remainder back to AVAILABLE) or void (RESERVED → AVAILABLE). A member's RESERVED balance equals the
-- sum of that account's OPEN holds.
CREATE TABLE ledger_hold (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  site_id integer NOT NULL,
  asset text NOT NULL,
  member_id integer NOT NULL REFERENCES member(id),
  available_account_id bigint NOT NULL,
  reserved_account_id bigint NOT NULL,
  amount numeric(38, 0) NOT NULL CHECK (amount > 0),
  -- How much of the hold left the member's wallet when it was settled: NULL while OPEN, 0 if voided.
  posted_amount numeric(38, 0),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'POSTED', 'VOIDED')),
  -- Adding a purpose is a new migration on purpose: each one is a flow in docs/ledger-flows.md.
  purpose text NOT NULL CHECK (purpose IN ('BET', 'WITHDRAWAL', 'ORDER_MARGIN', 'POSITION_MARGIN')),
  ref text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CONSTRAINT ledger_hold_settlement_check CHECK (
    (status = 'OPEN' AND posted_amount IS NULL AND settled_at IS NULL)
    OR (status = 'POSTED' AND posted_amount > 0 AND posted_amount <= amount AND settled_at IS NOT NULL)
    OR (status = 'VOIDED' AND posted_amount = 0 AND settled_at IS NOT NULL)
  ),
  CONSTRAINT ledger_hold_accounts_check CHECK (available_account_id <> reserved_account_id),
  FOREIGN KEY (available_account_id, site_id, asset) REFERENCES ledger_account (id, site_id, asset),
  FOREIGN KEY (reserved_account_id, site_id, asset) REFERENCES ledger_account (id, site_id, asset)
);
CREATE INDEX ledger_hold_open_idx ON ledger_hold (reserved_account_id) WHERE status = 'OPEN';
CREATE INDEX ledger_hold_member_idx ON ledger_hold (member_id, id);

-- One row per movement; never updated, never deleted. Balances are the running sum of these rows,
-- which checkLedgerInvariants verifies.
CREATE TABLE ledger_posting (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  site_id integer NOT NULL,
  asset text NOT NULL,
  debit_account_id bigint NOT NULL,
  credit_account_id bigint NOT NULL,
  amount numeric(38, 0) NOT NULL CHECK (amount > 0),
  -- Groups the postings of one action (a settlement with a fee, a transfer between own wallets).
  transfer_id uuid NOT NULL DEFAULT gen_random_uuid(),
  -- Spec §3 dnw type: the member-visible history label. NULL for movements the member does not list.
  dnw_type text CHECK (dnw_type IN ('B', 'D', 'W', 'WB', 'WS', 'TI', 'CI', 'TO', 'CO', 'E', 'C', 'PB', 'PM')),
  hold_id bigint REFERENCES ledger_hold(id),
  -- What caused it, e.g. 'bet:123', 'withdrawal:7'.
  ref text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_posting_accounts_check CHECK (debit_account_id <> credit_account_id),
  FOREIGN KEY (debit_account_id, site_id, asset) REFERENCES ledger_account (id, site_id, asset),
  FOREIGN KEY (credit_account_id, site_id, asset) REFERENCES ledger_account (id, site_id, asset)
);
-- Per-account history, newest first (a backward scan of these).
CREATE INDEX ledger_posting_debit_idx ON ledger_posting (debit_account_id, id);
CREATE INDEX ledger_posting_credit_idx ON ledger_posting (credit_account_id, id);
CREATE INDEX ledger_posting_transfer_idx ON ledger_posting (transfer_id);
CREATE INDEX ledger_posting_hold_idx ON ledger_posting (hold_id) WHERE hold_id IS NOT NULL;

-- A member's retry with the same requestId gets the first answer back (ARCHITECTURE.md §3 step 5).
-- The row is inserted before the work runs, so a concurrent duplicate waits on the primary key and
-- then replays; `response` is filled in by the same transaction and is never NULL once committed.
CREATE TABLE idempotency_record (
  site_id integer NOT NULL REFERENCES site_info(id),
  member_id integer NOT NULL REFERENCES member(id),
  request_id text NOT NULL CHECK (length(request_id) BETWEEN 1 AND 128),
  body_hash text NOT NULL CHECK (body_hash ~ '^[0-9a-f]{64}$'),
  response jsonb,
  status_code integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, request_id)
);
