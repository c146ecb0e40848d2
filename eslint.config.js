// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

// Toasts go through components/layout/toast.ts, which loads sonner with the first toast and keeps toasts made
// before that; a direct import would put sonner in a route's chunk and lose those toasts (ADR 50).
const sonnerOnlyThroughToast = {
  name: 'sonner',
  allowTypeImports: true,
  message: "Import { toast } from '@/components/layout/toast.ts' instead.",
};

// The web app names endpoints by their contract route and calls them with `callApi`, which types the request
// and the answer from the definition; a hand-written URL would escape both (ADR 58).
const noHandWrittenApiUrl = {
  selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
  message: 'Call the API with callApi(<area>Routes.<endpoint>) from @skillswap/contracts/<feature>/routes.',
};

// Query keys come from the feature's factory (features/<feature>/api/keys.ts) or, for the keys that more
// than one feature names, from lib/query-keys.ts: a key written out as an array elsewhere is how two places
// come to disagree on the same data. The selectors: a `queryKey:` value, the key a
// QueryClient call takes first, and a `…Key`/`…Keys` constant or function holding an array.
const queryClientKeyMethods = [
  '(get|set)Quer(y|ies)Data|getQueryState',
  '(invalidate|refetch|remove|cancel|reset)Queries',
  '(prefetch|fetch|ensure)(Infinite)?Query(Data)?',
].join('|');
const noLiteralQueryKey = {
  selector: [
    "Property[key.name='queryKey'] > ArrayExpression",
    "Property[key.name='queryKey'] > ConditionalExpression > ArrayExpression",
    "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
    `CallExpression[callee.property.name=/^(${queryClientKeyMethods})$/] > ArrayExpression:first-child`,
    'VariableDeclarator[id.name=/Keys?$/] ArrayExpression',
  ].join(', '),
  message: "Take the query key from the feature's factory (api/keys.ts) or from @/lib/query-keys.ts.",
};

// A sentence in English handed to a function (a toast, an error's fallback, a download's failure) reaches a
// member in every language; the JSX rule below does not see it. Errors thrown for developers pass.
const noEnglishSentenceArgument = {
  selector: [
    "CallExpression:not([callee.object.name='console']) > Literal.arguments[value=/^[A-Z][a-z']* [a-z']+ [a-z']+/]",
    "CallExpression:not([callee.object.name='console']) > TemplateLiteral.arguments > TemplateElement:first-child[value.raw=/^[A-Z][a-z']* [a-z']+ [a-z']+/]",
  ].join(', '),
  message: 'Members read this: write it through t() with a catalogue key (ADR 102).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'bench/*.mjs', 'scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The service worker's source (ADR 104): plain JavaScript in the worker's global scope.
    files: ['apps/web/service-worker/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [sonnerOnlyThroughToast] }],
    },
  },
  {
    // Every component writes its text through t() (ADR 102, ADR 139): English in JSX text, in a string inside
    // JSX, or in an attribute people read or hear fails. Strings without a letter and the brand pass, and so do
    // strings the types pin to literals (a variant, a key). Measured against the test it replaces in
    // docs/testing.md.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'title', 'placeholder', 'alt', 'label', 'description', 'eyebrow'],
            exclude: [],
          },
          words: { exclude: [/^[^\p{L}]*$/u, /^(SkillSwap|SkillCoin)$/] },
          // The plugin's list, and `has` (a set of known values asked about a key).
          callees: {
            exclude: [
              ...['i18n(ext)?', 't', 'require', 'addEventListener', 'removeEventListener', 'postMessage'],
              ...[
                'getElementById',
                'dispatch',
                'commit',
                'includes',
                'indexOf',
                'endsWith',
                'startsWith',
                'has',
              ],
            ],
          },
          // The plugin's list, and Intl's time zone option ('UTC').
          'object-properties': { exclude: ['[A-Z_-]+', 'timeZone'] },
        },
      ],
    },
  },
  {
    // Features never import each other; routes compose them.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [sonnerOnlyThroughToast],
          patterns: [
            {
              group: ['@/features/*'],
              message: 'Features must not import each other; compose them in app/routes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', noHandWrittenApiUrl, noLiteralQueryKey, noEnglishSentenceArgument],
      // Definitions carry zod schemas; the browser needs only their types (routes carry the addresses).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@skillswap/contracts/*/endpoints', '@skillswap/contracts/endpoints'],
              allowTypeImports: true,
              message:
                'Import endpoint definitions as types only; take addresses from contracts/<feature>/routes.',
            },
          ],
        },
      ],
    },
  },
  {
    // The key factories are where keys are written out.
    files: ['apps/web/src/features/*/api/keys.ts', 'apps/web/src/lib/query-keys.ts'],
    rules: { 'no-restricted-syntax': ['error', noHandWrittenApiUrl, noEnglishSentenceArgument] },
  },
  {
    // Addresses only: the first-load bundle imports these, so they must not pull in zod or the schemas.
    files: ['packages/contracts/src/*/routes.ts', 'packages/contracts/src/*/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // zod, and any file but the route helper and other routes files.
              regex: '^(zod(/.*)?|\\.\\./(?!shared/route\\.ts$).*|\\./(?!([a-z-]+-)?routes\\.ts$).*)$',
              message: 'Routes hold addresses only.',
            },
          ],
        },
      ],
    },
  },
  {
    // API tests converted to the typed test client (apps/api/src/test/inject.ts): a call names its endpoint by
    // the contract route, so its params and body are checked against the definition. Add files as they move.
    files: [
      'apps/api/src/test/inject.test.ts',
      'apps/api/src/modules/contact/*.test.ts',
      'apps/api/src/modules/site/*.test.ts',
      'apps/api/src/modules/status/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Property[key.name='url'] > Literal[value=/^\\/api\\//], " +
            "Property[key.name='url'] > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\//]",
          message: 'Call the API with inject(app, <area>Routes.<endpoint>, …) from src/test/inject.ts.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/ui/toaster.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
