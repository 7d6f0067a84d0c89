// Flat ESLint config for every workspace: TypeScript rules everywhere, React hooks rules in web/.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-contract/**',
      '**/generated/**',
      '**/*.generated.ts',
      'playwright-report/**',
      'test-results/**',
      'coverage/**',
      '.sim-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Run by the browser as classic scripts: the one the server puts inline in its pages.
    files: ['web/src/server/after-paint.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // web/src's layers (docs/adr/0023-web-layout.md): the shell (app/) on top, features in the
  // middle, core/, apollo/ and ui/ below them, lib/ at the bottom. An import may only go down.
  ...layerRules([
    { folders: ['features'], above: ['app'] },
    { folders: ['core', 'apollo', 'ui'], above: ['app', 'features'] },
    { folders: ['lib'], above: ['app', 'features', 'core', 'apollo', 'ui'] },
  ]),
);

/**
 * One config per layer forbidding imports (static, re-exports and dynamic `import()`) of the
 * layers above it. Relative paths only: `(../)+<layer>/` from anywhere inside web/src.
 */
function layerRules(layers) {
  return layers.map(({ folders, above }) => {
    const regex = `^(\\.\\./)+(${above.join('|')})(/|$)`;
    const message = `${folders.join('/, ')}/ may not import ${above.join('/, ')}/: move what both need down a layer, or share it through the Apollo cache (docs/adr/0023-web-layout.md).`;
    return {
      files: folders.map((folder) => `web/src/${folder}/**/*.{ts,tsx}`),
      rules: {
        'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
        'no-restricted-syntax': [
          'error',
          // esquery's regex literal cannot hold a slash: \x2F stands for it.
          {
            selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
            message,
          },
        ],
      },
    };
  });
}
