import { parseSync, Visitor } from 'vite';
import type { Plugin } from 'vite';

const pureMark = '/* @__PURE__ */ ';

/**
 * `code` with every call of a zod builder (`z.object(…)`, `z.string().max(3)`, …) marked pure. The
 * calls are found in the parsed program, so strings and comments are never touched.
 */
export function markSchemaCallsPure(fileName: string, code: string): string {
  const starts: number[] = [];
  new Visitor({
    CallExpression(node) {
      const { callee } = node;
      if (callee.type !== 'MemberExpression' || callee.object.type !== 'Identifier') return;
      if (callee.object.name === 'z') starts.push(node.start);
    },
  }).visit(parseSync(fileName, code, { lang: 'ts', sourceType: 'module' }).program);
  let out = '';
  let from = 0;
  for (const start of [...new Set(starts)].sort((a, b) => a - b)) {
    out += code.slice(from, start) + pureMark;
    from = start;
  }
  return out + code.slice(from);
}

/**
 * Marks the zod schemas the contracts build at module level as pure, so the bundler drops the ones
 * the app does not use. Without it, the first page's one value from the error catalogue
 * (`errors/translate`) would carry zod along for the catalogue's `errorBodySchema`, which the web app
 * never reads. Building a zod schema has no effect beyond the schema itself (the contracts never call
 * `z.config`), so a schema nobody reads can go. Scoped to packages/contracts, where `z` is zod.
 * Build only: the dev server keeps the sources as written.
 */
export function pureContractSchemas(): Plugin {
  return {
    name: 'baro:pure-contract-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/.test(id) || !code.includes('z.')) return null;
      return { code: markSchemaCallsPure(id, code), map: null };
    },
  };
}
