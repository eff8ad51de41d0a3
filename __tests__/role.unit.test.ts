/**
 * Each role takes only its own inputs: an input of another role, or one of v1's matrix inputs,
 * is refused at once, naming the action it belongs to (role.ts); and the root's own matrix
 * inputs are checked where settings are read (inputs.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { ProblemsError } from '../src/common/errors.js'
import { Input } from '../src/config/constants.js'
import {
  readCollectSettings,
  readGenerateSettings,
  readPlanSettings
} from '../src/actions/inputs.js'
import type { Role } from '../src/config/metadata.js'
import { foreignInputs } from '../src/config/role.js'
import { inputVariable, REPO_ROOT } from '../tools/runner.js'
import { runInProcess } from './helpers/action-env.js'
import { renderGfm } from './helpers/gfm.js'
import { saying } from './helpers/meaning.js'

const env = (inputs: Record<string, string>) =>
  Object.fromEntries(Object.entries(inputs).map(([name, value]) => [inputVariable(name), value]))

/** How each role is named in a message that sends an input to it. */
const NAMED: Record<Role, RegExp> = {
  generate: /the action at the root \(uses: [\w-]+\/dashboard-action@v2\)/,
  plan: /the plan\/ sub-action \(uses: [\w-]+\/dashboard-action\/plan@v2\)/,
  collect: /the collect\/ sub-action \(uses: [\w-]+\/dashboard-action\/collect@v2\)/
}

describe("an input of another role, given to a role's step", () => {
  it.each([
    ['plan', Input.ApiKey, ['generate']],
    ['plan', Input.Title, ['generate']],
    ['collect', Input.File, ['generate', 'plan']],
    ['collect', Input.BaseUrl, ['generate']],
    ['generate', Input.MaxLegs, ['plan']]
  ] as [Role, Input, Role[]][])(
    'to %s, %s is refused naming where it belongs',
    (role, name, owners) => {
      const problems = foreignInputs(role, env({ [name]: 'x' }))
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatch(saying(`'${name}'`, 'move it there'))
      for (const owner of owners) expect(problems[0]).toMatch(NAMED[owner])
      for (const other of (['generate', 'plan', 'collect'] as Role[]).filter(
        r => !owners.includes(r)
      ))
        expect(problems[0]).not.toMatch(NAMED[other])
    }
  )
  it("names the CHANGELOG's move to v2 when the root is given a sub-action's input, as v1 took them all", () => {
    expect(foreignInputs('generate', env({ [Input.MaxLegs]: '10' }))[0]).toMatch(/CHANGELOG\.md/)
    expect(foreignInputs('collect', env({ [Input.MaxLegs]: '10' }))[0]).not.toMatch(/CHANGELOG/)
  })
  it('says what the role it was given to does instead', () => {
    expect(foreignInputs('plan', env({ [Input.ApiKey]: 'svc_x' }))[0]).toMatch(
      saying('plan/', 'uploads nothing')
    )
    expect(foreignInputs('collect', env({ [Input.File]: 'a.csv' }))[0]).toMatch(
      saying('collect/', 'reads no dataset')
    )
  })
  it('names every one given, and never the value (a secret may be one)', () => {
    const problems = foreignInputs(
      'collect',
      env({ [Input.ApiKey]: 'svc_secretvalue123', [Input.File]: 'a.csv', [Input.Timeout]: '60' })
    )
    expect(problems.map(p => /'([\w-]+)'/.exec(p)?.[1]).sort()).toEqual(
      [Input.ApiKey, Input.File, Input.Timeout].sort()
    )
    expect(problems.join('\n')).not.toContain('secretvalue')
  })
  it.each([
    ['generate', 'action.yml'],
    ['plan', 'plan/action.yml'],
    ['collect', 'collect/action.yml']
  ] as [Role, string][])(
    'leaves %s every input its %s declares, whatever their values',
    (role, file) => {
      // What a user reads and the runner passes: the action.yml, not the code's own list.
      const declared = parse(readFileSync(path.join(REPO_ROOT, file), 'utf8')) as {
        inputs: Record<string, unknown>
      }
      const names = Object.keys(declared.inputs)
      expect(names).toContain(role === 'collect' ? Input.GithubToken : Input.File)
      const own = Object.fromEntries(names.map(name => [name, 'anything']))
      expect(foreignInputs(role, env(own))).toEqual([])
    }
  )
  it("ignores another role's input given empty or blank, as a runner passes a default", () => {
    expect(
      foreignInputs('plan', env({ [Input.ApiKey]: '', [Input.BaseUrl]: '  ', [Input.Wait]: '\n' }))
    ).toEqual([])
    expect(foreignInputs('collect', env({ 'dry-run': '', [Input.File]: '' }))).toEqual([])
  })
})

describe("v1's matrix inputs, gone in v2", () => {
  it.each(['generate', 'plan', 'collect'] as Role[])(
    'are refused by %s, naming the sub-action that does their work and the CHANGELOG',
    role => {
      const problems = foreignInputs(role, env({ 'dry-run': 'true', collect: 'true' }))
      expect(problems).toHaveLength(2)
      const [dryRun, collect] = ['dry-run', 'collect'].map(
        name => problems.find(p => p.includes(`'${name}'`)) ?? ''
      )
      expect(dryRun).toMatch(saying('v1', 'v2', 'CHANGELOG.md'))
      expect(dryRun).toMatch(NAMED.plan)
      expect(collect).toMatch(saying('v1', 'v2', 'CHANGELOG.md'))
      expect(collect).toMatch(NAMED.collect)
    }
  )
})

describe('the settings each role reads', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })
  /** The settings `role` reads from `inputs`, or the problems it finds in them. */
  function read(role: Role, inputs: Record<string, string>) {
    for (const key of Object.keys(process.env))
      if (key.startsWith('INPUT_')) delete process.env[key]
    Object.assign(process.env, env(inputs))
    try {
      const readers = {
        generate: readGenerateSettings,
        plan: readPlanSettings,
        collect: readCollectSettings
      }
      return { settings: readers[role](), problems: [] }
    } catch (error) {
      if (!(error instanceof ProblemsError)) throw error
      return { settings: undefined, problems: error.problems.map(problem => problem.message) }
    }
  }
  const problemsOf = (role: Role, inputs: Record<string, string>) => read(role, inputs).problems
  const generating = {
    [Input.ApiKey]: 'svc_rolekey123',
    [Input.BaseUrl]: 'https://dashboards.example.com',
    [Input.File]: 'data/*.csv',
    [Input.GithubToken]: 'ghs_token'
  }

  it('asks plan/ for file alone, naming no generation-id, an input plan/ does not have', () => {
    const problems = problemsOf('plan', {})
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(saying(`'${Input.File}'`, 'required', 'plan'))
    expect(problems[0]).not.toContain(Input.GenerationId)
    expect(problemsOf('generate', { ...generating, [Input.File]: '' })[0]).toMatch(
      saying(`'${Input.File}'`, `'${Input.GenerationId}'`)
    )
  })
  it('refuses the matrix on GitHub Enterprise Server, which has no artifact service, and runs a single job there', () => {
    process.env.GITHUB_SERVER_URL = 'https://ghe.example.com'
    const gone = [
      problemsOf('plan', { [Input.File]: 'data/*.csv' }),
      problemsOf('collect', {}),
      problemsOf('generate', { ...generating, [Input.Leg]: '1 of 2' })
    ]
    for (const problems of gone) {
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatch(
        saying('matrix', 'artifact', 'GitHub Enterprise Server (ghe.example.com)', 'one job')
      )
    }
    expect(problemsOf('generate', generating)).toEqual([])
    for (const cloud of ['https://github.com', 'https://octo.ghe.com']) {
      process.env.GITHUB_SERVER_URL = cloud
      expect(problemsOf('collect', {})).toEqual([])
    }
  })
  it('reads a leg as plan/ wrote it, with or without a key', () => {
    const legOf = (leg: string) => {
      process.env = { ...saved, ...env({ ...generating, [Input.Leg]: leg }) }
      return readGenerateSettings().leg
    }
    expect(legOf('3 of 60')).toEqual({ index: 3, count: 60 })
    expect(legOf('1 of 1')).toEqual({ index: 1, count: 1 })
    expect(legOf(' 256 of 256 ')).toEqual({ index: 256, count: 256 })
    expect(legOf('3 of 60 #0123456789ab')).toEqual({ index: 3, count: 60, key: '0123456789ab' })
    expect(legOf('')).toBeUndefined()
  })
  it.each(['3/60', '0 of 3', '4 of 3', '3 of 257', 'three of 60', '3 of 60 #xyz', '3 of 60 #'])(
    "refuses the leg %j, showing how to give plan/'s matrix value",
    leg => {
      const problems = problemsOf('generate', { ...generating, [Input.Leg]: leg })
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatch(saying(`'${Input.Leg}'`, leg, '${{ matrix.leg }}', 'plan/'))
    }
  )
  it("refuses v1's commit-status: leg, naming collect/ and the CHANGELOG", () => {
    const problems = problemsOf('generate', { ...generating, [Input.CommitStatus]: 'leg' })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(saying(`'${Input.CommitStatus}'`, 'leg', 'v2', 'CHANGELOG.md'))
    expect(problems[0]).toMatch(NAMED.collect)
  })
  it("takes v1's commit-status: dataset as true, and refuses any other value", () => {
    for (const [given, commitStatus] of [
      ['dataset', true],
      ['true', true],
      ['false', false],
      ['', false]
    ] as const)
      expect(
        read('generate', { ...generating, [Input.CommitStatus]: given }).settings?.commitStatus
      ).toBe(commitStatus)
    expect(problemsOf('generate', { ...generating, [Input.CommitStatus]: 'yes' })).toEqual([
      expect.stringMatching(saying(`'${Input.CommitStatus}'`, 'yes', 'true or false'))
    ])
  })
  it('refuses comment: true on a leg: collect/ writes the one comment', () => {
    const problems = problemsOf('generate', {
      ...generating,
      [Input.Leg]: '2 of 5',
      [Input.Comment]: 'true'
    })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(saying(`'${Input.Comment}'`, '2 of 5', 'collect/'))
    expect(problemsOf('generate', { ...generating, [Input.Comment]: 'true' })).toEqual([])
  })
  it('gives plan/ comment, commit-status and pr-number as collect/ has them, to show the first state', () => {
    const given = {
      [Input.File]: 'data/*.csv',
      [Input.Comment]: 'true',
      [Input.CommitStatus]: 'true',
      [Input.PrNumber]: '12',
      [Input.GithubToken]: 'ghs_x'
    }
    expect(read('plan', given).settings).toMatchObject({
      comment: true,
      commitStatus: true,
      prNumber: 12
    })
    expect(problemsOf('plan', { ...given, [Input.CommitStatus]: 'leg' })).toEqual([
      expect.stringMatching(saying(`'${Input.CommitStatus}'`, 'leg'))
    ])
  })
  it('lets plan/ go without an api-key or base-url, and collect/ without a file', () => {
    expect(problemsOf('plan', { [Input.File]: 'data/*.csv' })).toEqual([])
    expect(problemsOf('collect', { [Input.Comment]: 'true' })).toEqual([])
  })
  it('reads dashboard-issue and its title on the root and collect/, and refuses them where they cannot work', () => {
    expect(
      read('generate', { ...generating, [Input.DashboardIssue]: 'true' }).settings
    ).toMatchObject({
      dashboardIssue: { title: 'Dashboards' }
    })
    expect(
      read('collect', {
        [Input.DashboardIssue]: 'true',
        [Input.DashboardIssueTitle]: '  Our dashboards ',
        [Input.GithubToken]: 'ghs_token'
      }).settings
    ).toMatchObject({ dashboardIssue: { title: 'Our dashboards' } })
    expect(read('generate', generating).settings).toMatchObject({ dashboardIssue: undefined })
    expect(
      problemsOf('generate', {
        ...generating,
        [Input.DashboardIssue]: 'true',
        [Input.GithubToken]: ''
      })
    ).toEqual([
      `Input '${Input.DashboardIssue}' is true, but '${Input.GithubToken}' is empty: the issue is written through the GitHub API, with 'issues: write'.`
    ])
    expect(
      problemsOf('generate', { ...generating, [Input.DashboardIssueTitle]: 'x'.repeat(257) })
    ).toEqual([expect.stringMatching(saying(`'${Input.DashboardIssueTitle}'`, 'at most 256'))])
    expect(problemsOf('generate', { ...generating, [Input.DashboardIssue]: 'yes please' })).toEqual(
      [expect.stringMatching(saying(`'${Input.DashboardIssue}'`))]
    )
    expect(
      problemsOf('generate', {
        ...generating,
        [Input.DashboardIssue]: 'true',
        [Input.Leg]: '1 of 2'
      })
    ).toEqual([
      expect.stringMatching(saying(`'${Input.DashboardIssue}'`, 'matrix leg', 'collect/'))
    ])
    expect(
      problemsOf('plan', { [Input.File]: 'data/*.csv', [Input.DashboardIssue]: 'true' })
    ).toEqual([expect.stringMatching(saying(`'${Input.DashboardIssue}'`, 'move it there'))])
  })
  it('reports a foreign input beside every other problem, in one go', () => {
    const problems = problemsOf('plan', { [Input.ApiKey]: 'svc_x', [Input.MaxLegs]: '0' })
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(saying(`'${Input.ApiKey}'`, 'plan/')),
        expect.stringMatching(saying(`'${Input.File}'`, 'required')),
        expect.stringMatching(saying(`'${Input.MaxLegs}'`, '1 to 256'))
      ])
    )
  })
})

describe('a step given an input of v1', () => {
  it('fails at once, before reading any dataset, naming where the input went', async () => {
    const result = await runInProcess({
      [Input.ApiKey]: 'svc_rolekey123',
      [Input.BaseUrl]: 'https://dashboards.example.com',
      [Input.File]: 'data/none-such.csv',
      'dry-run': 'true'
    })
    expect(result.exitCode).toBe(1)
    const errors = result.log.split('\n').filter(line => line.startsWith('::error'))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(saying("'dry-run'", 'plan/', 'CHANGELOG.md'))
    // Nothing was read, nothing ran: no output to suggest otherwise; the summary tells the error.
    expect(result.outputs).toEqual({})
    const summary = renderGfm(result.summary)
    expect(summary.headings).toEqual([expect.stringMatching(/failed before generating/)])
    expect(summary.text).toMatch(saying("'dry-run'", 'plan/', 'CHANGELOG.md'))
  })
})
