-- What the overseas trigger loop reads each second (change-watch.ts, docs/oversea-engine.md "Staying
-- current"): the site's orders and positions changed since it last looked. It found them by the
-- application's `updated_at` with a 5-second look back, so a transaction that committed later than
-- that after its stamp (a long lock wait) was never seen until a restart: a resting order that never
-- filled, a losscut judged on a stale position. Now every change carries the database's `now()`, the
-- start of the transaction that made it, and the loop reads from the oldest start of any transaction
-- still running when it last looked (db/change-horizon.ts), as the futures loop does (migration 0028).

ALTER TABLE oversea_order ADD COLUMN changed_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE oversea_position ADD COLUMN changed_at timestamptz NOT NULL DEFAULT now();

-- The module's writers (write-statements.ts) set `changed_at = now()` themselves; an update that does
-- not (a writer yet to come, a hand-made fix) is stamped here, so none is missed. The condition keeps
-- the function out of the writers' way, as on futures_position.
CREATE FUNCTION oversea_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_at := now();
  RETURN NEW;
END $$;
CREATE TRIGGER oversea_order_changed BEFORE UPDATE ON oversea_order
  FOR EACH ROW WHEN (NEW.changed_at IS NOT DISTINCT FROM OLD.changed_at)
  EXECUTE FUNCTION oversea_row_changed();
CREATE TRIGGER oversea_position_changed BEFORE UPDATE ON oversea_position
  FOR EACH ROW WHEN (NEW.changed_at IS NOT DISTINCT FROM OLD.changed_at)
  EXECUTE FUNCTION oversea_row_changed();

-- The loop's reads were these indexes' only users.
DROP INDEX oversea_order_updated_idx;
DROP INDEX oversea_position_updated_idx;
CREATE INDEX oversea_order_changed_idx ON oversea_order (site_id, changed_at);
CREATE INDEX oversea_position_changed_idx ON oversea_position (site_id, changed_at);
