/**
 * What a matrix's jobs hand on through the run's artifacts (hand-off.ts): the leg value, the
 * artifacts' names and which of them collect/ takes, and the records read back, where nothing
 * of a shape that is not ours is taken on trust.
 */
import { describe, expect, it } from '@jest/globals'
import {
  handedSettings,
  isBadRecord,
  latestPlan,
  legName,
  legShare,
  legRecord,
  legValue,
  parseLeg,
  pickStored,
  planKey,
  planName,
  planRecord,
  readLegRecord,
  readPlanRecord,
  runAttempt,
  settingsFrom,
  shareDigest,
  type HandedSettings,
  type Leg
} from '../src/features/hand-off/hand-off.js'
import {
  DATASET_KEYS,
  layered,
  parseSetting,
  type DatasetSettings
} from '../src/features/manifest/dataset-settings.js'
import type { Dataset } from '../src/datasets/find/inspect.js'
import type { DatasetRun } from '../src/service/generation.js'
import { plainDataset } from './helpers/dataset.js'
import { saying } from './helpers/meaning.js'

/** `printf sales | sha256sum | cut -c1-12`: the tag's sha256, computed apart from the code. */
const KEY = 'e04eb29020ea'
/**
 * `printf '[["data/a.csv",[["title","A"],["encoding","windows-1252"]]],["data/b.csv",[]]]' |
 * sha256sum | cut -c1-12`: the digest of a share, computed apart from the code.
 */
const SHARE = 'a0b7e6f13163'

describe('a leg value', () => {
  it.each([
    [{ index: 3, count: 60 }, '3 of 60'],
    [{ index: 1, count: 1 }, '1 of 1'],
    [{ index: 256, count: 256, key: KEY }, `256 of 256 #${KEY}`],
    [{ index: 2, count: 3, settings: SHARE }, `2 of 3 +${SHARE}`],
    [{ index: 2, count: 3, key: KEY, settings: SHARE }, `2 of 3 #${KEY} +${SHARE}`]
  ] as [Leg, string][])('is written and read back: %j as %j', (leg, value) => {
    expect(legValue(leg)).toBe(value)
    expect(parseLeg('leg', value)).toEqual(leg)
  })
  it('is read with blanks around it', () => {
    expect(parseLeg('leg', '  2 of 5\n')).toEqual({ index: 2, count: 5 })
  })
  it.each([
    '',
    '3/60',
    '3 of',
    '0 of 3',
    '03 of 60',
    '4 of 3',
    '3 of 257',
    '-1 of 3',
    '3 of 60 #ABCDEF012345',
    '3 of 60 #0123456789a',
    '3 of 60 # 0123456789ab',
    '3 of 60 leg',
    '3 of 60 +0123456789a',
    '3 of 60 +0123456789AB',
    `3 of 60 +${SHARE} #${KEY}`
  ])('refuses %j, naming the input and how to give it', raw => {
    expect(() => parseLeg('leg', raw)).toThrow(saying("Input 'leg'", '${{ matrix.leg }}', 'plan/'))
  })
})

describe("a plan's key and the artifacts' names", () => {
  it('is none without a comment-tag, else 12 hex characters, one per tag', () => {
    expect(planKey(undefined)).toBeUndefined()
    expect(planKey('sales')).toBe(KEY)
    // printf Sales | sha256sum | cut -c1-12
    expect(planKey('Sales')).toBe('8de4e0ea7370')
  })
  it('names the plan and each leg by key and attempt', () => {
    expect(planName(undefined, 1)).toBe('dashboards-plan-1')
    expect(planName(KEY, 2)).toBe(`dashboards-${KEY}-plan-2`)
    expect(legName(undefined, 7, 1)).toBe('dashboards-leg-7-1')
    expect(legName(KEY, 7, 3)).toBe(`dashboards-${KEY}-leg-7-3`)
  })
  it('takes the attempt from GITHUB_RUN_ATTEMPT, 1 when it is not a whole number from 1', () => {
    expect(runAttempt({ GITHUB_RUN_ATTEMPT: '3' })).toBe(3)
    for (const given of [undefined, '', '0', '-2', '1.5', 'x'])
      expect(runAttempt({ GITHUB_RUN_ATTEMPT: given })).toBe(1)
  })
})

describe("picking this matrix's artifacts out of the run's", () => {
  let id = 0
  const artifacts = (...names: string[]) => names.map(name => ({ id: ++id, name }))
  const names = (stored: ReturnType<typeof pickStored>) => ({
    plan: stored.plan?.name,
    legs: Object.fromEntries([...stored.legs].map(([index, artifact]) => [index, artifact.name])),
    otherPlans: stored.otherPlans
  })

  it('takes the latest attempt of the plan and of each leg, whatever the order listed', () => {
    const run = artifacts(
      'dashboards-leg-1-2',
      'dashboards-plan-1',
      'dashboards-leg-1-1',
      'dashboards-leg-2-1',
      'dashboards-plan-2',
      'dashboards-leg-1-10'
    )
    expect(names(pickStored(run, undefined))).toEqual({
      plan: 'dashboards-plan-2',
      legs: { 1: 'dashboards-leg-1-10', 2: 'dashboards-leg-2-1' },
      otherPlans: []
    })
  })
  it('keeps the matrices of different comment-tags apart', () => {
    // printf weather | sha256sum | cut -c1-12
    const other = 'e5e72beb4e3c'
    const run = artifacts(
      `dashboards-${KEY}-plan-1`,
      `dashboards-${KEY}-leg-1-1`,
      `dashboards-${other}-plan-1`,
      `dashboards-${other}-leg-1-1`,
      `dashboards-${other}-leg-2-1`
    )
    expect(names(pickStored(run, KEY))).toEqual({
      plan: `dashboards-${KEY}-plan-1`,
      legs: { 1: `dashboards-${KEY}-leg-1-1` },
      otherPlans: [`dashboards-${other}-plan-1`]
    })
    expect(names(pickStored(run, other)).legs).toEqual({
      1: `dashboards-${other}-leg-1-1`,
      2: `dashboards-${other}-leg-2-1`
    })
  })
  it("without a tag, takes the run's one plan whatever its key, with its legs", () => {
    const run = artifacts(`dashboards-${KEY}-plan-1`, `dashboards-${KEY}-leg-1-1`)
    expect(names(pickStored(run, undefined))).toEqual({
      plan: `dashboards-${KEY}-plan-1`,
      legs: { 1: `dashboards-${KEY}-leg-1-1` },
      otherPlans: []
    })
  })
  it('without a tag, takes no plan of several, and lists them to choose from', () => {
    // printf weather | sha256sum | cut -c1-12
    const other = 'e5e72beb4e3c'
    const run = artifacts(`dashboards-${KEY}-plan-1`, `dashboards-${other}-plan-1`)
    const stored = pickStored(run, undefined)
    expect(stored.plan).toBeUndefined()
    expect([...stored.otherPlans].sort()).toEqual(
      [`dashboards-${KEY}-plan-1`, `dashboards-${other}-plan-1`].sort()
    )
  })
  it('finds no plan for a tag the run has none of, and lists those it has', () => {
    const stored = pickStored(artifacts('dashboards-plan-1', 'dashboards-leg-1-1'), KEY)
    expect(stored.plan).toBeUndefined()
    expect(stored.legs.size).toBe(0)
    expect(stored.otherPlans).toEqual(['dashboards-plan-1'])
  })
  it("ignores the run's other artifacts, however they are named", () => {
    const run = artifacts(
      'coverage',
      'dashboards-plan',
      'dashboards-plan-1.zip',
      'dashboards-leg-x-1',
      'my-dashboards-plan-1',
      'dashboards-plan-1'
    )
    expect(names(pickStored(run, undefined))).toEqual({
      plan: 'dashboards-plan-1',
      legs: {},
      otherPlans: []
    })
  })
})

/** A record as the artifact holds it: written as JSON, read back as unknown. */
const throughJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

describe('a plan record', () => {
  const datasets: Dataset[] = [
    { ...plainDataset('data/a.csv'), contentPath: '/runner/tmp/a.csv' },
    {
      ...plainDataset('data/b.json'),
      change: { kind: 'new', unit: 'records', rows: 3, columns: 2 }
    }
  ]
  const plan = planRecord({
    commentTag: 'data/*',
    givenTag: undefined,
    single: false,
    legs: [['data/a.csv'], ['data/b.json']],
    datasets,
    rejected: [
      {
        file: { displayPath: 'data/c.csv', fileName: 'c.csv', rejected: true },
        problems: [
          {
            message: "Input 'file': 'data/c.csv' is not UTF-8 (byte 0xE9 at line 2).",
            annotation: { file: 'data/c.csv', startLine: 2, title: 'Not UTF-8' }
          }
        ]
      }
    ],
    present: ['data/a.csv', 'data/b.json', 'data/c.csv']
  })

  it("is read back as written, without the runner's paths", () => {
    const read = readPlanRecord(throughJson(plan))
    expect(read).toEqual({
      ...plan,
      datasets: datasets.map(({ contentPath: _content, ...dataset }) => ({
        ...dataset,
        absolutePath: '',
        uploadPath: ''
      }))
    })
    expect(JSON.stringify(read)).not.toContain('/w/')
    expect(JSON.stringify(read)).not.toContain('/runner/')
  })
  it.each([
    ['nothing', null],
    ['a list', [plan]],
    ['another format', { ...(throughJson(plan) as object), format: 'dataset-dashboard/plan@1' }],
    ['a leg record', throughJson(legRecord({ index: 1, count: 1 }, {}, [], []))]
  ])('refuses %s', (_what, value) => {
    expect(() => readPlanRecord(value)).toThrow(/not a plan of this version/)
  })
  it('refuses one that lists a file both as checked and as rejected', () => {
    const json = throughJson(plan) as { rejected: { file: { displayPath: string } }[] }
    json.rejected[0].file.displayPath = 'data/a.csv'
    expect(() => readPlanRecord(json)).toThrow(/both checked and rejected/)
  })
  it("keeps a rejected file's problems, each with where it is, and nothing else of it", () => {
    const json = throughJson(plan) as { rejected: Record<string, unknown>[] }
    json.rejected[0] = {
      file: { displayPath: 'data/c.csv', rejected: true, absolutePath: '/runner/x' },
      problems: [{ message: 'bad', annotation: { file: 'data/c.csv', startLine: -3, extra: 1 } }, 7]
    }
    expect(readPlanRecord(json).rejected).toEqual([
      {
        file: { displayPath: 'data/c.csv', fileName: 'c.csv', rejected: true },
        problems: [{ message: 'bad', annotation: { file: 'data/c.csv' } }]
      }
    ])
  })
  it('refuses one whose leg names a dataset it does not list', () => {
    const bad = { ...(throughJson(plan) as object), legs: [['data/a.csv'], ['data/z.csv']] }
    expect(() => readPlanRecord(bad)).toThrow(/does not list/)
  })
  it('refuses one without a comment tag, or with a dataset without a path', () => {
    const json = throughJson(plan) as Record<string, unknown>
    expect(() => readPlanRecord({ ...json, commentTag: 7 })).toThrow(/no comment tag/)
    expect(() => readPlanRecord({ ...json, datasets: [{ bytes: 3 }], legs: [] })).toThrow(/no path/)
  })
  it('is refused as a bad record, which the caller tells from a failed download', () => {
    try {
      readPlanRecord({})
      throw new Error('not refused')
    } catch (error) {
      expect(isBadRecord(error)).toBe(true)
    }
    expect(isBadRecord(new Error('HTTP 500'))).toBe(false)
  })
})

describe("a leg's record", () => {
  const a = plainDataset('data/a.csv')
  const b = plainDataset('data/b.csv')
  const runs: DatasetRun[] = [
    {
      dataset: a,
      requestedTitle: 'Sales — a.csv',
      outcome: 'completed',
      elapsedMs: 1200,
      state: {
        generationId: 'gen-a',
        status: 'completed',
        dashboardId: 'dash-a',
        title: 'Sales',
        shareUrl: 'https://d.example/s/a'
      }
    },
    {
      dataset: b,
      outcome: 'timed-out',
      elapsedMs: 600_000,
      state: { generationId: 'gen-b', status: 'processing' },
      setback: { kind: 'timed-out', timeoutMs: 600_000, lastProblem: 'HTTP 503' }
    }
  ]
  const planned = new Set(['data/a.csv', 'data/b.csv'])
  const stored = throughJson(
    legRecord(
      { index: 2, count: 3 },
      { title: 'Sales', instructions: 'Focus on totals.' },
      runs,
      []
    )
  )

  it("is read back as the leg reported its runs, without the runner's paths", () => {
    const read = readLegRecord(stored, planned)
    expect(read.leg).toBe(2)
    expect(read.title).toBe('Sales')
    expect(read.instructions).toBe('Focus on totals.')
    expect(read.problems).toEqual([])
    expect(read.runs).toEqual(
      runs.map(run => ({
        ...run,
        dataset: { ...run.dataset, absolutePath: '', uploadPath: '' }
      }))
    )
  })
  it('keeps the problems of a leg that failed before running its datasets', () => {
    const failed = legRecord({ index: 1, count: 2 }, {}, [], ["Input 'api-key' is empty."])
    expect(readLegRecord(throughJson(failed), planned)).toMatchObject({
      runs: [],
      problems: ["Input 'api-key' is empty."]
    })
  })
  it('keeps only the runs of the datasets the plan gave this leg', () => {
    const read = readLegRecord(stored, new Set(['data/b.csv']))
    expect(read.runs.map(run => run.dataset?.displayPath)).toEqual(['data/b.csv'])
  })
  it('takes an outcome it does not know as failed, and a setback it does not know as an error', () => {
    const json = throughJson(stored) as { runs: Record<string, unknown>[] }
    json.runs[0].outcome = 'succeeded-trust-me'
    json.runs[1].outcome = 42
    json.runs[1].setback = { kind: 'exploded' }
    const read = readLegRecord(json, planned)
    expect(read.runs.map(run => run.outcome)).toEqual(['failed', 'failed'])
    expect(read.runs[1].setback).toEqual({ kind: 'error', message: 'the leg gave no reason' })
  })
  it.each([
    { kind: 'failed', reason: 'bad columns' },
    { kind: 'timed-out', timeoutMs: 60_000, lastProblem: 'HTTP 503' },
    { kind: 'timed-out', timeoutMs: 60_000, lastProblem: 'HTTP 503', failedReads: 7 },
    { kind: 'error', message: 'HTTP 401' },
    { kind: 'cancelled', signal: 'SIGINT' },
    { kind: 'unusable-link' },
    { kind: 'unknown-generation', given: false, reason: 'Not found' }
  ] as const)('keeps a setback of kind $kind as the leg stored it', setback => {
    const run: DatasetRun = { dataset: a, outcome: 'failed', elapsedMs: 1, setback }
    const record = legRecord({ index: 1, count: 1 }, {}, [run], [])
    expect(readLegRecord(throughJson(record), planned).runs[0].setback).toEqual(setback)
  })
  it("takes a generation's status it does not know as failed", () => {
    const json = throughJson(stored) as { runs: { state: Record<string, unknown> }[] }
    json.runs[0].state.status = 'done!'
    expect(readLegRecord(json, planned).runs[0].state?.status).toBe('failed')
  })
  it('keeps texts as text: markup stays what it was, and no number or object passes for one', () => {
    const json = throughJson(stored) as { runs: Record<string, Record<string, unknown>>[] }
    json.runs[0].state.title = '<img src=x onerror=alert(1)> **bold**'
    json.runs[0].state.shareUrl = { href: 'javascript:alert(1)' }
    json.runs[0].requestedTitle = 42 as never
    const [run] = readLegRecord(json, planned).runs
    expect(run.state?.title).toBe('<img src=x onerror=alert(1)> **bold**')
    expect(run.state?.shareUrl).toBeUndefined()
    expect(run.requestedTitle).toBeUndefined()
  })
  it('takes a negative or non-numeric count as 0', () => {
    const json = throughJson(stored) as { runs: Record<string, unknown>[] }
    json.runs[0].elapsedMs = -5
    json.runs[1].elapsedMs = '600000'
    expect(readLegRecord(json, planned).runs.map(run => run.elapsedMs)).toEqual([0, 0])
  })
  it.each([
    ['nothing', undefined],
    ['a plan', { format: 'dataset-dashboard/plan@2' }],
    ['another version', { format: 'dataset-dashboard/leg@1', runs: [] }]
  ])('refuses %s', (_what, value) => {
    expect(() => readLegRecord(value, planned)).toThrow(/not a leg.s results of this version/)
  })
  it('refuses a run that is not an object, or a generation without an id', () => {
    const json = throughJson(stored) as { runs: unknown[] }
    expect(() => readLegRecord({ ...json, runs: ['data/a.csv'] }, planned)).toThrow(/not an object/)
    const noId = throughJson(stored) as { runs: { state: Record<string, unknown> }[] }
    delete noId.runs[0].state.generationId
    expect(() => readLegRecord(noId, planned)).toThrow(/no id/)
  })
})

/** Settings as the inputs (or a manifest's keys) give them: each value read by its input's rule. */
function given(values: Partial<Record<(typeof DATASET_KEYS)[number], string>>): DatasetSettings {
  let own: DatasetSettings = {
    reading: { decimalComma: false, oversize: 'fail' },
    allowedEmails: []
  }
  for (const [key, raw] of Object.entries(values))
    own = layered(own, parseSetting(key as (typeof DATASET_KEYS)[number], key, raw))
  return own
}

describe("a dataset's settings handed to its leg", () => {
  const every = {
    title: 'Sales — north.csv',
    instructions: 'One chart per quarter.\nUse the company colours.',
    'file-type': 'tsv',
    encoding: 'windows-1252',
    delimiter: 'tab',
    'decimal-separator': ',',
    columns: '!email, !phone',
    oversize: 'sample',
    'compare-key': 'region, quarter',
    'allowed-emails': 'hr@example.com, boss@example.com',
    'allow-pdf-export': 'false',
    'allow-scrollable-cards': 'true'
  }

  it('are written as their inputs would be, and read back by the inputs’ own rules', () => {
    expect(handedSettings(given(every))).toEqual(every)
    expect(settingsFrom(every)).toEqual(given(every))
  })
  it("leave out what is the inputs' default", () => {
    expect(handedSettings(given({ 'decimal-separator': '.', oversize: 'fail' }))).toEqual({})
    expect(handedSettings(given({ columns: 'a,b', delimiter: ';' }))).toEqual({
      delimiter: ';',
      columns: 'a, b'
    })
  })
  it('carry a digest of the paths and settings of a leg, in order', () => {
    const share: HandedSettings[] = [{ title: 'A', encoding: 'windows-1252' }, {}]
    expect(shareDigest(['data/a.csv', 'data/b.csv'], share)).toBe(SHARE)
    // The keys' order as stored does not matter; a value, a path or the order does.
    expect(
      shareDigest(['data/a.csv', 'data/b.csv'], [{ encoding: 'windows-1252', title: 'A' }, {}])
    ).toBe(SHARE)
    expect(
      shareDigest(['data/a.csv', 'data/b.csv'], [{ title: 'B', encoding: 'windows-1252' }, {}])
    ).not.toBe(SHARE)
    expect(shareDigest(['data/b.csv', 'data/a.csv'], share)).not.toBe(SHARE)
  })
})

describe("a plan record's settings", () => {
  const handed: HandedSettings[][] = [
    [{ title: 'Sales — north.csv', instructions: 'Plan prompt.' }, { title: 'Sales — south.csv' }],
    [{ encoding: 'windows-1252', 'allowed-emails': 'hr@example.com' }]
  ]
  const plan = planRecord({
    commentTag: '.github/dashboards.yml',
    single: false,
    legs: [['data/north.csv', 'data/south.csv'], ['data/kosten.csv']],
    datasets: ['data/north.csv', 'data/south.csv', 'data/kosten.csv'].map(file =>
      plainDataset(file)
    ),
    rejected: [],
    present: ['data/kosten.csv', 'data/north.csv', 'data/south.csv'],
    settings: handed
  })
  const json = () => throughJson(plan) as { settings: unknown[][]; legs: string[][] }
  const leg = (index: number, settings?: string): Leg => ({ index, count: 2, settings })

  it('are read back as written', () => {
    expect(readPlanRecord(throughJson(plan)).settings).toEqual(handed)
  })
  it.each([
    [
      'not one list a leg',
      (p: ReturnType<typeof json>) => (p.settings = [p.settings[0]]),
      /one list for each leg/
    ],
    [
      'not one set a dataset',
      (p: ReturnType<typeof json>) => p.settings[0].pop(),
      /one set for each of its datasets/
    ],
    [
      'a set that is not an object',
      (p: ReturnType<typeof json>) => (p.settings[1][0] = 'x'),
      /not an object/
    ],
    [
      'a key of no dataset setting',
      (p: ReturnType<typeof json>) => (p.settings[1][0] = { timeout: '30' }),
      /"timeout".*no dataset setting/
    ],
    [
      'a value that is not a text',
      (p: ReturnType<typeof json>) => (p.settings[1][0] = { title: 7 }),
      /'title' that is not a text/
    ],
    [
      'a value too long',
      (p: ReturnType<typeof json>) =>
        (p.settings[1][0] = { instructions: 'x'.repeat(1024 * 1024 + 1) }),
      /'instructions' that is not a text of at most/
    ],
    [
      'a value its input refuses',
      (p: ReturnType<typeof json>) => (p.settings[1][0] = { title: 'two\nlines' }),
      /"data\/kosten.csv".*rule.*'title'/
    ]
  ] as [string, (p: ReturnType<typeof json>) => void, RegExp][])(
    'are refused with %s',
    (_what, change, reason) => {
      const changed = json()
      change(changed)
      expect(() => readPlanRecord(changed)).toThrow(reason)
    }
  )

  it("give a leg its datasets' settings when its value names exactly them", () => {
    const read = readPlanRecord(throughJson(plan))
    const share = legShare(read, leg(1, shareDigest(plan.legs[0], handed[0])))
    expect(share.paths).toEqual(['data/north.csv', 'data/south.csv'])
    expect(share.settingsOf('data/south.csv').title).toBe('Sales — south.csv')
    expect(share.settingsOf('data/north.csv').instructions).toBe('Plan prompt.')
    const kosten = legShare(read, leg(2, shareDigest(plan.legs[1], handed[1])))
    expect(kosten.settingsOf('data/kosten.csv').reading.encoding).toBe('windows-1252')
    expect(kosten.settingsOf('data/kosten.csv').allowedEmails).toEqual(['hr@example.com'])
  })
  it('refuse a leg whose value names other settings, another count of legs, or a plan without settings', () => {
    const read = readPlanRecord(throughJson(plan))
    expect(() => legShare(read, leg(1, shareDigest(plan.legs[1], handed[1])))).toThrow(
      /not those the leg value names/
    )
    expect(() => legShare(read, { index: 1, count: 3, settings: SHARE })).toThrow(/2 legs, not 3/)
    expect(() => legShare({ ...read, settings: undefined }, leg(1, SHARE))).toThrow(/no settings/)
    expect(isBadRecord(catching(() => legShare(read, leg(1, SHARE))))).toBe(true)
  })
  it('give each dataset of a leg its own reading, and no settings for a file not its', () => {
    const mixed = {
      ...readPlanRecord(throughJson(plan)),
      settings: [[{}, { encoding: 'windows-1252' }], handed[1]]
    }
    const share = legShare(mixed, leg(1, shareDigest(plan.legs[0], mixed.settings[0])))
    expect(share.settingsOf('data/north.csv').reading.encoding).toBeUndefined()
    expect(share.settingsOf('data/south.csv').reading.encoding).toBe('windows-1252')
    expect(() => share.settingsOf('data/kosten.csv')).toThrow(/no settings for "data\/kosten.csv"/)
  })
})

function catching(work: () => unknown): unknown {
  try {
    work()
  } catch (error) {
    return error
  }
  return undefined
}

describe("a leg's plan among the run's artifacts", () => {
  const run = [
    'dashboards-plan-1',
    'dashboards-plan-3',
    `dashboards-${KEY}-plan-2`,
    'dashboards-plan-2',
    'dashboards-leg-1-4'
  ].map((name, i) => ({ id: i + 1, name }))
  it('is the newest of its key stored by its own attempt or an earlier one', () => {
    expect(latestPlan(run, undefined, 2)?.name).toBe('dashboards-plan-2')
    expect(latestPlan(run, undefined, 5)?.name).toBe('dashboards-plan-3')
    expect(latestPlan(run, KEY, 9)?.name).toBe(`dashboards-${KEY}-plan-2`)
  })
  it('is none when the run has none of its key up to its attempt', () => {
    expect(latestPlan(run, KEY, 1)).toBeUndefined()
    expect(latestPlan(run, '0123456789ab', 9)).toBeUndefined()
  })
})
