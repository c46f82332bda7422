-- Issue 14: the upload quota counts a member's files of the last hour on every upload
-- (modules/sites/stored-files.ts); this index reads those rows without the member's older files.
CREATE INDEX stored_file_owner_time_idx ON stored_file (site_id, owner_member_id, created_at);
DROP INDEX stored_file_owner_idx;
