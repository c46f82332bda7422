-- Orders are found by their position only as TP/SL orders: a position's open take-profit and
-- stop-loss (placement, closes, liquidation, the position records) and every TP/SL order it had
-- (GET /futures/history/tpsl), each query naming the two types. The index held every order with a
-- position, so each MARKET, LIMIT or STOP fill and each LIQUIDATION order paid an index insertion
-- no query read (a liquidation batch inserts 5,000 such orders in one statement, and an order
-- placement is a fill). It now holds the TP/SL orders alone.
DROP INDEX futures_order_position_idx;
CREATE INDEX futures_order_tpsl_position_idx ON futures_order (futures_position_id)
  WHERE market_type IN ('TAKEPROFIT', 'STOPLOSS');
