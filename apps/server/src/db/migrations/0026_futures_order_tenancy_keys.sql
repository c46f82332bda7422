-- An order's member and option are its own site's (issue 15 §5). The order's foreign keys checked its
-- site, member and option one by one, with nothing tying them together, so an order of site 1 could
-- name a member or an option of site 2. These keys check each pair in one lookup: the member is the
-- order's site's, the option is the order's site's, and so the site exists (a member's site is a
-- foreign key of its own). Two lookups per order where there were three, each saying more. A
-- liquidation batch writes 5,000 orders in one statement, whose foreign-key checks cost about as much
-- as the rows (docs/futures-engine.md "The liquidation sweep"). The parents' (id, site_id) are unique
-- as their id is; the keys need them as indexes of their own.
ALTER TABLE member ADD CONSTRAINT member_id_site_key UNIQUE (id, site_id);
ALTER TABLE futures_option ADD CONSTRAINT futures_option_id_site_key UNIQUE (id, site_id);

ALTER TABLE futures_order
  DROP CONSTRAINT futures_order_site_id_fkey,
  DROP CONSTRAINT futures_order_member_id_fkey,
  DROP CONSTRAINT futures_order_futures_option_id_fkey,
  ADD CONSTRAINT futures_order_member_site_fkey FOREIGN KEY (member_id, site_id) REFERENCES member (id, site_id),
  ADD CONSTRAINT futures_order_option_site_fkey FOREIGN KEY (futures_option_id, site_id)
    REFERENCES futures_option (id, site_id);
