-- The liquidation sweep at scale (issue 15 §5: 20,000 liquidations decided and settled in under a
-- second). Each liquidation writes a FILLED LIQUIDATION order, and futures_order's five foreign keys
-- (site, member, option, position, hold) checked each row alone: five trigger calls per order, each a
-- lookup and a share lock. EXPLAIN (ANALYZE) on the liquidation bench's data: 5,000 orders inserted in
-- 60 ms without the keys, 230-350 ms with them, the most costly step of the sweep. As migration 0009
-- did for postings, one statement-level trigger now checks all the orders a statement inserts (or
-- re-keys) at once, each distinct key looked up once by primary key (one site, one option and a few
-- thousand members and positions for a batch of 5,000), with the same error class (23503).
--
-- What the keys also gave, that a named row cannot be deleted or change id, is kept by triggers on
-- those tables refusing exactly that while a futures order names the row (ledger holds are never
-- deleted at all, 0009). Those run only on a delete or an id change, which no code does: members,
-- sites, options, positions and holds are history. Unlike a key's share lock, the check does not make
-- a concurrent delete of the named row wait for the inserting transaction; a member or site with any
-- ledger account, and a position with any funding row, cannot be deleted in any case.
ALTER TABLE futures_order
  DROP CONSTRAINT futures_order_site_id_fkey,
  DROP CONSTRAINT futures_order_member_id_fkey,
  DROP CONSTRAINT futures_order_futures_option_id_fkey,
  DROP CONSTRAINT futures_order_futures_position_id_fkey,
  DROP CONSTRAINT futures_order_hold_id_fkey;

CREATE FUNCTION futures_order_keys_check() RETURNS trigger LANGUAGE plpgsql
  SET enable_hashjoin = off SET enable_mergejoin = off SET enable_nestloop = on SET jit = off AS $$
DECLARE
  sites integer[];
  members integer[];
  options integer[];
  positions integer[];
  holds bigint[];
  missing bigint;
BEGIN
  -- The keys to check, each once: every row an INSERT wrote, the rows an UPDATE re-keyed.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT site_id), array_agg(DISTINCT member_id), array_agg(DISTINCT futures_option_id),
      array_agg(DISTINCT futures_position_id) FILTER (WHERE futures_position_id IS NOT NULL),
      array_agg(DISTINCT hold_id) FILTER (WHERE hold_id IS NOT NULL)
    INTO sites, members, options, positions, holds FROM added;
  ELSE
    SELECT array_agg(DISTINCT n.site_id), array_agg(DISTINCT n.member_id), array_agg(DISTINCT n.futures_option_id),
      array_agg(DISTINCT n.futures_position_id) FILTER (WHERE n.futures_position_id IS NOT NULL),
      array_agg(DISTINCT n.hold_id) FILTER (WHERE n.hold_id IS NOT NULL)
    INTO sites, members, options, positions, holds
    FROM added n LEFT JOIN removed o ON o.id = n.id
    WHERE o.id IS NULL OR (n.site_id, n.member_id, n.futures_option_id, n.futures_position_id, n.hold_id)
      IS DISTINCT FROM (o.site_id, o.member_id, o.futures_option_id, o.futures_position_id, o.hold_id);
  END IF;
  -- An UPDATE that re-keyed nothing (a fill, a cancel) has nothing to check: one query in all.
  IF sites IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT k INTO missing FROM unnest(sites) k WHERE NOT EXISTS (SELECT 1 FROM site_info s WHERE s.id = k) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'a futures order names site % that does not exist', missing USING ERRCODE = 'foreign_key_violation';
  END IF;
  SELECT k INTO missing FROM unnest(members) k WHERE NOT EXISTS (SELECT 1 FROM member m WHERE m.id = k) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'a futures order names member % that does not exist', missing USING ERRCODE = 'foreign_key_violation';
  END IF;
  SELECT k INTO missing FROM unnest(options) k
  WHERE NOT EXISTS (SELECT 1 FROM futures_option f WHERE f.id = k) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'a futures order names option % that does not exist', missing USING ERRCODE = 'foreign_key_violation';
  END IF;
  SELECT k INTO missing FROM unnest(positions) k
  WHERE NOT EXISTS (SELECT 1 FROM futures_position p WHERE p.id = k) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'a futures order names position % that does not exist', missing USING ERRCODE = 'foreign_key_violation';
  END IF;
  SELECT k INTO missing FROM unnest(holds) k WHERE NOT EXISTS (SELECT 1 FROM ledger_hold h WHERE h.id = k) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'a futures order names hold % that does not exist', missing USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER futures_order_keys_inserted AFTER INSERT ON futures_order
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION futures_order_keys_check();
CREATE TRIGGER futures_order_keys_updated AFTER UPDATE ON futures_order
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION futures_order_keys_check();

-- A row a futures order names keeps its id and is not deleted (the keys' NO ACTION). TG_ARGV[0] is the
-- futures_order column that names the table's rows.
CREATE FUNCTION futures_order_named_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named boolean;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.id = OLD.id THEN
    RETURN NEW;
  END IF;
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM futures_order WHERE %I = $1)', TG_ARGV[0]) INTO named USING OLD.id;
  IF named THEN
    RAISE EXCEPTION '% % is named by a futures order: it keeps its id and is not deleted', TG_TABLE_NAME, OLD.id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END $$;
CREATE TRIGGER futures_order_named_kept BEFORE DELETE OR UPDATE OF id ON site_info
  FOR EACH ROW EXECUTE FUNCTION futures_order_named_kept('site_id');
CREATE TRIGGER futures_order_named_kept BEFORE DELETE OR UPDATE OF id ON member
  FOR EACH ROW EXECUTE FUNCTION futures_order_named_kept('member_id');
CREATE TRIGGER futures_order_named_kept BEFORE DELETE OR UPDATE OF id ON futures_option
  FOR EACH ROW EXECUTE FUNCTION futures_order_named_kept('futures_option_id');
CREATE TRIGGER futures_order_named_kept BEFORE DELETE OR UPDATE OF id ON futures_position
  FOR EACH ROW EXECUTE FUNCTION futures_order_named_kept('futures_position_id');
CREATE TRIGGER futures_order_named_kept BEFORE UPDATE OF id ON ledger_hold
  FOR EACH ROW EXECUTE FUNCTION futures_order_named_kept('hold_id');
