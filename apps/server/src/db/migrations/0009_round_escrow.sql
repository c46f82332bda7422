-- Round settlement at scale (issue 7 §5: a round of 50,000 bets settled in under half a second). A
-- round's settlement used to rewrite every bet, post every bet's hold and move every bettor's
-- RESERVED account: about 270,000 row writes per 50,000 bets. From here on (docs/ledger-flows.md
-- "Timed-round bet"):
-- - a stake moves at bet time from the member's AVAILABLE account to the site's BET_ESCROW account
--   (sharded like the house), and the bet row is the reservation: gameWaitPoint counts the stakes of
--   the member's bets in rounds not yet settled;
-- - settlement pays each winner (and refunds each void bet) from the escrow, and moves what is left
--   of the round's stakes between escrow and house in one posting per shard;
-- - a bet's status, result and settled time follow from its round's recorded outcome (the view
--   `trade_bet_outcome`), so settling a round writes no bet row.

-- An account's shape (asset and wallet codes, kind, owner, shard) is checked once, when the account
-- is made: after that only its balance ever changes. As CHECK constraints these were evaluated on
-- every balance change (two regular expressions and the owner rule per row: half the cost of a
-- balance update, measured on 33,000 wallets). The balance's own check stays a constraint.
ALTER TABLE ledger_account
  DROP CONSTRAINT ledger_account_asset_check,
  DROP CONSTRAINT ledger_account_wallet_type_check,
  DROP CONSTRAINT ledger_account_shard_check,
  DROP CONSTRAINT ledger_account_kind_check,
  DROP CONSTRAINT ledger_account_owner_check;
CREATE FUNCTION ledger_account_shape_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT (
    NEW.asset ~ '^[A-Z0-9]{2,16}$'
    AND (NEW.wallet_type IS NULL OR NEW.wallet_type ~ '^[A-Z0-9]{2,16}$')
    AND NEW.shard >= 0
    AND NEW.kind IN ('AVAILABLE', 'RESERVED', 'HOUSE', 'FEE', 'BONUS', 'INSURANCE', 'PROVIDER_CLEARING', 'BET_ESCROW')
    AND (
      (NEW.member_id IS NOT NULL AND NEW.wallet_type IS NOT NULL AND NEW.kind IN ('AVAILABLE', 'RESERVED')
        AND NEW.shard = 0)
      OR (NEW.member_id IS NULL AND NEW.wallet_type IS NULL AND NEW.kind NOT IN ('AVAILABLE', 'RESERVED'))
    )
  ) THEN
    RAISE EXCEPTION 'ledger account %/%/%/%/% has no valid shape', NEW.asset, NEW.kind, NEW.member_id,
      NEW.wallet_type, NEW.shard USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_account_shape_check BEFORE INSERT ON ledger_account
  FOR EACH ROW EXECUTE FUNCTION ledger_account_shape_check();
-- Room on each page for a balance's next version: a balance change then stays on its page without
-- touching the five indexes (a heap-only update). Settling a round changes tens of thousands.
ALTER TABLE ledger_account SET (fillfactor = 70);

-- An account is never deleted and never changes anything but its balance: the postings and holds
-- that name it rely on that, it lets the check below stand in for foreign keys, and it keeps the
-- shape checked when the account was made. A balance change lists none of these columns, so it
-- never calls this trigger.
CREATE FUNCTION ledger_account_keys_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (NEW.id, NEW.site_id, NEW.asset, NEW.kind, NEW.member_id, NEW.wallet_type, NEW.shard)
      IS DISTINCT FROM (OLD.id, OLD.site_id, OLD.asset, OLD.kind, OLD.member_id, OLD.wallet_type, OLD.shard) THEN
    RAISE EXCEPTION 'ledger account % keeps everything but its balance and is never deleted', OLD.id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_account_keys_fixed
  BEFORE UPDATE OF id, site_id, asset, kind, member_id, wallet_type, shard OR DELETE ON ledger_account
  FOR EACH ROW EXECUTE FUNCTION ledger_account_keys_fixed();

-- A hold is never deleted either: the postings that name it rely on that.
CREATE FUNCTION ledger_hold_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger hold % is never deleted', OLD.id USING ERRCODE = 'foreign_key_violation';
END $$;
CREATE TRIGGER ledger_hold_kept BEFORE DELETE ON ledger_hold FOR EACH ROW EXECUTE FUNCTION ledger_hold_kept();

-- A posting names two accounts of its own site and asset, and a hold that exists (when it names one).
-- The foreign keys checked that one row at a time (a trigger call, a lookup and a share lock per key
-- per posting); this checks a whole statement's postings at once, with the same error class. Each
-- posting's keys are looked up by primary key (the same few debit accounts of a round's payouts are
-- looked up once), so the check costs what the statement wrote, whatever the size of the tables; the
-- planner's own settings apply, whatever the calling transaction set for itself.
ALTER TABLE ledger_posting DROP CONSTRAINT ledger_posting_debit_account_id_site_id_asset_fkey;
ALTER TABLE ledger_posting DROP CONSTRAINT ledger_posting_credit_account_id_site_id_asset_fkey;
ALTER TABLE ledger_posting DROP CONSTRAINT ledger_posting_hold_id_fkey;
CREATE FUNCTION ledger_posting_accounts_check() RETURNS trigger LANGUAGE plpgsql
  SET enable_hashjoin = off SET enable_mergejoin = off SET enable_nestloop = on SET jit = off AS $$
DECLARE
  bad record;
BEGIN
  SELECT p.id, p.debit_account_id, p.credit_account_id, p.hold_id INTO bad
  FROM added p
    LEFT JOIN ledger_account d ON d.id = p.debit_account_id AND d.site_id = p.site_id AND d.asset = p.asset
    LEFT JOIN ledger_account c ON c.id = p.credit_account_id AND c.site_id = p.site_id AND c.asset = p.asset
  WHERE d.id IS NULL OR c.id IS NULL
    OR (p.hold_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ledger_hold h WHERE h.id = p.hold_id))
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'posting % names accounts %/% (hold %) that are not its site''s and asset''s',
      bad.id, bad.debit_account_id, bad.credit_account_id, bad.hold_id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_posting_accounts_check AFTER INSERT ON ledger_posting
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_posting_accounts_check();

-- The bettor's accounts, so settlement finds each winner's wallet without a lookup by member.
ALTER TABLE trade_bet ADD COLUMN available_account_id bigint;
UPDATE trade_bet b SET available_account_id = a.id
  FROM ledger_account a
  WHERE a.member_id = b.member_id AND a.wallet_type = 'BINARY' AND a.kind = 'AVAILABLE';

-- Bets still open when this runs were reserved as holds: each one's stake moves from the member's
-- RESERVED account to the escrow (the hold is POSTED to it), as a bet placed from now on does.
INSERT INTO ledger_account (site_id, asset, kind, shard)
  SELECT DISTINCT b.site_id, b.asset, 'BET_ESCROW', b.member_id % 8
  FROM trade_bet b WHERE b.status = 0
  ON CONFLICT DO NOTHING;
CREATE TEMP TABLE open_bet_hold ON COMMIT DROP AS
  SELECT h.id AS hold_id, h.site_id, h.asset, h.amount, h.reserved_account_id, h.ref, e.id AS escrow_id
  FROM trade_bet b
    JOIN trade_bet_stake s ON s.trade_bet_id = b.id
    JOIN ledger_hold h ON h.id = s.hold_id AND h.status = 'OPEN'
    JOIN ledger_account e ON e.site_id = b.site_id AND e.asset = b.asset AND e.kind = 'BET_ESCROW'
      AND e.shard = b.member_id % 8 AND e.member_id IS NULL
  WHERE b.status = 0;
INSERT INTO ledger_posting (site_id, asset, debit_account_id, credit_account_id, amount, hold_id, ref)
  SELECT site_id, asset, reserved_account_id, escrow_id, amount, hold_id, ref FROM open_bet_hold;
UPDATE ledger_account a SET balance = a.balance + m.delta
  FROM (
    SELECT account_id, SUM(delta) AS delta FROM (
      SELECT reserved_account_id AS account_id, -amount AS delta FROM open_bet_hold
      UNION ALL
      SELECT escrow_id, amount FROM open_bet_hold
    ) moves GROUP BY account_id
  ) m
  WHERE a.id = m.account_id;
UPDATE ledger_hold h SET status = 'POSTED', posted_amount = h.amount, settled_at = now()
  FROM open_bet_hold o WHERE h.id = o.hold_id;

-- The placements' holds are all settled now, and a placement from here on is a posting.
DROP TABLE trade_bet_stake;
ALTER TABLE trade_bet ALTER COLUMN available_account_id SET NOT NULL;
ALTER TABLE trade_bet DROP CONSTRAINT trade_bet_settlement_check;
ALTER TABLE trade_bet DROP COLUMN status, DROP COLUMN result_point, DROP COLUMN settled_at;

-- A bet with its outcome, which its round decides (DOMAIN.md §2): running until the round is settled,
-- then void (the stake back), won (⌊stake × payout⌋, the payout the round opened with) or lost.
CREATE VIEW trade_bet_outcome AS
  SELECT b.*,
    CASE WHEN r.phase <> 'SETTLED' THEN 0 WHEN r.status = 3 THEN 3 WHEN b.side = r.result THEN 1 ELSE 2 END
      ::smallint AS status,
    CASE WHEN r.phase <> 'SETTLED' THEN NULL WHEN r.status = 3 THEN b.stake
      WHEN b.side = r.result THEN floor(b.stake * r.payout) ELSE 0 END AS result_point,
    r.settled_at
  FROM trade_bet b JOIN trade_round r ON r.id = b.trade_round_id;
