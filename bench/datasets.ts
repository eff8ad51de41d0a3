/** The files the benchmark uploads, made in a temporary workspace. */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface BenchFiles {
  readonly root: string
  /** A small CSV, for latency and start-up. */
  readonly small: string
  /** Label and workspace path of each dataset measured for memory. */
  readonly sized: [string, string][]
  copy(from: string, name: string): string
  remove(): void
}

const ROW = (i: number) =>
  `${i},region-${i % 7},${(i * 7919) % 100000},${(i * 31) % 997},2026-${String((i % 12) + 1).padStart(2, '0')}\n`
const LIMIT = 10 * 1024 * 1024

function csv(bytes: number): string {
  const parts = ['id,region,revenue,orders,month\n']
  let size = parts[0].length
  for (let i = 0; size + ROW(i).length <= bytes; i++) {
    const row = ROW(i)
    parts.push(row)
    size += row.length
  }
  return parts.join('')
}

const CITIES = ['Zürich', 'São Paulo', '東京', 'Москва', 'القاهرة', 'Kraków', 'मुंबई']

/** An array of records; with `cities`, text in many scripts, which JavaScript holds two bytes a character. */
function json(bytes: number, cities = false): string {
  const parts = ['[\n']
  let size = 2
  for (let i = 0; ; i++) {
    const region = cities ? CITIES[i % CITIES.length] : `region-${i % 7}`
    const item = `${i === 0 ? '' : ',\n'}{"id":${i},"region":"${region}","revenue":${(i * 7919) % 100000},"orders":${(i * 31) % 997}}`
    const itemBytes = Buffer.byteLength(item)
    if (size + itemBytes + 2 > bytes) break
    parts.push(item)
    size += itemBytes
  }
  parts.push('\n]')
  return parts.join('')
}

export function makeDatasets(): BenchFiles {
  const root = mkdtempSync(path.join(os.tmpdir(), 'dashboard-bench-'))
  const write = (name: string, content: string) => {
    const file = path.join(root, name)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, content)
    return name
  }
  const small = write('small.csv', csv(1024))
  for (let i = 0; i < 10; i++) write(`many/set-${i}.csv`, csv(1024))
  const sized: [string, string][] = [
    ['1 KB CSV', small],
    ['5 MB CSV', write('csv-5mb.csv', csv(5 * 1024 * 1024))],
    ['10 MB CSV', write('csv-10mb.csv', csv(LIMIT - 1024))],
    ['10 MB JSON', write('json-10mb.json', json(LIMIT - 1024))],
    ['10 MB JSON, non-ASCII text', write('json-10mb-cities.json', json(LIMIT - 1024, true))]
  ]
  return {
    root,
    small: path.join(root, small),
    sized,
    copy(from, name) {
      const file = path.join(root, 'runs', name)
      mkdirSync(path.dirname(file), { recursive: true })
      copyFileSync(from, file)
      return file
    },
    remove: () => rmSync(root, { recursive: true, force: true })
  }
}
