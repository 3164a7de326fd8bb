import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const libraryOnly = ['**/devnet/**', 'msw', 'msw/*']

function layerRules(layers) {
  return Object.entries(layers).map(([files, { forbidden, ignores = [] }]) => ({
    files: [files],
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: [...forbidden, ...libraryOnly], message: 'this layer may not import that (see the design card).' }] },
      ],
    },
  }))
}

// What gatekit/core and gatekit/pay may never load, not even as types: their modules run in Node without
// react installed, and their declarations type-check without @types/react.
const react = ['react', 'react/*', 'react-dom', 'react-dom/*', '@tanstack/react-query', '@tanstack/react-query/*']

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'public', 'coverage', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='parseFloat']",
          message: 'Amounts stay exact: use bigint or decimal strings, never parseFloat.',
        },
      ],
    },
  },
  ...layerRules({
    // Core and modules know nothing of React or TanStack; query options and the pay client (outside
    // src/pay/react) know nothing of React (TanStack's query-core types only); components nothing of ky;
    // nothing in the library depends on the simulated gateway. Barrels live only in src/exports.
    // One entry per file set: for a file matched by two, the later rule would replace the earlier.
    'src/{core,modules}/**': { forbidden: [...react, '@tanstack/*', '**/react/**', '**/query/**', '**/components/**'] },
    'src/query/**': { forbidden: [...react, '**/react/**', '**/components/**'] },
    'src/pay/**': { forbidden: [...react, '**/react/**', '**/components/**'], ignores: ['src/pay/react/**'] },
    'src/components/**': { forbidden: ['ky'] },
    'src/{react,pay/react,widget}/**': { forbidden: [] },
  }),
  {
    // Query options and pay's React-free modules are plain objects typed with @tanstack/query-core's
    // types: a run-time import of TanStack or React would make `gatekit/core` and `gatekit/pay` need them.
    files: ['src/query/**', 'src/pay/*.ts', 'src/pay/modules/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tanstack/*', 'react', 'react-dom', 'react/*'],
              allowTypeImports: true,
              message: 'React-free layer: import TanStack and React types only (`import type`).',
            },
          ],
        },
      ],
    },
  },
)
