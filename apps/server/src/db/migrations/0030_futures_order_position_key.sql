-- An order that names its position is checked through it, with one key, instead of one key each for
-- its member, its option and its position (issue 15 §5, docs/futures-engine.md "The liquidation
-- sweep"). A liquidation batch inserts 5,000 FILLED LIQUIDATION orders in one statement, and their
-- foreign-key checks took 120 of the insert's 182 ms (EXPLAIN ANALYZE on the bench's seed): about
-- 40 ms per key, and a KEY SHARE lock on each of 5,000 member rows besides. The position key reads a
-- row the batch has locked already. Every order that fills, closes or guards a position names one.

-- A position's member and option are its own site's, checked in pairs as 0026 did for orders (the
-- member's site is a key of the member's own). The position key below relies on it.
ALTER TABLE futures_position
  DROP CONSTRAINT futures_position_site_id_fkey,
  DROP CONSTRAINT futures_position_member_id_fkey,
  DROP CONSTRAINT futures_position_futures_option_id_fkey,
  ADD CONSTRAINT futures_position_member_site_fkey FOREIGN KEY (member_id, site_id) REFERENCES member (id, site_id),
  ADD CONSTRAINT futures_position_option_site_fkey FOREIGN KEY (futures_option_id, site_id)
    REFERENCES futures_option (id, site_id);

-- The key an order's position is checked against. It replaces futures_position_member_idx
-- (member_id, id), whose reads (a member's positions by id) use its first two columns, so a position
-- keeps the number of indexes every write of it updates.
ALTER TABLE futures_position
  ADD CONSTRAINT futures_position_member_key UNIQUE (member_id, id, futures_option_id, site_id);
DROP INDEX futures_position_member_idx;

-- An order's position is its own member's, on its own option, on its own site.
ALTER TABLE futures_order
  DROP CONSTRAINT futures_order_futures_position_id_fkey,
  ADD CONSTRAINT futures_order_position_fkey FOREIGN KEY (futures_position_id, member_id, futures_option_id, site_id)
    REFERENCES futures_position (id, member_id, futures_option_id, site_id);

-- An order without a position (one resting to open) checks its member and option directly. These
-- columns are its member and option while it has no position and NULL once it names one, and a key
-- with a NULL is not checked (MATCH SIMPLE): each order pays for the keys that say something about
-- it, never for all three.
ALTER TABLE futures_order
  ADD COLUMN unpositioned_member_id integer
    GENERATED ALWAYS AS (CASE WHEN futures_position_id IS NULL THEN member_id END) STORED,
  ADD COLUMN unpositioned_option_id integer
    GENERATED ALWAYS AS (CASE WHEN futures_position_id IS NULL THEN futures_option_id END) STORED,
  DROP CONSTRAINT futures_order_member_site_fkey,
  DROP CONSTRAINT futures_order_option_site_fkey,
  ADD CONSTRAINT futures_order_member_site_fkey FOREIGN KEY (unpositioned_member_id, site_id)
    REFERENCES member (id, site_id),
  ADD CONSTRAINT futures_order_option_site_fkey FOREIGN KEY (unpositioned_option_id, site_id)
    REFERENCES futures_option (id, site_id);
