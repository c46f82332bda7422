-- TP/SL at entry (issue 15 §3, docs/spec-interpretations.md): an order placed with a take-profit or
-- stop-loss keeps them here, in price units as `price` and `stop_price` are, so that a resting order
-- puts them on its position whenever it fills, also after a restart (the row is the truth, not the
-- page that placed it). The fill writes them as TAKEPROFIT / STOPLOSS orders of the position, as
-- POST /futures/order/tpsl does; these columns stay as the record of what the order asked for.
ALTER TABLE futures_order
  ADD COLUMN take_profit bigint CHECK (take_profit > 0),
  ADD COLUMN stop_loss bigint CHECK (stop_loss > 0),
  ADD COLUMN is_mark_tp boolean NOT NULL DEFAULT false,
  ADD COLUMN is_mark_sl boolean NOT NULL DEFAULT false;

-- POST /futures/order is idempotent by its own row: the order's (member_id, request_id) key (0013)
-- finds a retry, and `request_hash` (sha256 of the body's canonical JSON, as idempotency_record keeps)
-- tells a retry from another body sent with the same id (IDEMPOTENCY_CONFLICT), so the order route
-- needs no idempotency_record row of its own (place-order.ts).
ALTER TABLE futures_order
  ADD COLUMN request_hash text CHECK (request_hash IS NULL OR request_id IS NOT NULL);
