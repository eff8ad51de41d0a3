/**
 * The three roles one bundle plays: the action at the root generates (a single job, or a leg of
 * a matrix); plan/ and collect/ are the matrix's first and final jobs. Each role's action.yml
 * declares only its own inputs; the runner still passes any other input a workflow gives (with a
 * warning of its own), so an input of another role, or of v1, is refused here, naming where it
 * belongs, before anything is read or sent.
 */
import { Input } from './constants.js'
import { inputsOf, type Role } from './metadata.js'

/** Set by plan/index.js and collect/index.js before they load the bundle. */
const ROLE_KEY = Symbol.for('dataset-dashboard.role')

export function currentRole(): Role {
  const role = (globalThis as Record<symbol, unknown>)[ROLE_KEY]
  return role === 'plan' || role === 'collect' ? role : 'generate'
}

/** Each role's inputs, exactly as its action.yml declares them (both from metadata.ts). */
export const ROLE_INPUTS: Record<Role, readonly string[]> = {
  generate: inputsOf('generate'),
  plan: inputsOf('plan'),
  collect: inputsOf('collect')
}

/** How each role is named to a user who must move an input to it. */
const WHERE: Record<Role, string> = {
  generate: 'the action at the root (uses: our-org/dashboard-action@v2), which generates',
  plan: 'the plan/ sub-action (uses: our-org/dashboard-action/plan@v2), the matrix’s first job',
  collect:
    'the collect/ sub-action (uses: our-org/dashboard-action/collect@v2), the matrix’s final job'
}

/** How a role names itself, and what it does. */
const SELF: Record<Role, string> = {
  generate: 'this action, which generates the datasets of its file input',
  plan: 'plan/, which finds and checks the datasets and uploads nothing',
  collect: 'collect/, which reports what the plan and the legs stored and reads no dataset'
}

/** v1's matrix inputs, gone in v2: where each one's work went. */
const V1_INPUTS: Record<string, Role> = { 'dry-run': 'plan', collect: 'collect' }

const MIGRATION = 'CHANGELOG.md ("Moving a matrix to v2") shows the v2 workflow.'

function given(name: string, env: NodeJS.ProcessEnv): string | undefined {
  const value = env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`]
  return value === undefined || value.trim() === '' ? undefined : value
}

/** What a role says of an input that is not its own, naming the role it belongs to. */
function foreign(role: Role, name: string): string | undefined {
  const v1 = V1_INPUTS[name]
  if (v1 !== undefined)
    return `Input '${name}' is a v1 input, gone in v2: its work is done by ${WHERE[v1]}. Remove it here. ${MIGRATION}`
  const owners = (['generate', 'plan', 'collect'] as const).filter(
    other => other !== role && ROLE_INPUTS[other].includes(name)
  )
  if (owners.length === 0) return undefined
  // v1 took every input at the root (max-legs too): its workflows need the migration.
  const migration = role === 'generate' ? ` ${MIGRATION}` : ''
  return `Input '${name}' is not an input of ${SELF[role]}. It belongs to ${owners.map(owner => WHERE[owner]).join(', or to ')}: move it there.${migration}`
}

/**
 * The problems with the inputs given to `role` that belong elsewhere: another role's, or a v1
 * matrix input (`dry-run`, `collect`, and `commit-status: leg`, which inputs.ts refuses).
 */
export function foreignInputs(role: Role, env: NodeJS.ProcessEnv = process.env): string[] {
  const own = new Set(ROLE_INPUTS[role])
  const names = new Set([...Object.values(Input), ...Object.keys(V1_INPUTS)])
  const problems: string[] = []
  for (const name of names) {
    if (own.has(name) || given(name, env) === undefined) continue
    const problem = foreign(role, name)
    if (problem !== undefined) problems.push(problem)
  }
  return problems
}

/** Said when `commit-status: leg` (v1) is given. */
export const V1_LEG_STATUS = `Input '${Input.CommitStatus}' is 'leg', a v1 value gone in v2: a matrix's legs store their results for ${WHERE.collect}, which writes one status for the whole run. Give the legs 'true' (one status per dataset) or nothing. ${MIGRATION}`
