/**
 * Datasets stored in Git LFS. actions/checkout leaves each as its pointer file unless the
 * workflow asks for `lfs: true`, and the action must never upload a pointer: it fetches the
 * object of each dataset it uploads (one object, never the whole LFS store) with the checkout's
 * own credentials, and checks the bytes against the pointer's size and sha256 as they are written.
 */

export interface LfsPointer {
  /** The object's sha256, 64 lowercase hex digits. */
  readonly oid: string
  /** The object's size in bytes. */
  readonly size: number
}

const VERSION_LINE = 'version https://git-lfs.github.com/spec/v1'
/** git-lfs reads no pointer this long, so a file this long is its own content. */
const MAX_POINTER_BYTES = 1024
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
  let text: string
  try {
    // ignoreBOM keeps a byte-order mark in the text, where it fails the version line.
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return undefined
  }
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
