import { describe, expect, it } from '@jest/globals'
import { DecimalCommaColumns, pointDecimal } from '../src/datasets/read/decimal-comma.js'

describe('a cell written with a decimal comma', () => {
  it.each([
    ['1234,56', '1234.56'],
    ['1.234,56', '1234.56'],
    ['-1.234.567,5', '-1234567.5'],
    ['1 234,56', '1234.56'],
    ['1\u00a0234,56', '1234.56'],
    ['+0,25', '+0.25'],
    ['1.200', '1200'],
    ['1200', '1200']
  ])('%s is sent as %s', (cell, sent) => {
    expect(pointDecimal(cell)).toBe(sent)
  })
  it.each(['12.50', '1,2,3', 'Zürich', '1.23,4', '', ' 12,5', '12,', ',5', '1.2345,6', 'EUR 12,5'])(
    '%j is not such a number and is left as it is',
    cell => {
      expect(pointDecimal(cell)).toBe(cell)
    }
  )
})

describe('the columns named for a notice', () => {
  it('names a column whose every non-empty cell is a decimal-comma number, one with a comma at least', () => {
    const columns = new DecimalCommaColumns()
    columns.observe(['1', '1.234,50', 'Nord', '7', '3'])
    columns.observe(['2', '', 'Süd', '8', '4,5'])
    columns.observe(['3', '12', '12,5', '9', 'x'])
    expect(columns.columns(['id', 'revenue', 'region', 'units', 'mixed'])).toEqual(['revenue'])
  })
  it('names none when no column holds a decimal comma', () => {
    const columns = new DecimalCommaColumns()
    columns.observe(['1', '12.50'])
    expect(columns.columns(['id', 'price'])).toEqual([])
  })
})
