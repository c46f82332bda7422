-- An operator may open an inquiry to a member (spec §4 "new inquiry message", CONTACT_MESSAGE): the
-- operator's subject stands in the question, the message in the answer, so the member reads it where
-- answers are read and the unread counters hold unchanged. `started_by` tells the two kinds apart on
-- the member's screen and in the operators' list.
ALTER TABLE contact ADD COLUMN started_by text NOT NULL DEFAULT 'MEMBER'
  CHECK (started_by IN ('MEMBER', 'OPERATOR'));
-- An operator's inquiry carries its message from the start.
ALTER TABLE contact ADD CONSTRAINT contact_operator_started_answered
  CHECK (started_by = 'MEMBER' OR answer IS NOT NULL);

ALTER TABLE operator_audit DROP CONSTRAINT operator_audit_action_check;
ALTER TABLE operator_audit ADD CONSTRAINT operator_audit_action_check CHECK (action IN ('CONTENT_CREATE',
  'CONTENT_UPDATE', 'CONTENT_OPEN', 'CONTENT_CLOSE', 'CONTENT_ORDER', 'NOTICE_LIVE', 'CONTACT_ANSWER',
  'CONTACT_CREATE', 'MESSAGE_SEND', 'CHAT_CLAIM', 'CHAT_REPLY', 'CHAT_CLOSE'));
