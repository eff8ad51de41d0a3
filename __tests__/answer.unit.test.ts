import { beforeAll, describe, expect, it } from '@jest/globals'
import { registerSecrets } from '../src/common/redact.js'
import { httpUrl } from '../src/report/html.js'
import {
  parseReadAnswer,
  parseStartAnswer,
  serviceMessage,
  UnsafeIdError
} from '../src/service/answer.js'
import { ignoreStepLog } from './helpers/step-log.js'

// registerSecrets tells the runner to mask each secret (::add-mask::); these tests check what
// is hidden, not those lines.
ignoreStepLog()

const base = new URL('https://dash.example.com/svc/')
const SECRET = 'svc_live_Qm7rT2vX9kLp4Wn8Zc3Hy6Bd'

/** Every run of eight characters of `secret` that `text` shows. */
function fragmentsOf(secret: string, text: string): string[] {
  const found: string[] = []
  for (let at = 0; at + 8 <= secret.length; at++)
    if (text.includes(secret.slice(at, at + 8))) found.push(secret.slice(at, at + 8))
  return found
}

describe('the start answer', () => {
  it('reads a processing answer inside the data envelope, ignoring the envelope status', () => {
    const body = {
      status: 'success',
      message: 'Generation triggered',
      data: { generation_id: 'g1', dataset_id: 'd1', status: 'processing' }
    }
    expect(parseStartAnswer(body, base)).toEqual({
      generationId: 'g1',
      status: 'processing',
      dashboardId: undefined,
      title: undefined,
      shareUrl: undefined
    })
  })
  it('reads a finished answer with a nested share link', () => {
    const body = {
      status: 'success',
      data: {
        generation_id: 'g1',
        dashboard_id: 'b1',
        status: 'completed',
        share_link: { id: 's', share_url: 'https://dash.example.com/svc/share/s/view/' }
      }
    }
    expect(parseStartAnswer(body, base)).toMatchObject({
      status: 'completed',
      dashboardId: 'b1',
      shareUrl: 'https://dash.example.com/svc/share/s/view/'
    })
  })
  it('reads fields at the top level, with a plain share_url', () => {
    const body = {
      generation_id: 7,
      dashboard_id: 'b1',
      status: 'completed',
      share_url: 'https://x.example.com/share/a/view/'
    }
    expect(parseStartAnswer(body, base)).toMatchObject({
      generationId: '7',
      status: 'completed',
      shareUrl: 'https://x.example.com/share/a/view/'
    })
  })
  it('finds the id at the top level and the link inside data', () => {
    const body = { generation_id: 'g2', data: { share_link: { share_url: '/svc/share/z/view/' } } }
    expect(parseStartAnswer(body, base)).toMatchObject({
      generationId: 'g2',
      status: 'processing',
      shareUrl: 'https://dash.example.com/svc/share/z/view/'
    })
  })
  it('names no generation when there is no id, or the body is not an object', () => {
    expect(parseStartAnswer({ status: 'success', data: {} }, base)).toBeUndefined()
    expect(parseStartAnswer('<html>', base)).toBeUndefined()
    expect(parseStartAnswer(undefined, base)).toBeUndefined()
  })
  it('keeps a share link that is not http(s) only as text, never as a link', () => {
    const state = parseStartAnswer({ generation_id: 'g', share_url: 'javascript:alert(1)' }, base)
    expect(state?.shareUrl).toBeUndefined()
    expect(state?.unlinkableShareUrl).toBe('javascript:alert(1)')
  })
  it.each(['.', '..', '../admin', 'a/b', 'a b', 'id\n::error::x', 'x'.repeat(129), 'é'])(
    'refuses the generation id %j',
    id => {
      expect(() => parseStartAnswer({ generation_id: id }, base)).toThrow(UnsafeIdError)
    }
  )
  it.each(['5c5c2ee5-4ce0-45ff-a965-29ac879a86ef', 'gen_1.v2:eu', 'x'.repeat(128), 42])(
    'accepts the generation id %j',
    id => {
      expect(parseStartAnswer({ generation_id: id }, base)?.generationId).toBe(String(id))
    }
  )
  it('refuses a dashboard id that is not a safe identifier', () => {
    expect(() => parseStartAnswer({ generation_id: 'g', dashboard_id: '..' }, base)).toThrow(
      UnsafeIdError
    )
  })
})

describe('the read answer', () => {
  const read = (data: unknown) =>
    parseReadAnswer({ status: 'success', message: 'ok', data }, 'g1', base)
  it('is processing while the dashboard does not exist yet', () => {
    expect(read({ id: 'g1' })).toMatchObject({ generationId: 'g1', status: 'processing' })
  })
  it("takes the state from the dashboard's status", () => {
    const state = read({ id: 'g1', dashboard: { id: 'b', title: 'T', status: 'completed' } })
    expect(state).toMatchObject({ status: 'completed', dashboardId: 'b', title: 'T' })
    expect(state?.shareUrl).toBeUndefined()
  })
  it('carries the share link once it exists', () => {
    const state = read({
      id: 'g1',
      dashboard: { id: 'b', status: 'completed' },
      share_link: { id: 's', share_url: 'https://dash.example.com/share/s/view/' }
    })
    expect(state?.shareUrl).toBe('https://dash.example.com/share/s/view/')
  })
  it('says when the share link expires, as its expires_at does, in UTC', () => {
    const state = read({
      id: 'g1',
      dashboard: { id: 'b', status: 'completed' },
      share_link: {
        share_url: 'https://dash.example.com/share/s/view/',
        expires_at: '2026-12-09T07:30:00+02:00'
      }
    })
    expect(state?.expiresAt).toBe('2026-12-09T05:30:00.000Z')
  })
  it.each([['next week'], [''], [1765000000], ['2026-12-09T05:30:00Z<img src=x>']])(
    'says nothing of an expiry given as %p',
    expiresAt => {
      const state = read({
        id: 'g1',
        dashboard: { id: 'b', status: 'completed' },
        share_link: { share_url: 'https://dash.example.com/share/s/view/', expires_at: expiresAt }
      })
      expect(state?.shareUrl).toBe('https://dash.example.com/share/s/view/')
      expect(state?.expiresAt).toBeUndefined()
    }
  )
  it('says nothing of the expiry of a share link it cannot link', () => {
    const state = read({
      id: 'g1',
      dashboard: { id: 'b', status: 'completed' },
      share_link: { share_url: 'javascript:alert(1)', expires_at: '2026-12-09T05:30:00Z' }
    })
    expect(state?.expiresAt).toBeUndefined()
  })
  it("keeps the service's reason for a failure", () => {
    expect(
      read({ id: 'g1', dashboard: { status: 'failed', error: 'no numeric column' } })
    ).toMatchObject({ status: 'failed', reason: 'no numeric column' })
  })
  it('keeps the id it was read by, whatever id the answer repeats', () => {
    expect(read({ id: '..' })?.generationId).toBe('g1')
  })
  it('refuses a dashboard id that is not a safe identifier', () => {
    expect(() => read({ id: 'g1', dashboard: { id: '../../x', status: 'completed' } })).toThrow(
      UnsafeIdError
    )
  })
  it('is unreadable without a generation in it', () => {
    expect(parseReadAnswer({ status: 'success' }, 'g1', base)).toBeUndefined()
    expect(parseReadAnswer([1, 2], 'g1', base)).toBeUndefined()
  })
})

describe("the service's message in an error answer", () => {
  beforeAll(() => registerSecrets({ apiKey: SECRET, githubToken: '', baseUrl: '' }))
  it.each([
    ['{"message":"bad file"}', 'bad file'],
    ['{"detail":"Invalid API key."}', 'Invalid API key.'],
    ['{"error":{"message":"nested"}}', 'nested'],
    ['{"detail":[{"loc":["file"],"msg":"required"}]}', '[{"loc":["file"],"msg":"required"}]'],
    ['<html>\n<body>Bad   Gateway</body></html>', '<html> <body>Bad Gateway</body></html>']
  ])('reads %s', (body, expected) => expect(serviceMessage(body)).toBe(expected))
  it('quotes at most 200 characters of a body that is not JSON', () => {
    expect(serviceMessage('x'.repeat(500))).toBe(`${'x'.repeat(200)}…`)
  })
  it('has nothing to say for an empty body', () => expect(serviceMessage('  ')).toBeUndefined())
  it('reads a message nested a hundred thousand levels deep without failing', () => {
    const depth = 100_000
    const body = `${'{"message":'.repeat(depth)}"deep"${'}'.repeat(depth)}`
    const words = serviceMessage(body)
    expect(words).toBeDefined()
    expect(words?.length).toBeLessThanOrEqual(201)
  })
  it('shortens a large error object instead of quoting it whole', () => {
    const body = JSON.stringify({ detail: { fields: Array.from({ length: 5000 }, (_, i) => i) } })
    expect(serviceMessage(body)?.length).toBeLessThanOrEqual(201)
  })
  it('cuts before a secret, never inside it, so no part of it is left at the cut', () => {
    const body = JSON.stringify({ message: `${'x'.repeat(190)}${SECRET}` })
    const words = serviceMessage(body)
    expect(words).toBe(`${'x'.repeat(190)}…`)
    expect(words).not.toContain('svc_')
  })
  it.each([
    ['an object key', { error: { [`xxxxxxxx${SECRET}`]: 1 } }],
    ['a string value', { error: { note: `${'y'.repeat(190)}${SECRET}` } }],
    ['an array item', { error: [`${'z'.repeat(195)}${SECRET}`] }]
  ])('cuts %s of an error object before a secret, never inside it', (_where, body) => {
    const words = serviceMessage(JSON.stringify(body)) ?? ''
    expect(words).not.toBe('')
    expect(fragmentsOf(SECRET, words)).toEqual([])
  })
  it('marks every cut it makes in an error object', () => {
    const words = serviceMessage(JSON.stringify({ error: { ['k'.repeat(60)]: 'v'.repeat(300) } }))
    expect(words).toContain(`"${'k'.repeat(40)}…"`)
    expect(words).toContain('v…')
  })
})

describe('untrusted text in answers', () => {
  beforeAll(() => registerSecrets({ apiKey: SECRET, githubToken: '', baseUrl: '' }))
  const finished = (dashboard: Record<string, unknown>, shareUrl?: string) => ({
    data: {
      id: 'g1',
      dashboard: { id: 'd1', status: 'completed', ...dashboard },
      ...(shareUrl === undefined ? {} : { share_link: { share_url: shareUrl } })
    }
  })
  it('keeps a share link whose host holds a secret for the sink, which hides it though parsing lower-cased it', () => {
    const state = parseReadAnswer(finished({}, `https://${SECRET}.dash.example/d/1`), 'g1', base)
    const shown = httpUrl(state?.shareUrl) ?? ''
    expect(shown).toBe('https://***.dash.example/d/1')
  })
  it('cuts a long title and a long failure reason, marking the cut', () => {
    const state = parseReadAnswer(
      finished({ title: '<'.repeat(300_000), status: 'failed', error: 'e'.repeat(100_000) }),
      'g1',
      base
    )
    expect(state?.title?.length).toBeLessThanOrEqual(301)
    expect(state?.title?.endsWith('…')).toBe(true)
    expect(state?.reason?.length).toBeLessThanOrEqual(2001)
    expect(state?.reason?.endsWith('…')).toBe(true)
    const started = parseStartAnswer(
      { generation_id: 'g1', dashboard: { title: 't'.repeat(1000) } },
      base
    )
    expect(started?.title?.length).toBeLessThanOrEqual(301)
  })
  it('cuts a long title before a secret, never inside it', () => {
    const state = parseReadAnswer(finished({ title: `${'t'.repeat(290)}${SECRET}` }), 'g1', base)
    expect(fragmentsOf(SECRET, state?.title ?? '')).toEqual([])
  })
  it('keeps an ordinary title whole', () => {
    expect(parseReadAnswer(finished({ title: 'Sales by region' }), 'g1', base)?.title).toBe(
      'Sales by region'
    )
  })
})
