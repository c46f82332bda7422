-- Banks members choose from (signup bank info, withdrawal accounts), shared by every site; each site
-- filters the list with its bank-list setting (spec §5). Ids are stable references, so they are written
-- out rather than generated: ids 1-30 and 57-60 are banks with their 3-digit Korean bank code, ids
-- 31-56 are securities firms without one (the range the "exclude31to56" setting removes), and 61-62
-- are the two agricultural-bank entries only the "addAgricultural" setting lists.
CREATE TABLE bank (
  id integer PRIMARY KEY CHECK (id > 0),
  name text NOT NULL,
  code text CHECK (code ~ '^[0-9]{3}$'),
  listed_by_default boolean NOT NULL DEFAULT true
);

INSERT INTO bank (id, name, code) VALUES
  (1, 'KB국민은행', '004'),
  (2, '신한은행', '088'),
  (3, '우리은행', '020'),
  (4, '하나은행', '081'),
  (5, 'NH농협은행', '011'),
  (6, 'IBK기업은행', '003'),
  (7, '카카오뱅크', '090'),
  (8, '토스뱅크', '092'),
  (9, '케이뱅크', '089'),
  (10, 'SC제일은행', '023'),
  (11, '한국씨티은행', '027'),
  (12, '부산은행', '032'),
  (13, 'iM뱅크(대구은행)', '031'),
  (14, '경남은행', '039'),
  (15, '광주은행', '034'),
  (16, '전북은행', '037'),
  (17, '제주은행', '035'),
  (18, '새마을금고', '045'),
  (19, '신협', '048'),
  (20, '우체국', '071'),
  (21, '수협은행', '007'),
  (22, 'KDB산업은행', '002'),
  (23, '저축은행', '050'),
  (24, '산림조합', '064'),
  (25, '한국수출입은행', '008'),
  (26, 'HSBC은행', '054'),
  (27, '도이치은행', '055'),
  (28, 'JP모간체이스은행', '057'),
  (29, 'BOA은행', '060'),
  (30, '중국공상은행', '062'),
  (31, '미래에셋증권', NULL),
  (32, '한국투자증권', NULL),
  (33, '삼성증권', NULL),
  (34, 'NH투자증권', NULL),
  (35, 'KB증권', NULL),
  (36, '신한투자증권', NULL),
  (37, '키움증권', NULL),
  (38, '대신증권', NULL),
  (39, '하나증권', NULL),
  (40, '메리츠증권', NULL),
  (41, '유안타증권', NULL),
  (42, '교보증권', NULL),
  (43, '한화투자증권', NULL),
  (44, '현대차증권', NULL),
  (45, 'DB금융투자', NULL),
  (46, '유진투자증권', NULL),
  (47, 'SK증권', NULL),
  (48, 'IBK투자증권', NULL),
  (49, 'LS증권', NULL),
  (50, '신영증권', NULL),
  (51, '부국증권', NULL),
  (52, '다올투자증권', NULL),
  (53, '케이프투자증권', NULL),
  (54, '상상인증권', NULL),
  (55, 'BNK투자증권', NULL),
  (56, '카카오페이증권', NULL),
  (57, '중국건설은행', '067'),
  (58, 'BNP파리바은행', '061'),
  (59, 'MUFG은행', '059'),
  (60, '중국은행', '063');

INSERT INTO bank (id, name, code, listed_by_default) VALUES
  (61, '농협중앙회', '011', false),
  (62, '지역농·축협', '012', false);

-- Uploaded files (inquiry attachments). The bytes live on disk under the data folder at
-- `files/<site>/<first two hex digits of sha256>/<id>`, a path the server builds from these columns and
-- never from anything the client sent; `storage_path` is relative to `<dataDir>/files`. The id is
-- random, so ids cannot be enumerated.
CREATE TABLE stored_file (
  id uuid PRIMARY KEY,
  site_id integer NOT NULL REFERENCES site_info(id),
  owner_member_id integer REFERENCES member(id),
  original_name text NOT NULL CHECK (char_length(original_name) BETWEEN 1 AND 200),
  mime_type text NOT NULL
    CHECK (mime_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf')),
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  storage_path text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stored_file_owner_idx ON stored_file (site_id, owner_member_id);
