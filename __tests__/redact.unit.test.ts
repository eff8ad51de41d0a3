import { beforeAll, describe, expect, it, jest } from '@jest/globals'
import { redact, registerSecrets } from '../src/report/redact.js'

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
  it('leaves other text alone', () => {
    expect(redact('Generation 42 failed: no numeric column.')).toBe(
      'Generation 42 failed: no numeric column.'
    )
  })
})
