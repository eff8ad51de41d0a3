/**
 * The rows the formats suite writes in every format (formats.e2e.test.ts): text with commas,
 * quotes, accents and a currency sign; records with nested values, escapes and a large number.
 */
export const SALES: string[][] = [
  ['month', 'region', 'revenue', 'note'],
  ['2026-01', 'North', '1200', 'plain'],
  ['2026-01', 'Zürich', '900', 'comma, inside'],
  ['2026-02', 'São Paulo', '1,5', 'say "hi"'],
  ['2026-03', 'Kraków', '€40', '']
]

export const RECORDS = [
  { id: 1, city: 'Zürich', tags: ['a', 'b'], amount: 12.5, ok: true, note: null },
  { id: 2, city: 'say "hi" \\ back\\slash', tags: [], amount: -0.25, ok: false, note: 'x' },
  { id: 3, city: '東京', tags: [{ k: 'v' }], amount: 1e21, ok: true, note: '[not, an] {array}' }
]
