import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as auth from './checks/auth.ts';
import * as binary from './checks/binary.ts';
import * as chat from './checks/chat.ts';
import * as contact from './checks/contact.ts';
import * as content from './checks/content.ts';
import * as copytrade from './checks/copytrade.ts';
import * as dnw from './checks/dnw.ts';
import * as futures from './checks/futures.ts';
import * as messages from './checks/messages.ts';
import * as oversea from './checks/oversea.ts';
import * as partner from './checks/partner.ts';
import * as providers from './checks/providers.ts';
import * as site from './checks/site.ts';
import * as stock from './checks/stock.ts';
import * as wallet from './checks/wallet.ts';
import { checkJson } from './json-check.ts';
import type { JsonCheck } from './json-check.ts';
import { definitionsOf } from './render-manifest.ts';
import { responseCheckOf, responseChecksOf, zodOnlyReason } from './render-response-checks.ts';
import { brokenSamples, validSamples } from './response-check-samples.ts';
import { contractModules } from './route-ref.ts';
import type { ContractModule } from './route-ref.ts';

const written: Record<ContractModule, { responseChecks: Readonly<Record<string, JsonCheck>> }> = {
  auth,
  binary,
  chat,
  contact,
  content,
  copytrade,
  dnw,
  futures,
  messages,
  oversea,
  partner,
  providers,
  site,
  stock,
  wallet,
};

const regenerate = 'run `npx tsx apps/web/scripts/write-contract-manifest.ts` to regenerate the checks';

/** What zod makes of an answer: its data, or undefined when it refuses it. */
function zodVerdict(schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const checkedRoutes = contractModules.flatMap((module) =>
  definitionsOf(module)
    .filter(([name]) => written[module].responseChecks[name] !== undefined)
    .map(([name, def]) => ({ route: `${module}.${name}`, module, name, def })),
);

describe('response checks without zod', () => {
  it.each(contractModules)('%s: the written checks are those of the definitions', (module) => {
    expect({ ...written[module].responseChecks }, regenerate).toEqual(responseChecksOf(module));
  });

  it.each(checkedRoutes)(
    '$route: agrees with zod on valid and broken answers',
    ({ route, module, name, def }) => {
      const check = written[module].responseChecks[name] as JsonCheck;
      const schema = (def as unknown as { response: z.ZodType }).response;
      const valid = validSamples(check);
      const broken = valid.slice(0, 2).flatMap((sample) => brokenSamples(check, sample));
      let refused = 0;
      for (const sample of [...valid, ...broken]) {
        const expected = zodVerdict(schema, sample);
        if (expected === undefined) refused += 1;
        expect(checkJson(check, sample), `${route} on ${JSON.stringify(sample)}`).toEqual(expected);
      }
      // The samples reach both verdicts, so the comparison means something.
      expect(
        valid.every((sample) => zodVerdict(schema, sample) !== undefined),
        `${route}: a valid sample`,
      ).toBe(true);
      expect(refused, `${route}: no broken sample refused`).toBeGreaterThan(0);
    },
  );

  it('leaves a schema to zod when JSON Schema cannot say what it checks', () => {
    const refined = z.object({ day: z.string().refine((text) => text !== '2026-02-30') });
    const trimmed = z.object({ name: z.string().trim() });
    const transformed = z.object({ n: z.string().transform(Number) });
    const url = z.object({ link: z.url() });
    expect(zodOnlyReason(refined)).toBe('a custom check');
    expect(zodOnlyReason(trimmed)).toBe('a overwrite check');
    expect(zodOnlyReason(transformed)).toBe('a pipe schema');
    expect(zodOnlyReason(url)).toBe('a url format');
    const route = { response: refined } as unknown as Parameters<typeof responseCheckOf>[1];
    expect(responseCheckOf('refined', route)).toBeUndefined();
  });

  it('drops unknown keys, fills defaults and takes a union’s first match, as zod does', () => {
    const schema = z.object({
      id: z.number().int().positive(),
      side: z.enum(['LONG', 'SHORT']).default('LONG'),
      price: z.union([z.string().regex(/^\d+$/), z.null()]),
      tags: z.array(z.string()).optional(),
    });
    const check = responseCheckOf('sample', { response: schema } as never) as JsonCheck;
    const answer = { id: 3, price: null, secret: 'x' };
    expect(checkJson(check, answer)).toEqual({ id: 3, side: 'LONG', price: null });
    expect(checkJson(check, answer)).toEqual(schema.parse(answer));
    expect(checkJson(check, { id: 0, price: null })).toBeUndefined();
    expect(checkJson(check, { id: 3, price: '1.5' })).toBeUndefined();
    expect(checkJson(check, { id: 3, price: '15', tags: [1] })).toBeUndefined();
  });

  it('refuses unknown keys where the schema says so, as a strict zod object does', () => {
    const strict = z.strictObject({ id: z.number() });
    const check: JsonCheck = {
      type: 'object',
      properties: { id: { type: 'number' } },
      additionalProperties: false,
    };
    for (const answer of [{ id: 1 }, { id: 1, other: 2 }]) {
      expect(checkJson(check, answer)).toEqual(zodVerdict(strict, answer));
    }
  });
});
