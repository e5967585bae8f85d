/**
 * The pages a visit usually starts on, each with the module of its screen: the start-up script
 * (start-up.ts) asks for that screen's chunks the moment the document arrives, instead of once
 * the app's entry has run and the router has rendered. The build (vite.start-up.ts) turns each
 * module into the files of its chunks.
 */
export interface StartPage {
  /** The path under APP_BASE_PATH ('/' for the root). */
  path: string;
  /** Whether it is the start of a signed-in visit (a stored token) or of a guest's. */
  signedIn: boolean;
  /** The screen's module, from the web app's root (as route-table.tsx imports it). */
  module: string;
}

export const START_PAGES: readonly StartPage[] = [
  { path: '/discover', signedIn: true, module: 'src/features/discover/index.ts' },
  { path: '/', signedIn: false, module: 'src/app/pages/landing/landing-page.tsx' },
];

/** What the build hands the start-up script for a start page: its chunks' addresses. */
export interface StartAssets {
  signedIn: boolean;
  scripts: string[];
  styles: string[];
}

/**
 * What the build hands the start-up script (start-up.ts), which imports no code of the
 * contract: its constants module would come along whole.
 */
export interface StartUpSettings {
  /** APP_BASE_PATH. */
  appBase: string;
  /** STORAGE_KEYS.token. */
  tokenKey: string;
  /** Each start page's assets, by its path under appBase. */
  pages: Record<string, StartAssets>;
}
