import type { RouteDef } from '../route.ts';

/** The folders of `src/routes`, each one area module of route definitions (`routes/auth/index.ts`). */
export const contractModules = [
  'auth',
  'binary',
  'chat',
  'contact',
  'content',
  'copytrade',
  'dnw',
  'futures',
  'messages',
  'oversea',
  'partner',
  'providers',
  'site',
  'stock',
  'wallet',
] as const;
export type ContractModule = (typeof contractModules)[number];

/**
 * A route definition without its zod schemas: what a client needs to send a call (method, path, who
 * may call it, whether it carries `siteInfoId`, whether its body is multipart) and where its
 * definition lives (`module` and its export `name`), so the response schema can be loaded when it is
 * needed. The web app's first page sends calls through these and never loads zod for them.
 *
 * The manifest files beside this one are generated from the definitions (`render-manifest.ts`), and
 * `manifest.test.ts` fails when one no longer matches them.
 */
export interface RouteRef<R extends RouteDef = RouteDef> {
  readonly module: ContractModule;
  readonly name: string;
  readonly method: R['method'];
  readonly path: string;
  readonly access: R['access'];
  readonly site: R['site'];
  readonly multipart: boolean;
  /**
   * Never set at run time: it carries the definition's type, so a call's input and answer are typed
   * by the definition's schemas (`import type` only, no zod in the bundle).
   */
  readonly definition?: R;
}

/** The fields a reference copies from its definition. */
export const routeRefFields = ['method', 'path', 'access', 'site', 'multipart'] as const;
