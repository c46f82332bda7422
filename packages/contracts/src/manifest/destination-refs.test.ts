import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allDestinations } from '../sockets/index.ts';
import * as broadcast from './destinations/broadcast.ts';
import * as chat from './destinations/chat.ts';
import * as futures from './destinations/futures.ts';
import * as member from './destinations/member.ts';
import * as oversea from './destinations/oversea.ts';
import * as rounds from './destinations/rounds.ts';
import * as support from './destinations/support.ts';
import type { DestinationRef } from './destination-ref.ts';
import { checkJson } from './json-check.ts';
import { destinationFiles, destinationRefOf, destinationsOf } from './render-destination-refs.ts';
import type { DestinationFile } from './render-destination-refs.ts';
import { brokenSamples, validSamples } from './response-check-samples.ts';

const written: Record<DestinationFile, Readonly<Record<string, DestinationRef>>> = {
  broadcast,
  chat,
  futures,
  member,
  oversea,
  rounds,
  support,
};

const regenerate = 'run `npx tsx apps/web/scripts/write-contract-manifest.ts` to regenerate the destinations';

const files = Object.keys(destinationFiles) as DestinationFile[];

const destinations = files.flatMap((file) =>
  destinationsOf(file).map(([name, def]) => ({ label: `${file}.${name}`, file, name, def })),
);

function zodVerdict(schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

describe('socket destinations without zod', () => {
  it.each(files)('%s: one reference per definition, equal to it', (file) => {
    const expected = Object.fromEntries(
      destinationsOf(file).map(([name, def]) => [name, destinationRefOf(name, def)]),
    );
    expect({ ...written[file] }, regenerate).toEqual(expected);
  });

  it('covers every destination of the contracts', () => {
    const referenced = files.flatMap((file) => Object.values(written[file]).map((ref) => ref.destination));
    expect([...referenced].sort()).toEqual(allDestinations.map((def) => def.destination).sort());
  });

  it.each(destinations)(
    '$label: the payload check agrees with zod on valid and broken payloads',
    ({ label, file, name, def }) => {
      const check = (written[file][name] as DestinationRef).payloadCheck;
      const valid = validSamples(check);
      const broken = valid.slice(0, 2).flatMap((sample) => brokenSamples(check, sample));
      let refused = 0;
      for (const sample of [...valid, ...broken]) {
        const expected = zodVerdict(def.payload, sample);
        if (expected === undefined) refused += 1;
        expect(checkJson(check, sample), `${label} on ${JSON.stringify(sample)}`).toEqual(expected);
      }
      expect(
        valid.every((sample) => zodVerdict(def.payload, sample) !== undefined),
        `${label}: a valid sample`,
      ).toBe(true);
      expect(refused, `${label}: no broken sample refused`).toBeGreaterThan(0);
    },
  );
});
