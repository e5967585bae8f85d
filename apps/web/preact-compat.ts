/**
 * The web app renders with Preact through its React compatibility layer (preact/compat): the
 * code is written against React's API and types, and the build and the tests resolve React's
 * packages to Preact's. It is a tenth of React DOM's size on the wire, which is most of the
 * first load's JavaScript (bench/README.md, P6 and P7).
 */
export const preactAlias = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** JSX compiled for Preact's runtime (compat's hooks apply to every element it makes). */
export const preactJsx = { jsx: { runtime: 'automatic', importSource: 'preact' } } as const;
