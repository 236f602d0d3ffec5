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

/** A role compared with a literal, on either side: access rules belong to the policy. */
const roleLiterals = ['left', 'right'].map((side) => ({
  selector: `BinaryExpression[operator=/^[!=]==?$/][${side}.property.name='role'][${side === 'left' ? 'right' : 'left'}.type='Literal']`,
  message: 'Access rules live in the policy (packages/shared/src/roles.ts): use can(role, capability) or a rule there.',
}));
/** The raw elements the web app draws only through its UI kit, and the part to use instead. */
const kitParts = {
  table: 'Table (ui/table.tsx) or DataTable',
  button: 'Button (ui/button.tsx)',
  textarea: 'TextAreaField or TextArea (ui/field.tsx)',
};

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
      'no-restricted-syntax': ['error', ...roleLiterals],
    },
  },
  // The web app's UI kit is the only way to draw a table, a button or a text box (issue 24, decision 033): outside
  // src/components/ui a raw <table>, <button> or <textarea> is an error — use Table, Button, TextArea(Field). The
  // rule repeats the role selectors because a later block's options replace an earlier block's for the same rule.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/components/ui/**', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...roleLiterals,
        ...Object.entries(kitParts).map(([element, part]) => ({
          selector: `JSXOpeningElement[name.name='${element}']`,
          message: `Raw <${element}> outside src/components/ui: use ${part} from the UI kit (add a part there if none fits).`,
        })),
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImport] }] },
  },
);
