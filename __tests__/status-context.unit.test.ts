import { beforeAll, describe, expect, it } from '@jest/globals'
import { registerSecrets } from '../src/common/redact.js'
import { aggregateContext, datasetContext } from '../src/github/status-context.js'
import { ignoreStepLog } from './helpers/step-log.js'

// registerSecrets announces each secret to the runner (::add-mask::): not this test log's.
ignoreStepLog()

const TAG = 'dashboards'

describe('a dataset status context', () => {
  it('names a short lower-case path as it is, after the prefix alone when no tag was given', () => {
    expect(datasetContext(undefined, 'data/sales.csv')).toBe('dashboard: data/sales.csv')
  })
  it('names the given tag and the path', () => {
    expect(datasetContext(TAG, 'data/sales.csv')).toBe('dashboard (dashboards): data/sales.csv')
  })
  it('tells apart paths that differ only in case, which GitHub would take as one context', () => {
    for (const tag of [undefined, TAG]) {
      const upper = datasetContext(tag, 'data/Sales.csv')
      const lower = datasetContext(tag, 'data/sales.csv')
      expect(upper.toLowerCase()).not.toBe(lower.toLowerCase())
      expect(upper).toMatch(/^dashboard( \(dashboards\))?: data\/Sales\.csv #[0-9a-f]{8}$/)
    }
  })
  it('keeps a long path within 100 characters, unique, showing its end', () => {
    const long = (end: string) => `data/${'deep/'.repeat(40)}${end}.csv`
    for (const tag of [undefined, TAG]) {
      const contexts = [datasetContext(tag, long('north')), datasetContext(tag, long('south'))]
      for (const context of contexts) expect(context.length).toBeLessThanOrEqual(100)
      expect(contexts[0]).not.toBe(contexts[1])
      expect(contexts[0]).toContain('north.csv #')
    }
  })
  it('hashes a path that already ends like a hash, so it cannot pass for another path', () => {
    const context = datasetContext(TAG, 'data/a.csv #0123abcd')
    expect(context).not.toBe('dashboard (dashboards): data/a.csv #0123abcd')
    expect(context).toMatch(/ #[0-9a-f]{8}$/)
  })
  it('cuts and hashes a long tag, keeping the context within 100 characters', () => {
    const tag = 'x'.repeat(80)
    const context = datasetContext(tag, 'data/a.csv')
    expect(context.length).toBeLessThanOrEqual(100)
    expect(context).toMatch(/^dashboard \(x+… [0-9a-f]{8}\): data\/a\.csv$/)
    expect(context).not.toBe(datasetContext('x'.repeat(81), 'data/a.csv'))
  })
})

describe("the run's aggregate status context", () => {
  it('is dashboards without a tag: one name a branch rule can require', () => {
    expect(aggregateContext(undefined)).toBe('dashboards')
  })
  it('names the given tag', () => {
    expect(aggregateContext('nightly')).toBe('dashboards (nightly)')
  })
  it('differs from every dataset context of the same tag', () => {
    expect(aggregateContext(TAG)).not.toMatch(/^dashboard \(/)
    expect(datasetContext(TAG, 'x')).not.toBe(aggregateContext(TAG))
  })
  it('tells apart tags that differ only in case, and cuts a long one', () => {
    expect(aggregateContext('Prod').toLowerCase()).not.toBe(aggregateContext('prod').toLowerCase())
    const long = aggregateContext('t'.repeat(200))
    expect(long.length).toBeLessThanOrEqual(100)
    expect(long).toMatch(/^dashboards \(t+… [0-9a-f]{8}\)$/)
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
    expect(datasetContext(TAG, `${path}x`)).not.toBe(context)
  })
  it('hides a tag holding the key, in a dataset context and in the aggregate one', () => {
    for (const context of [
      datasetContext(`team ${KEY}`, 'data/a.csv'),
      aggregateContext(`team ${KEY}`)
    ])
      for (const part of parts(KEY)) expect(context).not.toContain(part)
  })
  it('writes a path or a tag with a line break on one line', () => {
    expect(datasetContext(TAG, 'data/a\nb.csv')).not.toMatch(/[\n\r]/)
    expect(aggregateContext('a\r\nb')).not.toMatch(/[\n\r]/)
  })
  it('tells apart non-ASCII paths and tags that differ only in case', () => {
    const [upper, lower] = [datasetContext(TAG, 'data/É.csv'), datasetContext(TAG, 'data/é.csv')]
    expect(upper.toLowerCase()).not.toBe(lower.toLowerCase())
    const [prod, Prod] = [datasetContext('prod', 'a.csv'), datasetContext('Prod', 'a.csv')]
    expect(prod.toLowerCase()).not.toBe(Prod.toLowerCase())
  })
})
