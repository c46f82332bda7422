-- The statement-level check of migration 0009 (a posting names two accounts of its own site and asset,
-- and a hold that exists), looking each account up once per statement instead of twice per posting.
-- A futures liquidation batch writes three postings per position and most of them name the same
-- member wallet or one of the site's few shards: on the liquidation bench (5,000 positions, 15,000
-- postings) the per-posting form made 30,000 index lookups for about 5,000 distinct accounts, a quarter
-- of the statement's time. Same error class, and the message still names an offending posting.
CREATE OR REPLACE FUNCTION ledger_posting_accounts_check() RETURNS trigger LANGUAGE plpgsql
  SET enable_hashjoin = off SET enable_mergejoin = off SET enable_nestloop = on SET jit = off AS $$
DECLARE
  bad record;
BEGIN
  SELECT k.id, k.site_id, k.asset INTO bad
  FROM (
    SELECT debit_account_id AS id, site_id, asset FROM added
    UNION
    SELECT credit_account_id, site_id, asset FROM added
  ) k
    LEFT JOIN ledger_account a ON a.id = k.id AND a.site_id = k.site_id AND a.asset = k.asset
  WHERE a.id IS NULL
  LIMIT 1;
  IF NOT FOUND THEN
    SELECT p.id, p.hold_id INTO bad FROM added p
    WHERE p.hold_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ledger_hold h WHERE h.id = p.hold_id)
    LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'posting % names hold % that does not exist', bad.id, bad.hold_id
        USING ERRCODE = 'foreign_key_violation';
    END IF;
    RETURN NULL;
  END IF;
  SELECT p.id, p.debit_account_id, p.credit_account_id INTO bad FROM added p
  WHERE (p.debit_account_id = bad.id OR p.credit_account_id = bad.id) AND p.site_id = bad.site_id
    AND p.asset = bad.asset
  LIMIT 1;
  RAISE EXCEPTION 'posting % names accounts %/% that are not its site''s and asset''s',
    bad.id, bad.debit_account_id, bad.credit_account_id
    USING ERRCODE = 'foreign_key_violation';
END $$;
