/** Which small files are Git LFS pointers: the spec's form, with the slips git-lfs forgives. */
import { describe, expect, it } from '@jest/globals'
import { parseLfsPointer } from '../src/datasets/find/lfs.js'

const OID = '4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393'
const VERSION = 'version https://git-lfs.github.com/spec/v1'
const bytes = (text: string) => new TextEncoder().encode(text)
const pointer = (...lines: string[]) => bytes(lines.map(line => `${line}\n`).join(''))

describe('parseLfsPointer', () => {
  it('reads the oid and size of a pointer as git-lfs writes it', () => {
    expect(parseLfsPointer(pointer(VERSION, `oid sha256:${OID}`, 'size 12345'))).toEqual({
      oid: OID,
      size: 12345
    })
  })
  it('forgives CRLF line ends and a missing last newline, as git-lfs does', () => {
    const expected = { oid: OID, size: 7 }
    expect(parseLfsPointer(bytes(`${VERSION}\r\noid sha256:${OID}\r\nsize 7\r\n`))).toEqual(
      expected
    )
    expect(parseLfsPointer(bytes(`${VERSION}\noid sha256:${OID}\nsize 7`))).toEqual(expected)
  })
  it('lets pass the keys the spec allows besides oid and size, in sorted order', () => {
    const withExtensions = pointer(
      VERSION,
      `ext-0-foo sha256:${'1'.repeat(64)}`,
      `oid sha256:${OID}`,
      'size 0',
      'x.note kept'
    )
    expect(parseLfsPointer(withExtensions)).toEqual({ oid: OID, size: 0 })
  })
  it.each([
    ['an empty file', ''],
    ['a CSV', 'id,name\n1,a\n'],
    ['another version', `version https://git-lfs.github.com/spec/v2\noid sha256:${OID}\nsize 1\n`],
    ['an older spec', `version https://hawser.github.com/spec/v1\noid sha256:${OID}\nsize 1\n`],
    ['a byte-order mark', `\ufeff${VERSION}\noid sha256:${OID}\nsize 1\n`],
    ['two spaces after a key', `${VERSION}\noid  sha256:${OID}\nsize 1\n`],
    ['a space at the end of a line', `${VERSION}\noid sha256:${OID}\nsize 1 \n`],
    ['a space before the version', ` ${VERSION}\noid sha256:${OID}\nsize 1\n`],
    ['a blank line', `${VERSION}\n\noid sha256:${OID}\nsize 1\n`],
    ['a lone carriage return inside', `${VERSION}\noid sha256:${OID}\rsize 1\n`],
    ['uppercase hex', `${VERSION}\noid sha256:${OID.toUpperCase()}\nsize 1\n`],
    ['a short oid', `${VERSION}\noid sha256:${OID.slice(1)}\nsize 1\n`],
    ['a letter past f', `${VERSION}\noid sha256:${OID.slice(1)}g\nsize 1\n`],
    ['another hash', `${VERSION}\noid sha1:${OID.slice(0, 40)}\nsize 1\n`],
    ['a size with a unit', `${VERSION}\noid sha256:${OID}\nsize 12kb\n`],
    ['a negative size', `${VERSION}\noid sha256:${OID}\nsize -1\n`],
    ['a size in exponent form', `${VERSION}\noid sha256:${OID}\nsize 1e3\n`],
    ['a size with a leading zero', `${VERSION}\noid sha256:${OID}\nsize 012\n`],
    ['a size past what a number holds', `${VERSION}\noid sha256:${OID}\nsize 9007199254740993\n`],
    ['no size', `${VERSION}\noid sha256:${OID}\n`],
    ['no oid', `${VERSION}\nsize 1\n`],
    ['keys out of order', `${VERSION}\nsize 1\noid sha256:${OID}\n`],
    ['a key twice', `${VERSION}\noid sha256:${OID}\noid sha256:${OID}\nsize 1\n`],
    ['a key in capitals', `${VERSION}\nOid sha256:${OID}\nsize 1\n`],
    ['the version again', `${VERSION}\noid sha256:${OID}\nsize 1\nversion x\n`]
  ])('takes a file with %s for content, not a pointer', (_case, text) => {
    expect(parseLfsPointer(bytes(text))).toBeUndefined()
  })
  it('takes a file of 1024 bytes or more for content, whatever it starts with', () => {
    const head = `${VERSION}\noid sha256:${OID}\nsize 1\nz `
    const at = (length: number) => bytes(`${head}${'z'.repeat(length - head.length - 1)}\n`)
    expect(parseLfsPointer(at(1023))).toEqual({ oid: OID, size: 1 })
    expect(parseLfsPointer(at(1024))).toBeUndefined()
  })
  it('takes bytes that are not UTF-8 for content', () => {
    const text = pointer(VERSION, `oid sha256:${OID}`, 'size 1', 'z ')
    const invalid = new Uint8Array([...text, 0xff, 0x0a])
    expect(parseLfsPointer(invalid)).toBeUndefined()
  })
})
