-- What the trigger loop reads each second (trigger-loop.ts, docs/futures-engine.md "The loop's
-- reads"): the open orders and positions of its option changed since it last looked, the positions
-- closed since, and every open CROSS position whose wallet moved since. It used to find them by the
-- application's `updated_at` with a 5-second look back and by order id with a 1,000-id look back, so a
-- transaction that committed later than that after its stamp (a long lock wait) was never seen until
-- a restart. Now every change carries the database's `now()`, the start of the transaction that made
-- it, and the loop reads from the oldest start of any transaction still running when it last looked
-- (pg_stat_activity): whatever it could not see then was written by one of those, so carries a later stamp.

ALTER TABLE futures_order ADD COLUMN changed_at timestamptz NOT NULL DEFAULT now();
-- An open order is only ever inserted (a stop armed by the loop is added by the loop itself).
DROP INDEX futures_order_option_open_idx;
CREATE INDEX futures_order_option_open_idx ON futures_order (futures_option_id, changed_at)
  WHERE status = 'OPEN';

ALTER TABLE futures_position ADD COLUMN changed_at timestamptz NOT NULL DEFAULT now();
-- The module's writers set `changed_at = now()` themselves; an update that does not (a writer yet to
-- come, a hand-made fix) is stamped here, so none is missed. The condition keeps the function out of
-- the writers' way: calling it for each of a liquidation batch's 5,000 positions cost measurably.
CREATE FUNCTION futures_position_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_at := now();
  RETURN NEW;
END $$;
CREATE TRIGGER futures_position_changed BEFORE UPDATE ON futures_position
  FOR EACH ROW WHEN (NEW.changed_at IS NOT DISTINCT FROM OLD.changed_at)
  EXECUTE FUNCTION futures_position_changed();
DROP INDEX futures_position_option_open_idx;
CREATE INDEX futures_position_option_open_idx ON futures_position (futures_option_id, changed_at)
  WHERE status = 'OPEN';
DROP INDEX futures_position_option_closed_idx;
CREATE INDEX futures_position_option_closed_idx ON futures_position (futures_option_id, changed_at)
  WHERE status = 'CLOSED';

-- A CROSS position is backed by its margin and the FUTURES wallet's available balance, so its
-- liquidation price moves whenever that balance does: a hold or a fill on any option, funding, a
-- transfer or conversion out. The position row does not change then; this stamp does. It is written
-- under the wallet's row lock (the balance update fires it), which every futures action takes first,
-- so it adds no new lock order. Members without an open CROSS position pay one index probe.
CREATE TABLE futures_cross_stamp (
  member_id integer PRIMARY KEY REFERENCES member(id),
  changed_at timestamptz NOT NULL
);
CREATE INDEX futures_cross_stamp_changed_idx ON futures_cross_stamp (changed_at);
CREATE FUNCTION futures_cross_wallet_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM futures_position
             WHERE member_id = NEW.member_id AND status = 'OPEN' AND margin_type = 'CROSS') THEN
    INSERT INTO futures_cross_stamp (member_id, changed_at) VALUES (NEW.member_id, now())
      ON CONFLICT (member_id) DO UPDATE SET changed_at = EXCLUDED.changed_at;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER futures_cross_wallet_changed AFTER UPDATE OF balance ON ledger_account
  FOR EACH ROW WHEN (NEW.wallet_type = 'FUTURES' AND NEW.kind = 'AVAILABLE')
  EXECUTE FUNCTION futures_cross_wallet_changed();
