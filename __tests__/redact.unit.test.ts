import { beforeAll, describe, expect, it, jest } from '@jest/globals'
import { redact, registerSecrets, secretFreeEnd, secretFreeStart } from '../src/common/redact.js'

const KEY = 'svc_live_Zq81kPw3mN5xT7'
const TOKEN = 'ghs_16C7e42F292c6912E7710c838347Ae178B4a'
const PASSWORD = 'Hunter2-s3cr3t'

beforeAll(() => {
  const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  registerSecrets({
    apiKey: KEY,
    githubToken: TOKEN,
    // Unparsable (the space), as a user might mistype it: its password is a secret all the same.
    baseUrl: `https://admin:${PASSWORD}@dash board.example.com/`
  })
  write.mockRestore()
})

describe('the redactor', () => {
  it('hides the key, its part after svc_, the token and the password in base-url', () => {
    const text = `a ${KEY} b ${KEY.slice(4)} c ${TOKEN} d admin:${PASSWORD}@host e ${PASSWORD}`
    const hidden = redact(text)
    for (const secret of [KEY, KEY.slice(4), TOKEN, PASSWORD]) expect(hidden).not.toContain(secret)
    expect(hidden).toContain('a *** b')
  })
  it('hides a secret as a URL or a JSON string carries it', () => {
    const weird = 'svc_a"b/c?d=e&f'
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    registerSecrets({ apiKey: weird, githubToken: '', baseUrl: '' })
    write.mockRestore()
    expect(redact(`https://x.example/?k=${encodeURIComponent(weird)}`)).not.toContain('b%2Fc')
    expect(redact(JSON.stringify({ key: weird }))).not.toContain('b/c?d')
  })
  it('hides the start of a secret left at a cut end', () => {
    const clipped = `Invalid key ${KEY.slice(0, 14)}…`
    expect(redact(clipped)).toBe('Invalid key ***…')
    expect(redact(`token ${TOKEN.slice(0, 10)}`)).toBe('token ***')
    expect(redact(`ends with ${KEY.slice(0, 3)}`)).toBe(`ends with ${KEY.slice(0, 3)}`)
  })
  it('hides a secret whatever the case of its letters, as a URL parser lower-cases a host', () => {
    const host = new URL(`https://${KEY}.dash.example/d/1`).href
    expect(host).toContain(KEY.toLowerCase())
    expect(redact(host)).toBe('https://***.dash.example/d/1')
    expect(redact(`TOKEN ${TOKEN.toUpperCase()}`)).toBe('TOKEN ***')
  })
  it('hides a secret carried in base64, alone, inside a longer encoded text, or as Basic credentials', () => {
    const basic = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')
    expect(redact(`extraheader = AUTHORIZATION: basic ${basic}`)).toBe(
      'extraheader = AUTHORIZATION: basic ***'
    )
    for (const before of ['', 'a', 'ab', 'abc', '{"key":"']) {
      const encoded = Buffer.from(`${before}${KEY} and more`).toString('base64')
      const shown = redact(`body ${encoded}`)
      expect(shown).toContain('***')
      // What is left decodes to no run of the key's characters longer than a few.
      const decoded = Buffer.from(shown.replace('body ', '').replace('***', ''), 'base64')
      expect(decoded.toString('latin1')).not.toMatch(/svc_live|Zq81kPw3|mN5xT7/)
    }
    const url = Buffer.from(`${PASSWORD}!!`).toString('base64url')
    expect(redact(url)).not.toContain(url.slice(0, 12))
  })
  it('hides a password in base-url holding "/", "?" or "#", which a URL parser would cut short', () => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    registerSecrets({
      apiKey: '',
      githubToken: '',
      baseUrl: 'https://admin:pa/ss#W0rd?Secret1@dash.example/'
    })
    write.mockRestore()
    expect(redact('given pa/ss#W0rd?Secret1 here')).toBe('given *** here')
    expect(redact(encodeURIComponent('pa/ss#W0rd?Secret1'))).toBe('***')
  })
  it("hides a secret's start after a megabyte of cut marks", () => {
    for (const text of ['.'.repeat(1_000_000), '…'.repeat(1_000_000)])
      expect(redact(`${text}${KEY.slice(0, 12)}`)).toBe(`${text}***`)
  })
  it('hides any part of a secret eight characters or longer, in any case and encoding', () => {
    const rest = TOKEN.slice('ghs_'.length)
    expect(redact(`Bad credentials for ${rest}.`)).toBe('Bad credentials for ***.')
    expect(redact(`token=${rest.toLowerCase().slice(5, 25)}&x=1`)).toBe('token=***&x=1')
    // Split by a line break, each piece is hidden on its own.
    expect(redact(`key ${KEY.slice(0, 11)}\n${KEY.slice(11)}`)).toBe('key ***\n***')
    const encoded = Buffer.from(`{"t":"${rest.slice(3, 30)}"}`).toString('base64')
    expect(
      Buffer.from(redact(encoded).replace('***', ''), 'base64').toString('latin1')
    ).not.toMatch(/[a-z0-9]{8}/i)
    expect(redact(encodeURIComponent(`p=${PASSWORD.slice(2)}`))).toBe('p%3D***')
  })
  it('tells where to cut a text so that no secret is split', () => {
    const text = `Invalid key ${KEY} given`
    expect(secretFreeEnd(text, 20)).toBe('Invalid key '.length)
    expect(secretFreeEnd(text, 8)).toBe(8)
    expect(secretFreeEnd(text, text.length)).toBe(text.length)
    // Keeping a text's end: the cut moves past the secret it would split, so no tail of it is left.
    const start = 'Invalid key '.length
    expect(secretFreeStart(text, start + 10)).toBe(start + KEY.length)
    expect(secretFreeStart(text, 3)).toBe(3)
    expect(secretFreeStart(text, start)).toBe(start)
  })
  it('leaves other text alone', () => {
    expect(redact('Generation 42 failed: no numeric column.')).toBe(
      'Generation 42 failed: no numeric column.'
    )
  })
})
