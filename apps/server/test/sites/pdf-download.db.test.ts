import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import { authenticateTokens, bearer, buildTestApp, memberCaller } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

// A PDF can carry JavaScript that a browser's PDF viewer runs when the file opens (/OpenAction). An
// uploaded one must never be rendered on the app's origin: it is downloaded, and sandboxed should a
// browser render it anyway.
const pdfWithScript = Buffer.from(
  [
    '%PDF-1.7',
    '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    '3 0 obj << /Type /Action /S /JavaScript /JS (app.alert\\(document.cookie\\)) >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

describe('an uploaded PDF with an /OpenAction script', () => {
  let t: TestApp;
  let siteId: number;
  let memberId: number;

  beforeAll(async () => {
    t = await buildTestApp({
      authenticate: (token) => authenticateTokens({ owner: memberCaller(siteId, memberId) })(token),
    });
    siteId = (await insertSite(t.db)).id;
    memberId = await insertMember(t.db, siteId);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is served as a download under a sandbox policy, never inline', async () => {
    const body = multipart('statement.pdf', 'application/pdf', pdfWithScript);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/file?siteInfoId=${siteId}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer('owner') },
    });
    expect(uploaded.statusCode).toBe(200);
    const { id, mimeType } = uploaded.json<{ id: string; mimeType: string }>();
    expect(mimeType).toBe('application/pdf');

    const res = await t.app.inject({ url: `/api/file/${id}?siteInfoId=${siteId}`, headers: bearer('owner') });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdfWithScript)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp.split(';').map((directive) => directive.trim())).toContain('sandbox');
    expect(csp).toContain("default-src 'none'");
  });
});
