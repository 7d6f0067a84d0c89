/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

interface ImportMetaEnv {
  /** The build id, also written to `dist/version.txt` (see vite.config.ts). */
  readonly VITE_BUILD_ID?: string;
}
