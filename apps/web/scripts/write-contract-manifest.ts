// Writes the contracts' route manifest (packages/contracts/src/manifest/<module>.ts): the method,
// path, access, site scope and multipart flag of every route definition, without zod, so the web
// app's first page can send calls without loading the schemas. Run it after adding or changing a
// route definition; packages/contracts/src/manifest/manifest.test.ts fails until then.
//
//   npx tsx apps/web/scripts/write-contract-manifest.ts
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderAllManifests } from '@baro/contracts/manifest/render-manifest';
import { format, resolveConfig } from 'prettier';

const manifestDir = fileURLToPath(new URL('../../../packages/contracts/src/manifest/', import.meta.url));

for (const [fileName, source] of Object.entries(renderAllManifests())) {
  const filepath = `${manifestDir}${fileName}`;
  const options = (await resolveConfig(filepath)) ?? {};
  await writeFile(filepath, await format(source, { ...options, filepath }));
  console.log(`wrote ${filepath}`);
}
