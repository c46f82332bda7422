import * as broadcast from '../sockets/broadcast.ts';
import * as chat from '../sockets/chat.ts';
import type { DestinationDef } from '../sockets/destination.ts';
import * as futures from '../sockets/futures.ts';
import * as member from '../sockets/member.ts';
import * as oversea from '../sockets/oversea.ts';
import * as rounds from '../sockets/rounds.ts';
import * as support from '../sockets/support.ts';
import type { DestinationRef } from './destination-ref.ts';
import { jsonCheckOf } from './render-response-checks.ts';

/** The files of `src/sockets` that define destinations, by name. */
export const destinationFiles = { broadcast, chat, futures, member, oversea, rounds, support } as const;
export type DestinationFile = keyof typeof destinationFiles;

function isDestinationDef(value: unknown): value is DestinationDef {
  return typeof value === 'object' && value !== null && 'destination' in value && 'payload' in value;
}

/** The destinations a file defines, by export name, in name order. */
export function destinationsOf(file: DestinationFile): [string, DestinationDef][] {
  return Object.entries(destinationFiles[file] as Record<string, unknown>)
    .filter((entry): entry is [string, DestinationDef] => isDestinationDef(entry[1]))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The reference of a definition. Every payload must be checkable without zod: the socket has no time to load it. */
export function destinationRefOf(name: string, def: DestinationDef): DestinationRef {
  const payloadCheck = jsonCheckOf(def.payload, name);
  if (payloadCheck === undefined) throw new Error(`${name}: its payload schema can only be checked by zod`);
  return {
    destination: def.destination,
    params: def.params,
    direction: def.direction,
    scope: def.scope,
    payloadCheck,
  };
}

/** The source of `destinations/<file>.ts` (unformatted; the writer runs Prettier on it). */
export function renderDestinationRefs(file: DestinationFile): string {
  const lines = [
    `// Generated from the definitions in src/sockets/${file}.ts: do not edit by hand. After changing one`,
    '// run `npx tsx apps/web/scripts/write-contract-manifest.ts`; destination-refs.test.ts fails while this',
    '// file and the definitions disagree.',
    `import type * as defs from '../../sockets/${file}.ts';`,
    "import type { DestinationRef } from '../destination-ref.ts';",
    '',
  ];
  for (const [name, def] of destinationsOf(file)) {
    lines.push(
      `export const ${name}: DestinationRef<typeof defs.${name}> = ${JSON.stringify(destinationRefOf(name, def))};`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Every destination file, by its path under src/manifest (`destinations/futures.ts`). */
export function renderAllDestinationRefs(): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(destinationFiles) as DestinationFile[]).map((file) => [
      `destinations/${file}.ts`,
      renderDestinationRefs(file),
    ]),
  );
}
