import { describe, expect, it } from '@jest/globals'
import {
  parseReadAnswer,
  parseStartAnswer,
  serviceMessage,
  UnsafeIdError
} from '../src/service/answer.js'

const base = new URL('https://dash.example.com/svc/')

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
  const unchanged = (words: string) => words
  it.each([
    ['{"message":"bad file"}', 'bad file'],
    ['{"detail":"Invalid API key."}', 'Invalid API key.'],
    ['{"error":{"message":"nested"}}', 'nested'],
    ['{"detail":[{"loc":["file"],"msg":"required"}]}', '[{"loc":["file"],"msg":"required"}]'],
    ['<html>\n<body>Bad   Gateway</body></html>', '<html> <body>Bad Gateway</body></html>']
  ])('reads %s', (body, expected) => expect(serviceMessage(body, unchanged)).toBe(expected))
  it('quotes at most 200 characters of a body that is not JSON', () => {
    expect(serviceMessage('x'.repeat(500), unchanged)).toBe(`${'x'.repeat(200)}…`)
  })
  it('has nothing to say for an empty body', () =>
    expect(serviceMessage('  ', unchanged)).toBeUndefined())
  it('reads a message nested a hundred thousand levels deep without failing', () => {
    const depth = 100_000
    const body = `${'{"message":'.repeat(depth)}"deep"${'}'.repeat(depth)}`
    const words = serviceMessage(body, unchanged)
    expect(words).toBeDefined()
    expect(words?.length).toBeLessThanOrEqual(201)
  })
  it('shortens a large error object instead of quoting it whole', () => {
    const body = JSON.stringify({ detail: { fields: Array.from({ length: 5000 }, (_, i) => i) } })
    expect(serviceMessage(body, unchanged)?.length).toBeLessThanOrEqual(201)
  })
  it('hides a secret before cutting, so no part of it is left at the cut', () => {
    const secret = 'svc_0123456789abcdef0123456789'
    const body = JSON.stringify({ message: `${'x'.repeat(190)}${secret}` })
    const words = serviceMessage(body, w => w.split(secret).join('***'))
    expect(words).toBe(`${'x'.repeat(190)}***`)
    expect(words).not.toContain('svc_0')
  })
})
