/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The site this build serves (`/api/site_info/code?code=`); the demo site unless set. */
  readonly VITE_SITE_CODE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
