// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { markSchemaCallsPure } from '../../scripts/pure-contract-schemas.ts';

// The build marks the contracts' zod schemas pure so that the ones the first page does not use are
// dropped with zod itself (vite.config.ts). Marking text that is not a call would change the program.
describe('marking the contracts’ zod schemas pure', () => {
  it('marks each zod builder call where its expression starts', () => {
    const code = 'export const body = z.object({ id: z.number().int(), tags: z.array(z.string()).max(3) });';
    expect(markSchemaCallsPure('a.ts', code)).toBe(
      'export const body = /* @__PURE__ */ z.object({ id: /* @__PURE__ */ z.number().int(), tags: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()).max(3) });',
    );
  });

  it('leaves comments, strings, other objects and names ending in z alone', () => {
    const code = [
      '/** Written `z.array(…)` in a comment. 한국어 */',
      "const text = 'z.object(';",
      'const other = foo.z.object(1) + xz.string();',
      'const template = `z.string(${1})`;',
      "const id = z.string().describe('한글 설명');",
    ].join('\n');
    const marked = markSchemaCallsPure('b.ts', code);
    expect(marked.split('/* @__PURE__ */').length - 1).toBe(1);
    expect(marked).toContain("const id = /* @__PURE__ */ z.string().describe('한글 설명');");
    expect(marked.replace('/* @__PURE__ */ ', '')).toBe(code);
  });
});
