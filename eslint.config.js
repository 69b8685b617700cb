// Type-aware lint for the whole monorepo; jsx-a11y on because this product serves patients.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The web app's feature folders: each is a zone of its own (see webZones below). */
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const fullZod = {
  name: 'zod',
  message: "Use '@athcare/shared/zod-mini': this code loads with every page.",
};
const appWide = {
  group: ['@/features/**', '@/routes/**', '@/router', '@/main'],
  message:
    'lib, components, stores and hooks serve every feature: they import no feature or route.',
};
const thinRoutes = [
  {
    name: '@/lib/api-client',
    message: "Routes stay thin: load data through a feature's query options and hooks.",
  },
];
const featureZone = (feature) => ({
  group: ['@/features/*', `!@/features/${feature}`, '@/routes/**', '@/router', '@/main', '../../*'],
  message: `Features never import one another or routes: share through lib, components, stores or packages/shared, and let a route compose the features (this is features/${feature}).`,
});

/**
 * Import zones of the web app (CONVENTIONS 2 and 15): shared code flows one way, lib, components,
 * stores, packages/shared → features → routes. Routes may import features, lib, components, hooks
 * and stores; a feature may import lib, components, hooks, stores and packages/shared, never
 * another feature. What every page's first load runs (route search and params, the login path,
 * the stores) validates with zod/mini: full zod there would put ~10 KB back on /accounts/login
 * (issue #4). One rule entry per file set, because a later flat-config entry replaces the options
 * of an earlier one.
 */
const restrict = (files, { paths = [], patterns = [] }, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
});
const web = (glob) => `apps/web/src/${glob}`;
const webZones = [
  ...features.flatMap((feature) => [
    restrict([web(`features/${feature}/**/*.{ts,tsx}`)], { patterns: [featureZone(feature)] }),
    restrict(
      [web(`features/${feature}/lib/*search-params.ts`)],
      { paths: [fullZod], patterns: [featureZone(feature)] },
      ['**/*.test.{ts,tsx}'],
    ),
  ]),
  restrict([web('{components,stores,hooks,lib}/**/*.{ts,tsx}')], { patterns: [appWide] }),
  restrict([web('lib/**/*.ts')], { paths: [fullZod], patterns: [appWide] }, ['**/*.test.{ts,tsx}']),
  restrict([web('routes/**/*.{ts,tsx}')], { paths: [fullZod, ...thinRoutes] }),
  restrict(['packages/shared/src/{auth,settings}.schema.ts'], { paths: [fullZod] }),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/dist-prerender/**',
      '**/.data/**',
      'apps/web/src/routeTree.gen.ts',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser },
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...webZones,
  {
    // The web build takes every `z.…()` call for pure (apps/web/vite.config.ts) and drops one whose
    // result is unused, so a call made for its effect on zod (its settings, a registry) must not
    // be spelt through `z`.
    files: ['apps/web/**/*.{ts,tsx}', 'packages/shared/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ExpressionStatement > CallExpression:matches([callee.object.name='z'], [callee.object.object.name='z'], [callee.object.callee.object.name='z'])",
          message:
            'The web build drops a `z.…()` call whose result is unused (vite.config.ts): import the function by its name.',
        },
      ],
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
