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
    // One output boundary (SECURITY.md): only src/report/ writes to the log, annotations,
    // outputs and summary, where every text is redacted and made safe for its sink.
    files: ['src/**/*.ts'],
    ignores: ['src/report/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='core'][property.name=/^(info|debug|notice|warning|error|startGroup|endGroup|group|setOutput|setFailed|summary|exportVariable)$/]",
          message: 'Write through src/report/ (log.ts, outputs.ts, summary.ts): it makes text safe.'
        },
        {
          selector: "MemberExpression[object.name='process'][property.name=/^(stdout|stderr)$/]",
          message: 'Write through src/report/log.ts: it makes text safe for the step log.'
        }
      ]
    }
  },
  {
    files: ['emulator/**', 'tools/**', 'bench/**', 'reliability/**', '__tests__/**'],
    rules: { 'no-console': 'off' }
  }
)
