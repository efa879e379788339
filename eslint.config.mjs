import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SHARED_BY_NAME = {
  group: ['**/shared/src/*', '../../shared/*'],
  message: 'Import @portal/shared by its package name.',
};
/** The apps use the router through react-router-dom, which the portal provides as its own subset. */
const ROUTER_PATHS = ['react-router', 'react-router/dom'].map((name) => ({
  name,
  message: 'Import the router from react-router-dom (shared/src/routing/react-router-dom.ts lists what it offers).',
}));

/** Apps reach the API only through the data modules of @portal/shared, which own each call's cache effects. */
const API_CLIENT = {
  name: '@portal/shared',
  importNames: ['callApi', 'request'],
  message: 'Call the API through a data module of @portal/shared (shared/src/data/): it states the cache effects.',
};

/** A string, template or regular-expression literal with Chinese in it. */
const CJK = '[\\u4e00-\\u9fff]';
const CJK_LITERALS = [
  `Literal[value=/${CJK}/]`,
  `Literal[regex.pattern=/${CJK}/]`,
  `TemplateLiteral:has(TemplateElement[value.raw=/${CJK}/])`,
];
/** Testing Library queries by a text, jest-dom matchers of a text. */
const TEXT_QUERY = '/^(get|query|find)(All)?By(Text|LabelText|PlaceholderText|Title|DisplayValue|AltText)$/';
const ANY_QUERY = '/^(get|query|find)(All)?By[A-Z]/';
const TEXT_MATCHER =
  '/^(toHaveTextContent|toHaveAccessibleName|toHaveAccessibleDescription|toHaveDisplayValue|toHaveValue)$/';
const calling = (name) => `CallExpression:matches([callee.name=${name}], [callee.property.name=${name}])`;
const LITERAL_TEXT = {
  message: 'Read the text from the catalogue the code uses, not a literal.',
};
/** Tests look for the texts the code shows by the catalogue entries it shows them from. */
const TEXTS_FROM_CATALOGUES = CJK_LITERALS.flatMap((literal) => [
  `${calling(TEXT_QUERY)} > ${literal}.arguments:first-child`,
  `${calling(ANY_QUERY)} > ObjectExpression > Property:matches([key.name=/^(name|description)$/], [key.value=/^(name|description)$/]) > ${literal}.value`,
  `${calling(TEXT_MATCHER)} > ${literal}.arguments`,
]).map((selector) => ({ selector, ...LITERAL_TEXT }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The API's build while it is made (scripts/lib/build-api.mjs), before it takes api/dist's place.
      'api/.dist-*/**',
      '.tools/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      // The shared core's declarations, emitted for its surface report.
      'shared/.api-types/**',
      // Each package's declarations, emitted by the typecheck (tsc -b).
      '**/.tsbuild/**',
      // The release store: the published, minified files of each remote version.
      'deploy/releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Apps meet only through the shared package by name, never by a path into it.
      'no-restricted-imports': ['error', { paths: ROUTER_PATHS, patterns: [SHARED_BY_NAME] }],
    },
  },
  {
    // The rules of React (hooks, components, the compiler's checks) where React code lives: the browser
    // packages and the shared core they render with. The API, ops tools and browser tests have none.
    files: ['{host,remote-auth,remote-cards,remote-messages,shared}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['host/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...ROUTER_PATHS, API_CLIENT], patterns: [SHARED_BY_NAME] }],
    },
  },
  {
    // Remotes meet the host and each other only through @portal/shared and URLs.
    files: ['remote-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...ROUTER_PATHS, API_CLIENT],
          patterns: [
            SHARED_BY_NAME,
            {
              group: ['**/host/**', '**/remote-*/**', '@portal/host', '@portal/remote-*'],
              message: 'A remote never imports the host or another remote.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one module that builds the router subset from the package itself.
    files: ['shared/src/routing/react-router-dom.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['{host,remote-auth,remote-cards,remote-messages,shared}/src/**/__tests__/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...TEXTS_FROM_CATALOGUES] },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node, sourceType: 'module' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
