/**
 * Renders Markdown as GitHub does for a comment or a job summary (tools/gfm.ts, the renderer the
 * screenshots use), then reads what a reader meets: text, links, images, headings, and the mentions and issue
 * references GitHub would make live in plain text (it leaves code and links alone).
 */
import type { Element, Nodes, Root } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { toText } from 'hast-util-to-text'
import { renderGfm as renderHtml } from '../../tools/gfm.js'

export interface Rendered {
  readonly tree: Root
  /** Everything a reader sees, as plain text. */
  readonly text: string
  readonly links: string[]
  images: number
  /** The text of each heading. */
  readonly headings: string[]
  /** The text of each code span and code block. */
  readonly code: string[]
  /** Mentions (@name) and references (#1, owner/repo#2, GH-3) in plain text, where GitHub links them. */
  readonly liveReferences: string[]
  /** Text of each table cell, row by row (header row first). */
  readonly tables: string[][][]
}

export function renderGfm(markdown: string): Rendered {
  const tree = fromHtml(renderHtml(markdown), { fragment: true })
  const found: Rendered = {
    tree,
    text: toText(tree, { whitespace: 'pre' }),
    links: [],
    images: 0,
    headings: [],
    code: [],
    liveReferences: [],
    tables: []
  }
  walk(tree, false, found)
  return found
}

const MENTION = /(?:^|[^\w`])(@[A-Za-z0-9][\w-]*(?:\/[\w-]+)?)/g
const REFERENCE = /(?:^|[^\w&])((?:[\w.-]+\/[\w.-]+)?#\d+|GH-\d+)/gi

function walk(node: Nodes, quiet: boolean, found: Rendered): void {
  if (node.type === 'text') {
    if (quiet) return
    for (const pattern of [MENTION, REFERENCE])
      for (const match of node.value.matchAll(pattern)) found.liveReferences.push(match[1])
    return
  }
  if (node.type !== 'element' && node.type !== 'root') return
  let inside = quiet
  if (node.type === 'element') {
    const element = node
    const name = element.tagName
    if (name === 'a' && typeof element.properties.href === 'string')
      found.links.push(element.properties.href)
    if (name === 'img') found.images++
    if (/^h[1-6]$/.test(name)) found.headings.push(toText(element))
    if (name === 'code') found.code.push(toText(element, { whitespace: 'pre' }).replace(/\n$/, ''))
    if (name === 'table') found.tables.push(tableCells(element))
    inside = quiet || name === 'a' || name === 'code' || name === 'pre'
  }
  for (const child of node.children) walk(child, inside, found)
}

function tableCells(table: Element): string[][] {
  const rows: string[][] = []
  const visit = (node: Nodes) => {
    if (node.type !== 'element') return
    if (node.tagName === 'tr')
      rows.push(
        node.children
          .filter((c): c is Element => c.type === 'element' && /^t[dh]$/.test(c.tagName))
          .map(c => toText(c).trim())
      )
    else for (const child of node.children) visit(child)
  }
  for (const child of table.children) visit(child)
  return rows
}
