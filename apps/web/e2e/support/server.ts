import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { auth } from '@baro/contracts';
import {
  demoPassword,
  demoSiteId,
  repoRoot,
  startServer as startServerProcess,
} from '../../test/support/server-process.ts';
import type { ServerOptions, TestServer } from '../../test/support/server-process.ts';

// The journeys' view of the real server: the shared child process (test/support/server-process.ts)
// serving the built web app, plus what an operator would do around it in the demo.

export { demoPassword, demoSiteId, repoRoot } from '../../test/support/server-process.ts';
export type { TestServer } from '../../test/support/server-process.ts';

const demoOperator = 'admin';

/** Starts the server on a fresh embedded database with the demo seed, once the web app answers. */
export function startServer(options: ServerOptions = {}): Promise<TestServer> {
  return startServerProcess({ ...options, webApp: true });
}

async function postJson(url: string, body: unknown, token?: string): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * The newest SMS verification code sent to `phoneDigits`, read from the demo outbox the way an
 * operator would (GET /api/admin/demo_outbox with the demo operator's token).
 */
export async function latestSmsCode(server: TestServer, phoneDigits: string): Promise<string> {
  const login = (await postJson(`${server.origin}/api${auth.adminLogin.path}?siteInfoId=${demoSiteId}`, {
    username: demoOperator,
    password: demoPassword,
    siteInfoId: demoSiteId,
  })) as { accessToken: string };
  const response = await fetch(`${server.origin}/api${auth.demoOutbox.path}?siteInfoId=${demoSiteId}`, {
    headers: { authorization: `Bearer ${login.accessToken}` },
  });
  if (!response.ok) throw new Error(`the demo outbox answered ${response.status}`);
  const outbox = (await response.json()) as {
    content: { channel: string; target: string; message: string }[];
  };
  const sms = outbox.content.find(
    (row) => row.channel === 'PHONE' && row.target.replace(/\D/g, '') === phoneDigits,
  );
  const code = sms === undefined ? undefined : /\d{6}/.exec(sms.message)?.[0];
  if (code === undefined) throw new Error(`no SMS code for ${phoneDigits} in the demo outbox`);
  return code;
}

/**
 * Sets a site's message language the way an operator sets it: in the site's `settings`
 * (`languagePolicy`, docs/spec-interpretations.md). The server has no call for it, so this writes
 * the embedded database of a stopped server directly, from a child process with the server's PGlite.
 */
export async function setSiteLanguagePolicy(
  server: TestServer,
  siteId: number,
  policy: 'ko' | 'en' | 'enForGuests',
): Promise<void> {
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    const db = new PGlite(process.env.E2E_PGLITE_DIR);
    const result = await db.query(
      "UPDATE site_info SET settings = settings || jsonb_build_object('languagePolicy', $1::text) WHERE id = $2",
      [process.env.E2E_POLICY, Number(process.env.E2E_SITE_ID)],
    );
    await db.close();
    if (result.affectedRows !== 1) { console.error('site not updated'); process.exit(1); }
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: join(repoRoot, 'apps/server'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      E2E_PGLITE_DIR: join(server.dataDir, 'pglite'),
      E2E_POLICY: policy,
      E2E_SITE_ID: String(siteId),
    },
  });
  const code = await new Promise<number | null>((resolve) => {
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`setting the site's language failed (exit code ${String(code)})`);
}
