import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import * as log from '../src/common/log.js'
import { runnerCommands } from './helpers/runner-commands.js'

let out = ''
beforeEach(() => {
  out = ''
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
    out += String(chunk)
    return true
  })
})
afterEach(() => {
  jest.restoreAllMocks()
})

const HOSTILE = [
  'data/x\n::error::injected.csv',
  'a\r::add-mask::visible',
  '::stop-commands::tok',
  '  ::set-output name=x::y',
  '\u00a0::warning::nbsp first',
  'text ##[error]old style',
  'x\u2028::error::line separator',
  'bell\u0007 and escape \u001b[31mred'
]

describe('the log', () => {
  it.each(HOSTILE)('writes %j as one line that is no runner command', text => {
    log.info(text)
    expect(out.split(/\r\n|\r|\n/).filter(l => l !== '')).toHaveLength(1)
    expect(runnerCommands(out)).toEqual([])
  })
  it.each([log.info, log.warning, log.debug])(
    'writes bidirectional controls out, so they cannot reorder what the log shows',
    write => {
      write('data/invoice\u202egpj.exe \u2066x\u2069.csv')
      expect(out).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/)
      expect(out).toContain('invoice\\u202egpj.exe \\u2066x\\u2069.csv')
    }
  )
  it('keeps what the text says, shown escaped', () => {
    log.info('Uploading data/x\n::error::y.csv')
    expect(out).toBe('Uploading data/x\\n::error::y.csv\n')
  })
  it.each([log.warning, log.error, log.notice, log.debug])(
    'annotations and debug lines stay one command each, whatever the text',
    write => {
      for (const text of HOSTILE) write(text)
      const commands = runnerCommands(out)
      expect(commands).toHaveLength(HOSTILE.length)
      expect(new Set(commands.map(c => c.name)).size).toBe(1)
    }
  )
  it('escapes annotation properties', () => {
    log.error('bad', { file: 'a,b::c\n.csv', title: 'x\n::error::y' })
    const [command] = runnerCommands(out)
    expect(command.name).toBe('error')
    expect(command.properties?.split(',').sort()).toEqual([
      'file=a%2Cb%3A%3Ac%0A.csv',
      'title=x%0A%3A%3Aerror%3A%3Ay'
    ])
  })
  it('names a group on one line', () => {
    log.startGroup('Dashboard for a\n::error::b')
    log.endGroup()
    expect(runnerCommands(out).map(c => c.name)).toEqual(['group', 'endgroup'])
  })
})
