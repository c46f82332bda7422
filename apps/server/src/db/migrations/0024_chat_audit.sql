-- Live chat's operator actions join the operator audit (0020): taking a conversation, answering in
-- it, closing it. The CHECKs are replaced whole with the longer lists.
ALTER TABLE operator_audit DROP CONSTRAINT operator_audit_action_check;
ALTER TABLE operator_audit ADD CONSTRAINT operator_audit_action_check CHECK (action IN ('CONTENT_CREATE',
  'CONTENT_UPDATE', 'CONTENT_OPEN', 'CONTENT_CLOSE', 'CONTENT_ORDER', 'NOTICE_LIVE', 'CONTACT_ANSWER',
  'MESSAGE_SEND', 'CHAT_CLAIM', 'CHAT_REPLY', 'CHAT_CLOSE'));
ALTER TABLE operator_audit DROP CONSTRAINT operator_audit_target_kind_check;
ALTER TABLE operator_audit ADD CONSTRAINT operator_audit_target_kind_check
  CHECK (target_kind IN ('CONTENT', 'CONTACT', 'MESSAGE', 'CHAT'));
