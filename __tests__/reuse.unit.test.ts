/**
 * Reuse's pure parts (issue 27): what a fingerprint covers, `max-age`, the gate the lookups go
 * through, the words a reused row carries, and the service's creation time as it is read.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { fingerprintOf } from '../src/features/reuse/fingerprint.js'
import type { StartRequest } from '../src/service/client.js'
import { parseDays } from '../src/common/input-values.js'
import { limiter } from '../src/common/pool.js'
import { reusedText } from '../src/report/messages.js'
import { parseReadAnswer } from '../src/service/answer.js'
import { plainDataset } from './helpers/dataset.js'
import { saying } from './helpers/meaning.js'

const dir = mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const BASE = new URL('https://dashboards.example.com/')
const KEY = 'svc_test_key_0123456789'

function request(content: string, more: Partial<StartRequest> = {}): StartRequest {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.csv`)
  writeFileSync(file, content)
  return {
    dataset: plainDataset('data/sales.csv', { absolutePath: file }),
    allowedEmails: [],
    ...more
  }
}

describe('a fingerprint', () => {
  const CSV = 'month,revenue\n2026-01,1200\n'
  /**
   * Computed apart from the code, with coreutils and OpenSSL, over the exact bytes it covers:
   *   printf 'month,revenue\n2026-01,1200\n' | sha256sum   (the upload's digest, f4a3de…a257)
   *   printf '%s' '["dataset-dashboard/fingerprint@1","https://dashboards.example.com/","csv",
   *     "sales.csv","f4a3dee07f2e19f95a417f9c4dddffc311287c5e3dc9667444369bf80882a257","Sales",
   *     null,[],null,null]' | openssl dgst -sha256 -hmac 'svc_test_key_0123456789'
   * (the JSON on one line, without spaces). Entries already in users' caches hold this value:
   * another means every one of them is missed.
   */
  const SALES = '5cca62a7c358a8ec823f56c8fe0ed53351e61ea4fd2e497c200bbd53f2f97830'
  it('is the HMAC under the key of the upload’s digest, its type and name, the options and the service', async () => {
    expect(await fingerprintOf(request(CSV, { title: 'Sales' }), BASE, KEY)).toBe(SALES)
  })
  it('is the same for the same upload, options and service, wherever the file lies', async () => {
    // request() writes each file under a new random name.
    expect(await fingerprintOf(request(CSV, { title: 'Sales' }), BASE, KEY)).toBe(SALES)
    expect(await fingerprintOf(request(CSV, { title: 'Sales' }), BASE, KEY)).toBe(SALES)
  })
  it.each([
    ['one byte of the upload', request('month,revenue\n2026-01,1201\n', { title: 'Sales' })],
    ['the title', request(CSV, { title: 'Sales 2' })],
    ['the instructions', request(CSV, { title: 'Sales', instructions: 'One chart.' })],
    ['viewers', request(CSV, { title: 'Sales', allowedEmails: ['a@example.com'] })],
    ['PDF export', request(CSV, { title: 'Sales', allowPdfExport: false })],
    ['scrollable cards', request(CSV, { title: 'Sales', allowScrollableCards: true })]
  ])('changes with %s', async (_, other) => {
    const one = await fingerprintOf(request(CSV, { title: 'Sales' }), BASE, KEY)
    expect(await fingerprintOf(other, BASE, KEY)).not.toBe(one)
  })
  it('changes with the service, but not with a password in its address', async () => {
    const one = await fingerprintOf(request(CSV), BASE, KEY)
    expect(await fingerprintOf(request(CSV), new URL('https://other.example.com/'), KEY)).not.toBe(
      one
    )
    expect(
      await fingerprintOf(request(CSV), new URL('https://u:secret@dashboards.example.com/'), KEY)
    ).toBe(one)
  })
  it('is keyed with the service key: another key, another fingerprint, none without it', async () => {
    const one = await fingerprintOf(request(CSV), BASE, KEY)
    expect(await fingerprintOf(request(CSV), BASE, `${KEY}x`)).not.toBe(one)
    expect(one).not.toContain(KEY)
  })
  it('changes with the type the service is told and the name it is sent under', async () => {
    const csv = request(CSV)
    const one = await fingerprintOf(csv, BASE, KEY)
    const asJson = { ...csv, dataset: { ...csv.dataset, type: 'json' as const } }
    const renamed = { ...csv, dataset: { ...csv.dataset, uploadName: 'other.csv' } }
    expect(await fingerprintOf(asJson, BASE, KEY)).not.toBe(one)
    expect(await fingerprintOf(renamed, BASE, KEY)).not.toBe(one)
  })
})

describe('max-age', () => {
  it.each([
    ['6', 6],
    ['0.5', 0.5],
    [' 365 ', 365]
  ])('takes %j days', (raw, days) => {
    expect(parseDays('max-age', raw)).toBe(days * 24 * 3600 * 1000)
  })
  it.each(['0', '0.001', '366', 'a week', '-1', '7d'])(
    'refuses %j, naming the input and the range',
    raw => {
      expect(() => parseDays('max-age', raw)).toThrow(saying("'max-age'", raw, 'days', '365'))
    }
  )
})

describe('the lookups’ gate', () => {
  it('runs at most its limit at once, each task as soon as a place is free, in order', async () => {
    const gate = limiter(2)
    let running = 0
    let most = 0
    const started: number[] = []
    const task = (n: number) => async () => {
      started.push(n)
      running++
      most = Math.max(most, running)
      await new Promise(resolve => setTimeout(resolve, 5))
      running--
      return n
    }
    const done = await Promise.all([1, 2, 3, 4, 5].map(n => gate(task(n))))
    expect(done).toEqual([1, 2, 3, 4, 5])
    expect(most).toBe(2)
    expect(started).toEqual([1, 2, 3, 4, 5])
  })
  it('frees the place of a task that fails', async () => {
    const gate = limiter(1)
    await expect(gate(() => Promise.reject(new Error('no')))).rejects.toThrow('no')
    await expect(gate(() => Promise.resolve('next'))).resolves.toBe('next')
  })
})

describe('a reused row', () => {
  it('says when its generation was made, in UTC, to the minute', () => {
    expect(reusedText('2026-11-20T14:02:09.123Z')).toBe('reused, generated 2026-11-20 14:02 UTC')
  })
  it('says only that it was reused when the time is unknown or not one', () => {
    expect(reusedText(undefined)).toBe('reused')
    expect(reusedText('<b>soon</b>')).toBe('reused')
  })
})

describe("the service's creation time", () => {
  const read = (created: unknown) =>
    parseReadAnswer(
      {
        status: 'success',
        data: { id: 'g', created_at: created, dashboard: { status: 'completed' } }
      },
      'g',
      BASE
    )?.createdAt
  it('is read as UTC, whatever offset it is written with', () => {
    expect(read('2026-11-20T15:02:09+01:00')).toBe('2026-11-20T14:02:09.000Z')
  })
  it.each([['not a date'], [12], ['9'.repeat(100)], [undefined]])(
    'is dropped when it is %j',
    value => {
      expect(read(value)).toBeUndefined()
    }
  )
})

describe("the service's update time, when a generation without its link completed", () => {
  const read = (updated: unknown) =>
    parseReadAnswer(
      {
        status: 'success',
        data: {
          id: 'g',
          created_at: '2026-11-20T14:00:00Z',
          updated_at: updated,
          dashboard: { status: 'completed' }
        }
      },
      'g',
      BASE
    )
  it('is read as UTC beside the creation time', () => {
    expect(read('2026-11-20T15:02:09+01:00')).toMatchObject({
      createdAt: '2026-11-20T14:00:00.000Z',
      updatedAt: '2026-11-20T14:02:09.000Z',
      status: 'completed'
    })
  })
  it.each([['not a date'], [12], [undefined]])('is dropped when it is %j', value => {
    expect(read(value)?.updatedAt).toBeUndefined()
  })
})
