import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', 'tools/node24/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
