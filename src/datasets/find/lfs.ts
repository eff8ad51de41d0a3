/**
 * Datasets stored in Git LFS. actions/checkout leaves each as its pointer file unless the
 * workflow asks for `lfs: true`, and the action must never upload a pointer: it fetches the
 * object of each dataset it uploads (one object, never the whole LFS store) with the checkout's
 * own credentials, and checks the bytes against the pointer's size and sha256 as they are written.
 */
import { execFile, spawn } from 'node:child_process'
import { promisify } from 'node:util'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { createWriteStream, type WriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { once } from 'node:events'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { quote } from '../../common/input-values.js'
import { strictUtf8 } from '../read/utf8.js'

export interface LfsPointer {
  /** The object's sha256, 64 lowercase hex digits. */
  readonly oid: string
  /** The object's size in bytes. */
  readonly size: number
}

const VERSION_LINE = 'version https://git-lfs.github.com/spec/v1'
/** git-lfs reads no pointer this long, so a file this long is its own content. */
export const MAX_POINTER_BYTES = 1024
const KEY_VALUE = /^([a-z0-9.-]+) (.*)$/
const OID = /^sha256:([0-9a-f]{64})$/
const SIZE = /^(0|[1-9][0-9]*)$/

/**
 * The pointer these bytes are (a whole small file, per the LFS spec: < 1024 bytes, first line
 * `version https://git-lfs.github.com/spec/v1`, keys sorted, `oid sha256:`, `size`), else
 * undefined. Keys the spec allows but the action does not need (extensions) are let pass. Beyond
 * the spec, CRLF line ends (a Windows checkout's `core.autocrlf`) and a missing last newline are
 * forgiven, as git-lfs forgives them: what git-lfs would fetch must not be uploaded as it is.
 */
export function parseLfsPointer(bytes: Uint8Array): LfsPointer | undefined {
  if (bytes.length >= MAX_POINTER_BYTES) return undefined
  // A byte-order mark is kept in the text, where it fails the version line.
  const text = strictUtf8(bytes)
  if (text === undefined) return undefined
  const lines = text.split('\n')
  if (lines[lines.length - 1] === '') lines.pop()
  const [version, ...rest] = lines.map(line => line.replace(/\r$/, ''))
  if (version !== VERSION_LINE) return undefined
  const values = new Map<string, string>()
  let previous = ''
  for (const line of rest) {
    const [, key, value] = KEY_VALUE.exec(line) ?? []
    // Sorted strictly, so no key comes twice and `version` cannot come again.
    if (key === undefined || key <= previous || key === 'version' || value.includes('\r'))
      return undefined
    values.set(key, value)
    previous = key
  }
  const oid = OID.exec(values.get('oid') ?? '')?.[1]
  const sizeText = values.get('size') ?? ''
  const size = Number(sizeText)
  if (oid === undefined || !SIZE.test(sizeText) || !Number.isSafeInteger(size)) return undefined
  return { oid, size }
}

/** Why an object could not be had: the kind decides the advice, `lfsFailureMessage` the words. */
type LfsFailure =
  | { readonly kind: 'no-git-lfs' }
  | { readonly kind: 'refused' }
  | { readonly kind: 'missing' }
  /** What was found instead, as far as it is known (git-lfs tells a wrong hash, not the size). */
  | {
      readonly kind: 'mismatch'
      readonly size?: number
      readonly more?: true
      readonly oid?: string
    }
  | { readonly kind: 'timed-out'; readonly afterMs: number }
  | { readonly kind: 'other'; readonly detail: string }

/**
 * Fetches the object a pointer names into `destination` (a file path to create), using git-lfs
 * in the repository at `workspace`, and verifies its size and sha256 while writing; throws an
 * Error whose message names `displayPath` and says what to do.
 *
 * `git lfs smudge` is what a checkout with `lfs: true` runs for each file: it asks the LFS server
 * for that object only, with the credentials git has for it (the `http.<url>.extraheader` that
 * actions/checkout persists), and keeps the object in `.git/lfs/objects`. On failure it writes
 * the pointer itself to its output, so only a clean exit and bytes that match the pointer count.
 */
export async function fetchLfsObject(request: {
  readonly workspace: string
  readonly displayPath: string
  readonly pointer: LfsPointer
  readonly destination: string
  readonly timeoutMs: number
}): Promise<void> {
  const elsewhere = await foreignEndpoint(request.workspace)
  if (elsewhere !== undefined)
    throw new Error(
      `${quote(request.displayPath)} is a Git LFS pointer, and the checkout's .lfsconfig sends LFS requests to ${quote(elsewhere.lfs)}, not to the repository's own host ${quote(elsewhere.origin)}; the action fetches LFS objects with the checkout's credentials only from the repository's host. Check the repository out with \`lfs: true\` (actions/checkout), or remove the LFS address from .lfsconfig.`
    )
  // 'wx': never write through a file or link that is already there.
  const sink = createWriteStream(request.destination, { flags: 'wx' })
  await once(sink, 'open')
  // Stays a failure if smudge throws, so that the partial file goes all the same.
  let failure: LfsFailure | undefined = { kind: 'other', detail: 'the fetch was interrupted' }
  try {
    failure = await smudge(request, sink)
  } finally {
    if (!sink.closed)
      await new Promise<void>(resolve => sink.destroy().once('close', () => resolve()))
    if (failure !== undefined) await rm(request.destination, { force: true })
  }
  if (failure !== undefined)
    throw new Error(lfsFailureMessage(request.displayPath, request.pointer, failure))
}

/**
 * A host other than the origin remote's that the checkout's `.lfsconfig` (a file any pull request
 * may change) points git-lfs at: the objects would be fetched from there, as large as it likes.
 * Undefined when the file names none, or only the origin's host.
 */
async function foreignEndpoint(
  workspace: string
): Promise<{ lfs: string; origin: string } | undefined> {
  const git = async (args: string[]) =>
    promisify(execFile)('git', args, { cwd: workspace, env: smudgeEnv(), timeout: 30_000 }).then(
      ({ stdout }) => stdout.trim(),
      () => ''
    )
  const top = await git(['rev-parse', '--show-toplevel'])
  if (top === '') return undefined
  const named = await git([
    'config',
    '--file',
    path.join(top, '.lfsconfig'),
    '--get-regexp',
    '^(lfs\\.url|remote\\..*\\.lfsurl)$'
  ])
  const origin = hostOf(await git(['config', '--get', 'remote.origin.url']))
  for (const line of named.split('\n')) {
    const url = line.slice(line.indexOf(' ') + 1)
    if (line !== '' && hostOf(url) !== origin) return { lfs: hostOf(url) || url, origin }
  }
  return undefined
}

/** The host of a git or LFS address, in lower case: `https://h/…`, `ssh://u@h/…` or `u@h:path`. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase()
  } catch {
    const scp = /^[^/@:]+@([^/:]+):/.exec(url)
    return scp ? scp[1].toLowerCase() : ''
  }
}

/** The child's environment: smudging on, never a prompt; the rest (credentials, proxy) kept. */
function smudgeEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GIT_LFS_SKIP_SMUDGE: '0',
    GIT_TERMINAL_PROMPT: '0'
  }
  // Tracing writes request headers to stderr, which the message quotes from.
  for (const name of Object.keys(env))
    if (/^GIT_(TRACE|CURL_VERBOSE|TRANSFER_TRACE)/.test(name)) delete env[name]
  return env
}

async function smudge(
  request: Parameters<typeof fetchLfsObject>[0],
  sink: WriteStream
): Promise<LfsFailure | undefined> {
  const { pointer } = request
  // The repository's fetch filters (`.lfsconfig`) spare people's clones its big files, but the
  // action needs this one whatever they say: without the object git-lfs hands back the pointer.
  const args = ['-c', 'lfs.fetchinclude=', '-c', 'lfs.fetchexclude=', 'lfs', 'smudge', '--']
  const child = spawn('git', [...args, request.displayPath], {
    cwd: request.workspace,
    env: smudgeEnv(),
    stdio: ['pipe', 'pipe', 'pipe'],
    windowsHide: true
  })
  const exited = new Promise<{ code: number | null; error?: NodeJS.ErrnoException }>(resolve => {
    child.on('error', error => resolve({ code: null, error }))
    child.on('close', code => resolve({ code }))
  })
  let stderr = ''
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (text: string) => {
    stderr = (stderr + text).slice(-64 * 1024)
  })
  // A git-lfs that has quit early closes the pipe: what it says on stderr tells why.
  child.stdin.on('error', () => undefined)
  child.stdin.end(pointerText(pointer))

  const hash = createHash('sha256')
  let size = 0
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      // Past the pointer's size the object is wrong already: nothing more is written, but the
      // output is read to its end, as git-lfs's exit may yet tell a cause of its own.
      if (size > pointer.size) return done()
      hash.update(chunk)
      done(null, chunk)
    }
  })
  const written = pipeline(child.stdout, meter, sink).then(
    () => undefined,
    (error: Error) => {
      child.kill()
      return error
    }
  )
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timed-out'>(resolve => {
    timer = setTimeout(() => resolve('timed-out'), request.timeoutMs)
  })
  const outcome = await Promise.race([Promise.all([written, exited]), timedOut])
  clearTimeout(timer)
  if (outcome === 'timed-out') {
    // git passes the signal on to git-lfs; what is left of the output is not waited for.
    child.kill()
    child.stdout.destroy()
    return { kind: 'timed-out', afterMs: request.timeoutMs }
  }
  const [writeError, { code, error }] = outcome
  if (error !== undefined)
    return error.code === 'ENOENT'
      ? { kind: 'no-git-lfs' }
      : { kind: 'other', detail: shown(error.message) }
  if (writeError !== undefined) return { kind: 'other', detail: shown(writeError.message) }
  if (code !== 0) return fromStderr(stderr, request.displayPath, code)
  if (size > pointer.size) return { kind: 'mismatch', size: pointer.size, more: true }
  const oid = hash.digest('hex')
  if (size !== pointer.size || oid !== pointer.oid) return { kind: 'mismatch', size, oid }
  return undefined
}

/** The pointer as git-lfs writes it: what `git lfs smudge` reads on its input. */
function pointerText(pointer: LfsPointer): string {
  return `${VERSION_LINE}\noid sha256:${pointer.oid}\nsize ${pointer.size}\n`
}

/** Lines git-lfs writes around its error, which say nothing of the cause. */
const CHATTER = /^(Downloading .* \(.*\)|Errors logged to .*|Use `git lfs logs last`.*)$/

/**
 * git-lfs 3's words for a server that wants credentials it was not given (401, and then no
 * prompt), one that refuses those given (403), and GitHub's answer to a token that may not see
 * the repository (404 for the whole batch); a per-object 401 or 403.
 */
const REFUSED =
  /Authorization error|Git credentials for .* not found|terminal prompts disabled|Repository or object not found|\[40[13]\] /
/** A per-object 404, and the standalone agent's answer for a `file://` remote. */
const MISSING = /\[404\] |remote missing object /
/** The basic transfer's check of what it downloaded, and the standalone agent's. */
const WRONG_HASH = [
  /expected OID [0-9a-f]{64}, got ([0-9a-f]{64}) after (\d+) bytes written/,
  /has an invalid hash ([0-9a-f]{64})/
]

/**
 * What git-lfs's stderr says went wrong. A server's own message in place of git-lfs's default
 * leaves only the generic failure, which quotes the server's words.
 */
function fromStderr(stderr: string, displayPath: string, code: number | null): LfsFailure {
  const lines = stderr
    .split(/\r?\n/)
    .map(line => line.trim())
    .filter(line => line !== '' && !CHATTER.test(line))
  // Without the file's name, which could hold any of the words looked for.
  const said = lines.join('\n').split(displayPath).join('')
  if (/'lfs' is not a git command/.test(said)) return { kind: 'no-git-lfs' }
  const wrongHash = WRONG_HASH.map(pattern => pattern.exec(said)).find(found => found !== null)
  if (wrongHash) {
    const size = wrongHash[2] === undefined ? {} : { size: Number(wrongHash[2]) }
    return { kind: 'mismatch', oid: wrongHash[1], ...size }
  }
  if (MISSING.test(said)) return { kind: 'missing' }
  if (REFUSED.test(said)) return { kind: 'refused' }
  const error = lines.filter(line => line.startsWith('Error downloading object: ')).pop()
  const cause = (error ?? lines[lines.length - 1] ?? `git lfs smudge exited with code ${code}`)
    .replace(/^Error downloading object: .*?Smudge error: /, '')
    .replace(/^Error downloading .*? \([0-9a-f]{64}\): /, '')
  return { kind: 'other', detail: shown(cause) }
}

/**
 * git-lfs's words made fit for a message: control characters dropped, credentials in URLs and
 * anything following an Authorization header's name hidden, and cut short.
 */
function shown(text: string): string {
  const clean = text
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\/\/[^\s/@]*@/g, '//')
    .replace(/(authorization\s*:).*/gi, '$1 (hidden)')
    .replace(/\b(basic|bearer|token)\s+[A-Za-z0-9+/=._~-]{8,}/gi, '$1 (hidden)')
    .trim()
  return clean.length > 300 ? `${clean.slice(0, 300)}…` : clean
}

const LFS_TRUE = 'check the repository out with `lfs: true` (actions/checkout)'

function lfsFailureMessage(displayPath: string, pointer: LfsPointer, failure: LfsFailure): string {
  const file = quote(displayPath)
  const oid = `${pointer.oid.slice(0, 12)}…`
  switch (failure.kind) {
    case 'no-git-lfs':
      return `${file} is a Git LFS pointer, and git-lfs is not installed on the runner to fetch its content; install git-lfs before this step, or ${LFS_TRUE}.`
    case 'refused':
      return `${file} is a Git LFS pointer, and the LFS server refused this checkout's credentials for its object; give the workflow's token \`contents: read\` (\`permissions:\`) and keep actions/checkout's \`persist-credentials\` (the default), or ${LFS_TRUE}.`
    case 'missing':
      return `${file} is a Git LFS pointer to object ${oid}, which is not on the LFS server; push it from a clone that has it (\`git lfs push --all origin\`), then run the workflow again.`
    case 'mismatch': {
      const size =
        failure.size === undefined ? '' : `${failure.more ? 'more than ' : ''}${failure.size} bytes`
      const hash = failure.oid === undefined ? '' : `sha256 ${failure.oid.slice(0, 12)}…`
      const got = [size, hash].filter(part => part !== '').join(', ')
      return `The Git LFS object fetched for ${file} does not match its pointer (expected ${pointer.size} bytes, sha256 ${oid}; got ${got}), so nothing was uploaded; commit the file again with git-lfs from a clone that has its true content, so that its pointer and object agree.`
    }
    case 'timed-out':
      return `Fetching the Git LFS object of ${file} (${pointer.size} bytes) timed out after ${Number((failure.afterMs / 1000).toFixed(3))} s; run the workflow again, or ${LFS_TRUE}.`
    case 'other':
      return `${file} is a Git LFS pointer, and git-lfs could not fetch its object (git-lfs: ${failure.detail.replace(/\.$/, '')}); ${LFS_TRUE} instead.`
  }
}
