import { describe, expect, it } from '@jest/globals'
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
