-- A fan-out that fails keeps its signal pending (its transaction rolled back whole); these say how
-- often it failed, when last and why, so the runtime can back off from it and an operator can see a
-- signal that keeps failing (docs/copytrade-design.md "A signal that fails").
ALTER TABLE copytrade_signal
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN last_attempt_at timestamptz,
  ADD COLUMN last_error text;
