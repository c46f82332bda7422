import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { site as siteArea } from '@baro/contracts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { cleanFileName } from './file-name.ts';
import { sniffFileType, sniffHeadBytes } from './sniff-file-type.ts';

export interface StoredFile {
  id: string;
  siteId: number;
  ownerMemberId: number | null;
  name: string;
  mimeType: siteArea.UploadMimeType;
  sizeBytes: number;
  sha256: string;
  /** Relative to `filesRoot(dataDir)`. */
  storagePath: string;
}

/** An uploaded part's byte stream; `truncated` is set when it hit the configured size limit. */
export type UploadStream = Readable & { readonly truncated: boolean };

export interface UploadInput {
  siteId: number;
  ownerMemberId: number | null;
  clientName: string;
  stream: UploadStream;
}

export function filesRoot(dataDir: string): string {
  return resolve(dataDir, 'files');
}

/**
 * Receives an upload to disk, checks it, and records it. The bytes go to a temporary file first
 * (the final folder depends on the content hash, known only at the end), then are moved to
 * `<site>/<sha256 prefix>/<random id>`; nothing of the path comes from the client. The member's
 * hourly quota is checked with the row's insert (`recordWithinQuota`); a refused or failed insert
 * removes the moved file, and a crash between the move and the insert leaves an unreferenced file,
 * never a row without its file. A body that breaks off before the file's end is UPLOAD_INCOMPLETE.
 */
export async function storeUpload(
  ctx: Pick<AppContext, 'db' | 'config'>,
  input: UploadInput & { quota: UploadQuota },
): Promise<StoredFile | Rejection> {
  const root = filesRoot(ctx.config.dataDir);
  const id = randomUUID();
  const incoming = join(root, '.incoming', id);
  await mkdir(dirname(incoming), { recursive: true });
  try {
    const received = await receive(input.stream, incoming);
    if (received === undefined) return reject('UPLOAD_INCOMPLETE');
    if (input.stream.truncated) {
      return reject('FILE_TOO_LARGE', { data: { maxBytes: ctx.config.fileUploadMaxBytes } });
    }
    if (received.mimeType === undefined) return reject('FILE_TYPE_NOT_ALLOWED');
    const file: StoredFile = {
      id,
      siteId: input.siteId,
      ownerMemberId: input.ownerMemberId,
      name: cleanFileName(input.clientName, received.mimeType),
      mimeType: received.mimeType,
      sizeBytes: received.sizeBytes,
      sha256: received.sha256,
      storagePath: [String(input.siteId), received.sha256.slice(0, 2), id].join('/'),
    };
    const target = join(root, file.storagePath);
    await mkdir(dirname(target), { recursive: true });
    await rename(incoming, target);
    let recorded: StoredFile | Rejection;
    try {
      recorded = await ctx.db.transaction((tx) => recordWithinQuota(tx, file, input.quota));
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    if (isRejection(recorded)) await rm(target, { force: true });
    return recorded;
  } finally {
    await rm(incoming, { force: true });
  }
}

interface Received {
  sizeBytes: number;
  sha256: string;
  mimeType: siteArea.UploadMimeType | undefined;
}

/**
 * Streams the upload into `path` while hashing it and reading its first bytes. Once the first bytes
 * show a type that is not allowed, the rest is read and dropped rather than written: the request body
 * still has to be consumed, but there is no reason to keep it. Undefined when the body broke off
 * (a truncated multipart body, a client gone): the client's failure, told apart from a failure to
 * write, which is ours and still throws.
 */
async function receive(stream: Readable, path: string): Promise<Received | undefined> {
  const hash = createHash('sha256');
  const sniffer = headSniffer();
  let sizeBytes = 0;
  // An object, not a `let`: it is set inside the generator, which the type checker does not follow.
  const body = { broke: false };
  // Opened before the body is read, so the file exists before any cleanup looks for it: a write
  // stream given only the path opens it later, in the thread pool, where the caller's `rm` of a body
  // that broke off could run first and leave the file behind in `.incoming`.
  const file = await open(path, 'wx');
  try {
    await pipeline(
      stream,
      async function* (source: AsyncIterable<Buffer>) {
        const chunks = source[Symbol.asyncIterator]();
        for (;;) {
          let next: IteratorResult<Buffer>;
          try {
            next = await chunks.next();
          } catch (error) {
            body.broke = true;
            throw error;
          }
          if (next.done === true) return;
          const chunk = next.value;
          if (!sniffer.accept(chunk)) continue;
          hash.update(chunk);
          sizeBytes += chunk.length;
          yield chunk;
        }
      },
      file.createWriteStream(),
    );
  } catch (error) {
    if (body.broke) return undefined;
    throw error;
  }
  return { sizeBytes, sha256: hash.digest('hex'), mimeType: sniffer.mimeType() };
}

/** Reads the first bytes of a stream as they pass and decides the type as soon as enough arrived. */
function headSniffer() {
  let head = Buffer.alloc(0);
  let decided: { mimeType: siteArea.UploadMimeType | undefined } | undefined;
  return {
    /** False once the first bytes show a type that is not allowed: nothing more needs keeping. */
    accept(chunk: Buffer): boolean {
      if (decided === undefined) {
        head = Buffer.concat([head, chunk]).subarray(0, sniffHeadBytes);
        if (head.length >= sniffHeadBytes) decided = { mimeType: sniffFileType(head) };
      }
      return decided === undefined || decided.mimeType !== undefined;
    },
    /** The type; a file shorter than the sniffed prefix is judged on what there is. */
    mimeType(): siteArea.UploadMimeType | undefined {
      return decided === undefined ? sniffFileType(head) : decided.mimeType;
    },
  };
}

/** How much one member may upload per rolling hour (site setting `uploads`). */
export interface UploadQuota {
  readonly maxFilesPerHour: number;
  readonly maxBytesPerHour: number;
}

/**
 * Inserts the file's row unless it takes its owner past the hourly quota, counted from the stored
 * rows (a restart forgets nothing). The owner's advisory lock makes the count and the insert one
 * step, so parallel uploads cannot all see the same count and all pass; it is released at commit.
 */
async function recordWithinQuota(
  tx: Queryable,
  file: StoredFile,
  quota: UploadQuota,
): Promise<StoredFile | Rejection> {
  if (file.ownerMemberId !== null) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `stored_file_quota:${file.siteId}:${file.ownerMemberId}`,
    ]);
    const used = await tx.query<{ files: number; bytes: string }>(
      `SELECT count(*)::int AS files, COALESCE(sum(size_bytes), 0)::text AS bytes FROM stored_file
       WHERE site_id = $1 AND owner_member_id = $2 AND created_at > now() - interval '1 hour'`,
      [file.siteId, file.ownerMemberId],
    );
    const { files, bytes } = used.rows[0] ?? { files: 0, bytes: '0' };
    if (
      files + 1 > quota.maxFilesPerHour ||
      BigInt(bytes) + BigInt(file.sizeBytes) > BigInt(quota.maxBytesPerHour)
    ) {
      return reject('UPLOAD_QUOTA_EXCEEDED', {
        params: { files: quota.maxFilesPerHour, size: sizeLabel(quota.maxBytesPerHour) },
      });
    }
  }
  await insertStoredFile(tx, file);
  return file;
}

/** A byte count as a member reads it: whole megabytes or kilobytes as such, else grouped bytes. */
export function sizeLabel(bytes: number): string {
  const mega = 1024 * 1024;
  if (bytes >= mega && bytes % mega === 0) return `${(bytes / mega).toLocaleString('en-US')}MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${(bytes / 1024).toLocaleString('en-US')}KB`;
  return `${bytes.toLocaleString('en-US')}바이트`;
}

async function insertStoredFile(db: Queryable, file: StoredFile): Promise<void> {
  await db.query(
    `INSERT INTO stored_file (id, site_id, owner_member_id, original_name, mime_type, size_bytes, sha256, storage_path)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      file.id,
      file.siteId,
      file.ownerMemberId,
      file.name,
      file.mimeType,
      file.sizeBytes,
      file.sha256,
      file.storagePath,
    ],
  );
}

interface StoredFileRow {
  id: string;
  site_id: number;
  owner_member_id: number | null;
  original_name: string;
  mime_type: siteArea.UploadMimeType;
  size_bytes: number;
  sha256: string;
  storage_path: string;
}

/**
 * A file of the given site (or of any site, for `null`: a site image loaded by its id alone), or
 * undefined: another site's file is as absent as a missing one.
 */
export async function findStoredFile(
  db: Queryable,
  siteId: number | null,
  id: string,
): Promise<StoredFile | undefined> {
  const result = await db.query<StoredFileRow>(
    'SELECT * FROM stored_file WHERE id = $1 AND ($2::integer IS NULL OR site_id = $2)',
    [id, siteId],
  );
  const row = result.rows[0];
  if (row === undefined) return undefined;
  return {
    id: row.id,
    siteId: row.site_id,
    ownerMemberId: row.owner_member_id,
    name: row.original_name,
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    storagePath: row.storage_path,
  };
}

/**
 * Opens a stored file for reading. The path is re-checked to stay inside the files folder, so even a
 * tampered row cannot make the server read another file. A missing file throws: the row promised it.
 */
export async function openStoredFile(dataDir: string, file: StoredFile): Promise<Readable> {
  const root = filesRoot(dataDir);
  const path = resolve(root, file.storagePath);
  if (!path.startsWith(root + sep)) throw new Error(`Stored file ${file.id} points outside the files folder`);
  const handle = await open(path, 'r');
  return handle.createReadStream();
}
