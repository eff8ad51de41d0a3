import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', 'tools/node24/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules for the TypeScript, all of which tsconfig.json includes. Only the few
    // whose findings are real bugs: a promise nobody awaits or handles (the action would carry
    // on or exit while it runs, or its rejection would end the process), a non-Error thrown or
    // rejected (the message the user reads is then lost), an assertion that hides a type.
    files: ['**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname }
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error'
    }
  },
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'error'
    }
  },
  {
    // One output boundary (SECURITY.md): only the step log (src/common/log.ts) and src/report/
    // write to the log, annotations, outputs and summary, where every text is redacted and made
    // safe for its sink; the redactor registers the secrets with the runner.
    files: ['src/**/*.ts'],
    ignores: ['src/report/**', 'src/common/log.ts', 'src/common/redact.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='core'][property.name=/^(info|debug|notice|warning|error|startGroup|endGroup|group|setOutput|setFailed|summary|exportVariable)$/]",
          message:
            'Write through src/common/log.ts or src/report/ (outputs.ts, summary.ts): it makes text safe.'
        },
        {
          selector: "MemberExpression[object.name='process'][property.name=/^(stdout|stderr)$/]",
          message: 'Write through src/common/log.ts: it makes text safe for the step log.'
        }
      ]
    }
  },
  {
    files: ['emulator/**', 'tools/**', 'bench/**', 'reliability/**', '__tests__/**'],
    rules: { 'no-console': 'off' }
  }
)
