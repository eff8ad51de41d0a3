/**
 * collect/ reads each artifact's one document out of the zip the artifact service serves
 * (zip-entry.ts): stored or deflated, found by name, and refused with a reason when the archive is
 * not one, is cut short, or its bytes do not match their CRC-32. The archives are written here
 * byte by byte as APPNOTE.TXT lays them out; collect.int reads those the toolkit's client makes.
 */
import { deflateRawSync, crc32 } from 'node:zlib'
import { describe, expect, it } from '@jest/globals'
import { zipEntry } from '../src/features/hand-off/zip-entry.js'

interface Entry {
  name: string
  data: Buffer
  deflate?: boolean
  crc?: number
}

function zipOf(entries: Entry[], comment = ''): Buffer {
  const locals: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const packed = entry.deflate ? deflateRawSync(entry.data) : entry.data
    const crc = entry.crc ?? crc32(entry.data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(entry.data.length, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(entry.data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, packed)
    directory.push(central, name)
    offset += local.length + name.length + packed.length
  }
  const dir = Buffer.concat(directory)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(dir.length, 12)
  end.writeUInt32LE(offset, 16)
  end.writeUInt16LE(Buffer.byteLength(comment), 20)
  return Buffer.concat([...locals, dir, end, Buffer.from(comment)])
}

const DOCUMENT = Buffer.from(JSON.stringify({ format: 1, results: ['a'.repeat(5000)] }))

describe('an entry of a zip archive', () => {
  it('is read whether deflated or stored, found by its name among others, past a comment', () => {
    const zip = zipOf(
      [
        { name: 'other.json', data: Buffer.from('{}') },
        { name: 'record.json', data: DOCUMENT, deflate: true }
      ],
      'made by a test'
    )
    expect(zipEntry(zip, 'record.json').equals(DOCUMENT)).toBe(true)
    expect(zipEntry(zipOf([{ name: 'record.json', data: DOCUMENT }]), 'record.json')).toEqual(
      DOCUMENT
    )
    expect(
      zipEntry(zipOf([{ name: 'record.json', data: Buffer.alloc(0) }]), 'record.json')
    ).toEqual(Buffer.alloc(0))
  })
  it('is refused, saying why, when missing, damaged, cut short or not a zip', () => {
    const good = zipOf([{ name: 'record.json', data: DOCUMENT, deflate: true }])
    expect(() => zipEntry(zipOf([{ name: 'other.json', data: DOCUMENT }]), 'record.json')).toThrow(
      'it holds no record.json'
    )
    expect(() =>
      zipEntry(zipOf([{ name: 'record.json', data: DOCUMENT, crc: 1 }]), 'record.json')
    ).toThrow('damaged')
    expect(() => zipEntry(Buffer.from('{"format": 1}'.repeat(3)), 'record.json')).toThrow(
      'not a zip archive'
    )
    // The directory kept, the data cut: its local header now points past the end.
    const cut = Buffer.concat([good.subarray(0, 40), good.subarray(good.length - 22 - 57)])
    expect(() => zipEntry(cut, 'record.json')).toThrow(/damaged|cut short/)
  })
})
