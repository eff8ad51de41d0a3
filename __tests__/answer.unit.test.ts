import { describe, expect, it } from '@jest/globals'
import { parseReadAnswer, parseStartAnswer, serviceMessage } from '../src/service/answer.js'

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
  it('drops a share link that is not http(s)', () => {
    expect(
      parseStartAnswer({ generation_id: 'g', share_url: 'javascript:alert(1)' }, base)?.shareUrl
    ).toBeUndefined()
  })
})

describe('the read answer', () => {
  const read = (data: unknown) =>
    parseReadAnswer({ status: 'success', message: 'ok', data }, 'g1', base)
  it('is processing while the dashboard does not exist yet', () => {
    expect(read({ id: 'g1' })).toMatchObject({ generationId: 'g1', status: 'processing' })
  })
  it("takes the state from the dashboard's status", () => {
    expect(
      read({ id: 'g1', dashboard: { id: 'b', title: 'T', status: 'completed' } })
    ).toMatchObject({
      status: 'completed',
      dashboardId: 'b',
      title: 'T',
      shareUrl: undefined
    })
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
  it('is unreadable without a generation in it', () => {
    expect(parseReadAnswer({ status: 'success' }, 'g1', base)).toBeUndefined()
    expect(parseReadAnswer([1, 2], 'g1', base)).toBeUndefined()
  })
})

describe("the service's message in an error answer", () => {
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
})
