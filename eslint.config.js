import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const libraryOnly = ['**/devnet/**', 'msw', 'msw/*']

function layerRules(layers) {
  return Object.entries(layers).map(([files, forbidden]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: [...forbidden, ...libraryOnly], message: 'this layer may not import that (see the design card).' }] },
      ],
    },
  }))
}

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
    // Core and modules know nothing of React or TanStack; components nothing of ky; nothing in the
    // library depends on the simulated gateway. Barrels live only in src/exports.
    'src/{core,modules}/**': ['react', 'react-dom', '@tanstack/*', '**/react/**', '**/query/**', '**/components/**'],
    'src/components/**': ['ky'],
    'src/{query,react,pay,widget}/**': [],
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
