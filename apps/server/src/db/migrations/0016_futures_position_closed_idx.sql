-- The trigger loop drops the positions closed since it last looked (by a close, TP/SL, a flip or
-- liquidation) from its margin-warning watch and liquidation book, reading them as a range of this
-- index as it reads the open ones changed (futures_position_option_open_idx).
CREATE INDEX futures_position_option_closed_idx ON futures_position (futures_option_id, closed_at)
  WHERE status = 'CLOSED';
