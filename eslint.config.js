// ESLint flat config: typescript-eslint strict everywhere, React hooks rules in the web app, and the
// architecture's import boundaries (docs/architecture.md) as no-restricted-imports rules.
//
// no-restricted-imports does not merge across config objects: the last matching object wins. So
// each boundary block below lists every restriction that applies to its files (see `restrict`).
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A regex, not gitignore-style globs: the glob `domain` (a Node built-in) would also match `@kasuwa/domain`.
const nodeBuiltinsRegex = `^(node:.*|(${builtinModules
  .filter((m) => !m.startsWith('_'))
  .map((m) => m.replace(/[/]/g, '\\/'))
  .join('|')})(\\/.*)?)$`;

/** Builds a no-restricted-imports rule from groups of { group | regex, message }. */
function restrict(...rules) {
  return ['error', { patterns: rules.flat() }];
}

// Patterns are gitignore-style (`group`) or regular expressions over the import string (`regex`).
const rules = {
  noApi: {
    regex: '^@kasuwa/api(/|$)|(^|/)apps/api(/|$)|(^|/)api/src(/|$)',
    message: 'The web app talks to the API over HTTP only.',
  },
  noWeb: {
    regex: '^@kasuwa/web(/|$)|(^|/)apps/web(/|$)|(^|/)web/src(/|$)',
    message: 'The API must not depend on the web app.',
  },
  noApps: {
    regex: '^@kasuwa/(api|web)(/|$)|(^|/)apps/',
    message: 'packages/domain is shared by both apps and imports nothing of them.',
  },
  noReact: { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'packages/domain is framework-free.' },
  noServerLibs: {
    group: [
      'drizzle-orm',
      'drizzle-orm/*',
      'pg',
      '@electric-sql/*',
      'graphql',
      'graphql-yoga',
      '@pothos/*',
      'pino',
      'sharp',
    ],
    message: 'Server-only library: not here.',
  },
  noNode: (where) => ({ regex: nodeBuiltinsRegex, message: `Node built-in modules do not belong in ${where}.` }),
  // API layering: <area>.graphql.ts -> <area>.service.ts -> <area>.repository.ts -> db
  noForeignRepository: {
    regex: '^\\.\\./.*\\.(repository|table)(\\.[jt]s)?$',
    message: "Call the other module's service; its repository and tables are private to it.",
  },
  noRepositoryInGraphql: {
    regex: '\\.repository(\\.[jt]s)?$',
    message: 'GraphQL fields delegate to the service; only the service uses the repository.',
  },
  noGraphqlInService: {
    regex: '^(graphql|graphql-yoga|@pothos/.*)$|\\.graphql(\\.[jt]s)?$|(^|/)graphql/',
    message: 'Services hold the rules and never import GraphQL.',
  },
  // API layering: app (composition root) -> modules -> platform
  noApiAppImport: {
    regex: '(^|/)(app|seed)(/|$)',
    message: 'Only the composition root (src/app, src/main.ts) wires things together: nothing below imports it.',
  },
  noApiModuleImport: {
    regex: '(^|/)modules(/|$)',
    message: 'src/platform knows no area: take what you need as a parameter or an interface.',
  },
  // Web layering: app -> features -> components/lib -> domain
  noAppImport: { regex: '(^|/)app(/|$)', message: 'Nothing imports src/app (routes, providers, layouts).' },
  noFeatureImport: {
    regex: '(^|/)features(/|$)',
    message: 'components/ and lib/ are generic: they never import features.',
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      '**/drizzle/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/screenshots/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `interface X extends Y {}` is how a module adds its entries to a registry (declaration merging).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },

  // ---- packages/domain: pure TypeScript shared by both apps -------------------------------------
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        rules.noApps,
        rules.noReact,
        rules.noServerLibs,
        rules.noNode('packages/domain'),
      ),
    },
  },

  // ---- apps/api -----------------------------------------------------------------------------------
  {
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(rules.noWeb, rules.noReact) },
  },
  {
    files: ['apps/api/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(rules.noWeb, rules.noReact, rules.noApiAppImport, rules.noApiModuleImport),
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(rules.noWeb, rules.noReact, rules.noApiAppImport) },
  },
  {
    files: ['apps/api/src/modules/**/*.graphql.ts'],
    rules: {
      'no-restricted-imports': restrict(
        rules.noWeb,
        rules.noReact,
        rules.noApiAppImport,
        rules.noForeignRepository,
        rules.noRepositoryInGraphql,
      ),
    },
  },
  {
    files: ['apps/api/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': restrict(
        rules.noWeb,
        rules.noReact,
        rules.noApiAppImport,
        rules.noForeignRepository,
        rules.noGraphqlInService,
      ),
    },
  },

  // ---- apps/web -----------------------------------------------------------------------------------
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(rules.noApi, rules.noServerLibs, rules.noNode('browser code')) },
  },
  // Features never import each other. A file N folders deep inside features/<name>/ reaches another
  // feature with exactly N+1 `../` followed by a folder name, which a regex can see.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(
        rules.noApi,
        rules.noServerLibs,
        rules.noNode('browser code'),
        rules.noAppImport,
        {
          regex: `^(\\.\\./){${depth}}[^./]`,
          message:
            'Features never import each other: move shared code to components/ or lib/, or compose them in app/.',
        },
      ),
    },
  })),
  {
    files: ['apps/web/src/{components,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        rules.noApi,
        rules.noServerLibs,
        rules.noNode('browser code'),
        rules.noAppImport,
        rules.noFeatureImport,
      ),
    },
  },

  // ---- tests: a non-null assertion that is wrong fails the test, which is what it should do ----------
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },

  // ---- scripts, configs, browser tests ---------------------------------------------------------
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
