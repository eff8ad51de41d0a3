import { beforeAll, describe, expect, it } from '@jest/globals'
import { registerSecrets } from '../src/common/redact.js'
import {
  contextsOf,
  datasetContext,
  decodeContext,
  legContext
} from '../src/github/status-context.js'

const TAG = 'dashboards'

describe('a dataset status context', () => {
  it('names the tag and a short lower-case path as they are', () => {
    expect(datasetContext(TAG, 'data/sales.csv')).toBe('dashboard (dashboards): data/sales.csv')
  })
  it('is decoded back to its path by a collect job that does not expect it', () => {
    expect(decodeContext(TAG, 'dashboard (dashboards): data/sales.csv', new Map())).toEqual({
      kind: 'dataset',
      path: 'data/sales.csv'
    })
  })
  it('tells apart paths that differ only in case, which GitHub would take as one context', () => {
    const upper = datasetContext(TAG, 'data/Sales.csv')
    const lower = datasetContext(TAG, 'data/sales.csv')
    expect(upper.toLowerCase()).not.toBe(lower.toLowerCase())
    expect(upper).toMatch(/^dashboard \(dashboards\): data\/Sales\.csv #[0-9a-f]{8}$/)
  })
  it('keeps a long path within 100 characters, unique, and decodable from the expected paths', () => {
    const long = (end: string) => `data/${'deep/'.repeat(40)}${end}.csv`
    const [a, b] = [long('north'), long('south')]
    const contexts = [datasetContext(TAG, a), datasetContext(TAG, b)]
    for (const context of contexts) expect(context.length).toBeLessThanOrEqual(100)
    expect(contexts[0]).not.toBe(contexts[1])
    expect(contexts[0]).toContain('north.csv #')
    const expected = contextsOf(TAG, [a, b])
    expect(decodeContext(TAG, contexts[1], expected)).toEqual({ kind: 'dataset', path: b })
    // Without the list, the hashed context is shown as it is, never mistaken for a path.
    expect(decodeContext(TAG, contexts[1], new Map())?.kind).toBe('unknown')
  })
  it('cuts and hashes a long tag, and ignores the contexts of other tags and systems', () => {
    const tag = 'x'.repeat(80)
    const context = datasetContext(tag, 'data/a.csv')
    expect(context.length).toBeLessThanOrEqual(100)
    expect(decodeContext(tag, context, new Map())).toEqual({ kind: 'dataset', path: 'data/a.csv' })
    expect(decodeContext(TAG, context, new Map())).toBeUndefined()
    expect(decodeContext(TAG, 'continuous-integration/jenkins', new Map())).toBeUndefined()
  })
})

describe('a leg status context', () => {
  it('names the first dataset and how many more, and decodes to both', () => {
    const context = legContext(TAG, ['data/a.csv', 'data/b.csv', 'data/c.csv'])
    expect(context).toBe('dashboard (dashboards) leg: data/a.csv +2')
    expect(decodeContext(TAG, context, new Map())).toMatchObject({
      kind: 'leg',
      first: 'data/a.csv',
      count: 3
    })
  })
})

describe('a context, which anyone who can read the repository sees', () => {
  const KEY = 'svc_live_Qm7rT2vX9kLp4Wn8Zc3Hy6Bd'
  const TOKEN = 'ghs_R4nd0mT0k3nV4lu3F0rT3sts0nly12'
  beforeAll(() => registerSecrets({ apiKey: KEY, githubToken: TOKEN, baseUrl: '' }))
  const parts = (secret: string) => [secret, secret.slice(4, 14), secret.slice(-10)]

  it.each([
    ['the key after its prefix', `data/${KEY.slice(4)}.csv`],
    ['the whole key, in a path too long to show whole', `data/${'x'.repeat(80)}${KEY}.csv`],
    ['the token after its prefix, with a capital letter', `data/Upper${TOKEN.slice(4)}.csv`]
  ])('hides a path holding %s, and stays one per path', (_what, path) => {
    const context = datasetContext(TAG, path)
    for (const part of [...parts(KEY), ...parts(TOKEN)]) expect(context).not.toContain(part)
    expect(context).toMatch(/ #[0-9a-f]{8}$/)
    expect(contextsOf(TAG, [path]).get(context)).toBe(path)
    const leg = legContext(TAG, [path, 'data/b.csv'])
    for (const part of [...parts(KEY), ...parts(TOKEN)]) expect(leg).not.toContain(part)
  })
  it('hides a tag holding the key, and writes a path with a line break on one line', () => {
    const context = datasetContext(`team ${KEY}`, 'data/a\nb.csv')
    for (const part of parts(KEY)) expect(context).not.toContain(part)
    expect(context).not.toMatch(/[\n\r]/)
  })
  it('tells apart non-ASCII paths and tags that differ only in case', () => {
    const [upper, lower] = [datasetContext(TAG, 'data/É.csv'), datasetContext(TAG, 'data/é.csv')]
    expect(upper.toLowerCase()).not.toBe(lower.toLowerCase())
    const [prod, Prod] = [datasetContext('prod', 'a.csv'), datasetContext('Prod', 'a.csv')]
    expect(prod.toLowerCase()).not.toBe(Prod.toLowerCase())
  })
})
