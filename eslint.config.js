import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

// Shared code flows shared → lib/components → features → app: nothing below app/ imports from it.
const appImport = {
  group: ['@/app', '@/app/**'],
  message: 'Only src/app wires features together: move what is shared to src/lib or src/components.',
};
// A feature never imports another feature (CONVENTIONS.md): shared code flows shared → features → app.
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureBoundaries = features.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...features
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`@/features/${other}`, `@/features/${other}/**`, `**/features/${other}/**`, `../../${other}/**`],
              message: 'Features must not import each other: move shared code to src/lib or src/components.',
            })),
          appImport,
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...featureBoundaries,
  // The domain knows nothing of HTTP: routes call it, never the other way (AppError and Actor live in domain/).
  {
    files: ['apps/server/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/http/**', '**/routes/**'], message: 'The domain does not import HTTP or routes.' }],
        },
      ],
    },
  },
  // Who may do what is the access policy's (packages/shared/src/roles.ts): elsewhere a role is never compared with a
  // literal to decide access; ask the policy (`can`, `holders`, `canManageUser`…).
  {
    files: ['apps/server/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'packages/shared/src/roles.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['left', 'right'].map((side) => ({
          selector: `BinaryExpression[operator=/^[!=]==?$/][${side}.property.name='role'][${side === 'left' ? 'right' : 'left'}.type='Literal']`,
          message:
            'Access rules live in the policy (packages/shared/src/roles.ts): use can(role, capability) or a rule there.',
        })),
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImport] }] },
  },
);
