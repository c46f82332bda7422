-- Each trade option numbers its rounds from 1 in the order they open (issue 14 §5): the global id jumps
-- by however many rounds the site's other options opened meanwhile (#110 → #122 → #126), while the
-- member reads an option's rounds as one sequence. The number is given when the round is created
-- (round-steps.ts `openRounds`, under a per-option lock) and never changes; rounds that existed before
-- are numbered here in the order of their open time.
ALTER TABLE trade_round ADD COLUMN round_no integer;

UPDATE trade_round r SET round_no = numbered.round_no
FROM (
  SELECT id, row_number() OVER (PARTITION BY trade_option_id ORDER BY open_at, id) AS round_no
  FROM trade_round
) numbered
WHERE numbered.id = r.id;

ALTER TABLE trade_round
  ALTER COLUMN round_no SET NOT NULL,
  ADD CONSTRAINT trade_round_round_no_check CHECK (round_no > 0),
  -- Also the index the next number is read from (the option's largest).
  ADD CONSTRAINT trade_round_option_round_no_key UNIQUE (trade_option_id, round_no);
