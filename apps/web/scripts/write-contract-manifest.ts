// Writes the contracts' route manifest (packages/contracts/src/manifest/<module>.ts): the method,
// path, access, site scope and multipart flag of every route definition, without zod, so the web
// app's first page can send calls without loading the schemas; and the response checks
// (manifest/checks/<module>.ts: each response schema as JSON Schema, which the app checks answers
// with instead of loading zod) and the socket destinations with their payloads' checks
// (manifest/destinations/<file>.ts). Run it after adding or changing a route definition;
// manifest.test.ts, response-checks.test.ts and destination-refs.test.ts fail until then.
//
//   npx tsx apps/web/scripts/write-contract-manifest.ts
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderAllManifests } from '@baro/contracts/manifest/render-manifest';
import { renderAllDestinationRefs } from '@baro/contracts/manifest/render-destination-refs';
import { renderAllResponseChecks } from '@baro/contracts/manifest/render-response-checks';
import { format, resolveConfig } from 'prettier';

const manifestDir = fileURLToPath(new URL('../../../packages/contracts/src/manifest/', import.meta.url));

const files = { ...renderAllManifests(), ...renderAllResponseChecks(), ...renderAllDestinationRefs() };
for (const [fileName, source] of Object.entries(files)) {
  const filepath = `${manifestDir}${fileName}`;
  const options = (await resolveConfig(filepath)) ?? {};
  await writeFile(filepath, await format(source, { ...options, filepath }));
  console.log(`wrote ${filepath}`);
}
