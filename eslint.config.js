import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way (docs/ARCHITECTURE.md, "Layers"). The browser's layers, lowest first: a file may import
// from its own layer and the ones before it, never from a later one. src/config.ts (app name, version, API base)
// and src/i18n sit at the bottom of the browser side, so every browser layer may use them. src/pages and
// resources/ (hand-written screens) share the top layer without importing each other; src/App.tsx and
// src/main.tsx sit above them. Tests may import anything.
const LAYERS = [
  ['src/schema'],
  ['src/access'],
  ['src/config.ts'],
  ['src/i18n'],
  ['src/http'],
  ['src/api'],
  ['src/providers'],
  ['src/crud'],
  ['src/shell'],
  ['src/pages', 'resources'],
  ['src/App.tsx'],
  ['src/main.tsx'],
];
/** Node-only code, never imported by src/ or resources/. */
const NODE_ONLY = ['mock-server', 'scripts', 'tests'];

/**
 * The server's folders by concept (issue 39). store/ is the lowest: it imports no other room but the HTTP
 * vocabulary; query/ (the list dialect) sits on it; records/ (a record's reads and writes) never imports actions/
 * (workflow, row actions, bulk, import, create-from: built on the records' writes); nothing imports the app or the
 * route table but mock-server/index.ts.
 */
const SERVER_ROOMS = ['http', 'auth', 'access', 'store', 'query', 'records', 'actions', 'trail', 'schemas', 'seed'];
const SERVER_ZONES = [
  {
    target: 'mock-server/store',
    from: 'mock-server',
    except: ['./store', './http/http.ts'],
    message:
      'mock-server/store is the lowest room of the server: it imports only itself and mock-server/http/http.ts (docs/ARCHITECTURE.md, Who may import what).',
  },
  {
    target: 'mock-server/query',
    from: 'mock-server',
    except: ['./query', './store', './http/http.ts'],
    message:
      'mock-server/query (the list dialect) imports only itself, mock-server/store and mock-server/http/http.ts (docs/ARCHITECTURE.md, Who may import what).',
  },
  {
    target: 'mock-server/records',
    from: 'mock-server/actions',
    message:
      'mock-server/records does not import mock-server/actions: workflow, row actions, bulk, import and create-from build on the records, not the other way (docs/ARCHITECTURE.md, Who may import what).',
  },
  {
    target: SERVER_ROOMS.filter((room) => room !== 'http').map((room) => `mock-server/${room}`),
    from: ['mock-server/http/app.ts', 'mock-server/http/routes.ts'],
    message:
      'Only mock-server/index.ts (and the benchmarks and tests) import the app and the route table (docs/ARCHITECTURE.md, Who may import what).',
  },
];

const layerMessage = (target, index) =>
  index === 0
    ? `${target} is the lowest layer and imports no other part of the repository (docs/ARCHITECTURE.md, Layers).`
    : `${target} may import only from ${LAYERS.slice(0, index).flat().join(', ')} and itself: move the shared definition down a layer (docs/ARCHITECTURE.md, Layers).`;
const LAYER_ZONES = [
  ...LAYERS.flatMap((layer, index) =>
    layer.map((target) => ({
      target,
      from: [...LAYERS.slice(index + 1).flat(), ...layer.filter((sibling) => sibling !== target), ...NODE_ONLY],
      message: layerMessage(target, index),
    })),
  ),
  // One door to the API: only src/api builds its URLs and sends through the http layer's client.
  {
    target: ['src/providers', 'src/crud', 'src/shell', 'src/pages', 'resources'],
    from: 'src/http/client.ts',
    message: 'Calls go through the API client (src/api/client.ts: apiUrl, request, send) or the Refine data provider.',
  },
  {
    target: ['src', 'resources'],
    from: 'src/schema/loader/read-dir.ts',
    message: 'Node-only (node:fs): the browser gets the schemas from virtual:schema-registry.',
  },
  // The server and the scripts share src/schema and src/access with the browser, nothing else of it.
  ...['mock-server', 'scripts'].flatMap((target) => [
    {
      target,
      from: 'src',
      except: ['./schema', './access', './api/paths.ts', './api/answers.ts'],
      message: `${target} imports only src/schema, src/access and the API's paths and answers (src/api/paths.ts, answers.ts) from src/.`,
    },
    { target, from: ['resources', 'tests'], message: `${target} does not import hand-written screens or tests.` },
  ]),
  {
    target: 'mock-server',
    from: 'scripts',
    message: 'The server does not depend on scripts: shared code goes to src/schema or src/access.',
  },
  // The server's rooms (docs/ARCHITECTURE.md, "Who may import what"). mock-server/http/http.ts is the vocabulary every
  // room shares (HttpError, Data, the JSON answers); the rest of http/ (the app, the route table) is the top.
  ...SERVER_ZONES,
  // The benchmarks (scripts/bench*.ts) run the server in-process; the schema tools and the Vite plugin do not.
  {
    target: 'scripts/**/!(bench*).ts',
    from: 'mock-server',
    message: 'Only the benchmarks (scripts/bench*.ts) import the mock server.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'mock-server/data',
      'test-results',
      'playwright-report',
      'schemas/*.schema.json',
      // Import cycles on purpose, linted only by tests/unit/lint/layers.test.ts.
      'tests/fixtures/lint',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
      // Each icon by its own module (issue 28): the index names every icon, and src/shell/iconTable.tsx loads
      // the rest lazily by the same paths.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@ant-design/icons', message: "Import the icon's own module: '@ant-design/icons/es/icons/<Name>'." }],
        },
      ],
    },
  },
  {
    // Layers and cycles. import-x's own resolver (unrs-resolver) given the TypeScript extensions resolves the
    // repository's relative imports; eslint-import-resolver-typescript is not needed (no path aliases).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] })],
      // no-cycle follows only the files it may parse: TypeScript included.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYER_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
