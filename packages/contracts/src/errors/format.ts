import { errorCatalogue, type ErrorCode } from './catalogue.ts';

/** The two languages Baro speaks: Korean everywhere, English for the sites spec §6 names. */
export type MessageLanguage = 'ko' | 'en';

/** The placeholder names of a message template, read from its type: `'{stock}종목…'` → `'stock'`. */
export type PlaceholdersOf<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** The values a catalogued message needs, named after its Korean template's placeholders. */
export type MessageParams<Code extends ErrorCode> = Record<
  PlaceholdersOf<(typeof errorCatalogue)[Code]['ko']>,
  string | number
>;

/**
 * The trailing arguments for a message: none when its template has no placeholder, else its values.
 * This lets `localizedMessage('INSUFFICIENT_BALANCE', 'ko')` stand alone while a templated code
 * cannot be called without its values.
 */
export type MessageParamsArg<Code extends ErrorCode> = [
  PlaceholdersOf<(typeof errorCatalogue)[Code]['ko']>,
] extends [never]
  ? []
  : [params: MessageParams<Code>];

const placeholder = /\{(\w+)\}/g;

/** The placeholder names written in a template, in order of appearance. */
export function placeholdersIn(template: string): string[] {
  return [...template.matchAll(placeholder)].map((match) => match[1] ?? '');
}

/**
 * Fills a template's `{name}` placeholders. A missing value is a programmer error (the types already
 * demand every value), so it throws rather than showing a raw brace to a member.
 */
export function fillTemplate(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(placeholder, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Message template needs a value for {${name}}.`);
    return String(value);
  });
}

/** The message of a catalogued code in one language, with its placeholders filled. */
export function formatMessage<Code extends ErrorCode>(
  code: Code,
  params: MessageParams<Code>,
  lang: MessageLanguage,
): string {
  const entry = errorCatalogue[code];
  return fillTemplate(lang === 'en' ? entry.en : entry.ko, params);
}
