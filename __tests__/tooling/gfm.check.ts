/** The renderer behind the screenshots and the rendering tests shows what GitHub would show. */
import { describe, expect, it } from '@jest/globals'
import { pageHtml, renderedText, renderGfm } from '../../tools/gfm.js'
import { renderGfm as readerSees } from '../helpers/gfm.js'

describe('rendering Markdown as GitHub does', () => {
  it('keeps the raw HTML GitHub allows, such as folded details', () => {
    const html = renderGfm('<details><summary>Why it failed</summary>\n\nThe reason.\n</details>')
    expect(html).toContain('<details>')
    expect(html).toContain('<summary>Why it failed</summary>')
    expect(renderedText('<details><summary>More</summary>\n\nHidden text\n</details>')).toContain(
      'Hidden text'
    )
  })

  it("removes what GitHub's sanitizer removes: scripts, event handlers, styles", () => {
    const html = renderGfm(
      '<script>alert(1)</script>\n\n<a href="javascript:alert(1)" onclick="x()">go</a> <span style="color:red">red</span>'
    )
    expect(html).not.toMatch(/<script|onclick|javascript:|style=/)
    expect(renderedText('<img src="x" onerror="alert(1)">')).not.toContain('alert')
  })

  it('shows character references inside a code span literally, as GitHub does', () => {
    // The reason a resume hint in a code span must carry plain text (issue 12).
    expect(renderedText('`generation-id: 32d47e41&#45;2058`')).toBe(
      'generation-id: 32d47e41&#45;2058'
    )
    expect(renderedText('generation&#45;id')).toBe('generation-id')
  })

  it('renders tables, autolinks and strike-through (GitHub-flavoured Markdown)', () => {
    const html = renderGfm('| a | b |\n| - | - |\n| 1 | 2 |\n\nSee https://example.com ~~old~~')
    expect(html).toContain('<table>')
    expect(html).toContain('<td>2</td>')
    expect(html).toContain('<a href="https://example.com">https://example.com</a>')
    expect(html).toContain('<del>old</del>')
  })

  it('prefixes ids as GitHub does, so a document cannot clobber the page', () => {
    expect(renderGfm('<a id="top">x</a>')).toContain('id="user-content-top"')
  })
})

describe('what the tests read of a rendering', () => {
  it('finds the mentions and issue references GitHub would link, GH-3 among them, outside code', () => {
    const seen = readerSees('@octo #1 o/r#2 GH-3 (gh-4) `GH-5 #6` [GH-7](https://x.example)')
    expect(seen.liveReferences.sort()).toEqual(['#1', '@octo', 'GH-3', 'gh-4', 'o/r#2'].sort())
  })
})

describe('the screenshot page', () => {
  it('frames a comment with its author and opens folded details on request', () => {
    const html = pageHtml({
      kind: 'comment',
      author: 'github-actions <b>',
      markdown: '<details><summary>s</summary>\n\nbody\n</details>',
      openDetails: true
    })
    expect(html).toContain('<details open>')
    expect(html).toContain('github-actions &#60;b&#62;')
  })
})
