/** The `columns` input: columns to keep, or `!name` to drop, checked against a dataset's header. */
import { describe, expect, it } from '@jest/globals'
import {
  ColumnsError,
  droppedNames,
  parseColumns,
  selectedIndexes
} from '../src/datasets/convert/columns.js'
import { saying } from './helpers/meaning.js'

describe("reading the 'columns' input", () => {
  it('reads names to keep, separated by commas or new lines, trimmed, each once', () => {
    expect(parseColumns('columns', ' month , revenue\nregion\nmonth ')).toEqual({
      keep: ['month', 'revenue', 'region']
    })
  })

  it('reads !names as columns to drop', () => {
    expect(parseColumns('columns', '!email, ! phone\n!email')).toEqual({ drop: ['email', 'phone'] })
  })

  it('means every column when empty or blank', () => {
    expect(parseColumns('columns', '')).toBeUndefined()
    expect(parseColumns('columns', ' ,\n , ')).toBeUndefined()
  })

  it('refuses a mix of columns to keep and to drop, naming the input and its value', () => {
    expect(() => parseColumns('columns', 'month,!email')).toThrow(
      saying("'columns'", 'month,!email', 'mixes', '!')
    )
  })

  it('refuses a ! without a name', () => {
    expect(() => parseColumns('columns', '!email, !')).toThrow(saying("'columns'", '!', 'name'))
  })
})

describe('picking the columns of a header', () => {
  const header = ['month', 'region', 'email', 'revenue']

  it('keeps the named columns in the order they are named', () => {
    expect(selectedIndexes({ keep: ['revenue', 'month'] }, header, 'columns')).toEqual([3, 0])
  })

  it('drops the named columns and keeps the others in the file order', () => {
    const kept = selectedIndexes({ drop: ['email', 'month'] }, header, 'columns')
    expect(kept).toEqual([1, 3])
    expect(droppedNames(header, kept)).toEqual(['month', 'email'])
  })

  it('names each unknown column and lists the columns there are', () => {
    let error: unknown
    try {
      selectedIndexes({ keep: ['month', 'Revenue', 'mail'] }, header, 'columns')
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ColumnsError)
    const message = (error as Error).message
    expect(message).toMatch(
      saying('"Revenue"', '"mail"', "'columns'", '"month"', '"region"', '"email"', '"revenue"')
    )
    expect(message).not.toMatch(/"month".*"month"/)
  })

  it('names an unknown column to drop too', () => {
    expect(() => selectedIndexes({ drop: ['phone'] }, header, 'columns')).toThrow(
      saying('"phone"', "'columns'", '"email"')
    )
  })

  it('lists at most 30 of a wide header and counts the rest', () => {
    const wide = Array.from({ length: 45 }, (_, i) => `c${i + 1}`)
    expect(() => selectedIndexes({ keep: ['x'] }, wide, 'columns')).toThrow(
      saying('"c1"', '"c30"', '15 more')
    )
    expect(() => selectedIndexes({ keep: ['x'] }, wide, 'columns')).not.toThrow(/"c31"/)
  })

  it('refuses to drop every column', () => {
    expect(() => selectedIndexes({ drop: ['a', 'b'] }, ['a', 'b'], 'columns')).toThrow(
      saying('no columns left', "'columns'")
    )
  })

  it('says record keys for a JSON dataset', () => {
    expect(() => selectedIndexes({ keep: ['x'] }, ['id'], 'columns', 'record keys')).toThrow(
      saying('record keys', '"id"')
    )
  })
})
