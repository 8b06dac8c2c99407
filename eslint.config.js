import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The hexagon's dependency rule, enforced: dependencies point inward only.
 * core <- adapters <- composition -> ui (main.tsx wires the two); the server reuses core rules.
 */
const elements = [
  { type: 'core', pattern: 'src/core/**', partialMatch: false },
  // Each endpoint's request and answer, written once: the server's routes and the browser's adapters share them.
  { type: 'contracts', pattern: 'src/contracts/**', partialMatch: false },
  { type: 'adapters', pattern: 'src/adapters/**', partialMatch: false },
  { type: 'composition', pattern: 'src/composition/**', partialMatch: false },
  { type: 'ui', pattern: 'src/ui/**', partialMatch: false },
  { type: 'server', pattern: 'server/**', partialMatch: false },
  { type: 'tests', pattern: 'tests/**', partialMatch: false },
]

// light-bolt11-decoder is pure decoding (no I/O): the withdraw form and the server read an invoice with the same rule.
const CORE_PACKAGES = ['fp-ts', 'fp-ts/**', 'io-ts', 'io-ts/**', 'rxjs', 'rxjs/**', 'light-bolt11-decoder']

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'data/**', 'test-results/**', 'playwright-report/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // wouter's Link and useLocation's navigate subscribe to the address: every link and form on the
    // page rendered again at every tap (issue 27). Ours navigate without listening.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'wouter',
              importNames: ['Link'],
              message: 'Use Link from src/ui/routing/link: it does not render again at every change of address.',
            },
          ],
        },
      ],
    },
  },
  {
    // The first Intl formatter or collator a page makes loads the locale's data: some 80 ms of a
    // slow phone's main thread, inside the render that first showed a date (issue 27).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map((property) => ({
          property,
          message: 'Write dates with src/core/shared/date-text, numbers with number-text or money; compare ids by code point.',
        })),
        ...['DateTimeFormat', 'NumberFormat', 'Collator', 'RelativeTimeFormat', 'PluralRules', 'ListFormat'].map((property) => ({
          object: 'Intl',
          property,
          message: 'Write dates with src/core/shared/date-text, numbers with number-text or money: Intl loads locale data.',
        })),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**', 'server/**', 'tests/**', 'scripts/**', 'bench/**'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        2,
        {
          default: 'disallow',
          checkAllOrigins: true,
          checkUnknownLocals: true,
          policies: [
            { from: { element: { type: 'core' } }, allow: { to: { element: { type: 'core' } } } },
            { from: { element: { type: 'core' } }, allow: { to: { module: { origin: 'external', source: CORE_PACKAGES } } } },
            {
              from: { element: { type: 'adapters' } },
              allow: { to: { element: { types: { anyOf: ['core', 'adapters', 'contracts'] } } } },
            },
            // Contracts are wire shapes: io-ts and each other, nothing of the browser or the server; and a
            // rule the browser and the server both apply (src/core/**/*.rules.ts), so the wire refuses
            // exactly what the console and the core refuse.
            { from: { element: { type: 'contracts' } }, allow: { to: { element: { type: 'contracts' } } } },
            { from: { element: { type: 'contracts' } }, allow: { to: { element: { type: 'core', fileInternalPath: '**/*.rules.ts' } } } },
            { from: { element: { type: 'contracts' } }, allow: { to: { module: { origin: 'external', source: CORE_PACKAGES } } } },
            {
              from: { element: { type: 'composition' } },
              allow: { to: { element: { types: { anyOf: ['core', 'adapters', 'composition'] } } } },
            },
            { from: { element: { type: 'ui' } }, allow: { to: { element: { types: { anyOf: ['core', 'ui', 'composition'] } } } } },
            { from: { element: { type: 'server' } }, allow: { to: { element: { types: { anyOf: ['server', 'core', 'contracts'] } } } } },
            {
              from: { element: { types: { anyOf: ['adapters', 'composition', 'ui', 'server'] } } },
              allow: { to: { module: { origin: ['external', 'core'] } } },
            },
            // The UI reaches ports through the container, never Inversify itself.
            {
              from: { element: { type: 'ui' } },
              disallow: { to: { module: { origin: 'external', source: ['inversify', 'inversify/**'] } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator', 'location', 'XMLHttpRequest', 'alert'].map(
          (name) => ({ name, message: 'src/core stays framework-free: reach the outside world through a port.' }),
        ),
      ],
    },
  },
  {
    files: ['tests/**', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
)
