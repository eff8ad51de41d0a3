/**
 * Markdown rendered the way GitHub renders a comment or a job summary: GitHub-flavoured
 * Markdown with raw HTML allowed, then GitHub's sanitizer (hast-util-sanitize's default schema
 * is modelled on it), so what survives here is what a reader on github.com sees. Used by the
 * screenshots and by tests that assert what a reader sees.
 */
import { fromHtml } from 'hast-util-from-html'
import { sanitize } from 'hast-util-sanitize'
import { toHtml } from 'hast-util-to-html'
import { toText } from 'hast-util-to-text'
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'

/** Sanitized HTML of a Markdown document, as GitHub would serve it. */
export function renderGfm(markdown: string): string {
  const raw = micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()]
  })
  return toHtml(sanitize(fromHtml(raw, { fragment: true })))
}

/** The text a reader sees once the Markdown is rendered (folded `<details>` included). */
export function renderedText(markdown: string): string {
  return toText(fromHtml(renderGfm(markdown), { fragment: true }))
}

/**
 * A stylesheet written for these pictures that imitates the look of GitHub's Markdown: its
 * system font stack, 14px text in comments, grey table borders, blue links, rounded code.
 */
export const GITHUB_LIKE_CSS = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body {
  margin: 0; padding: 24px; background: #ffffff; color: #1f2328;
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial,
    sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji";
  font-size: 14px; line-height: 1.5;
}
.frame { width: 860px; border: 1px solid #d1d9e0; border-radius: 6px; overflow: hidden; }
.frame-head {
  display: flex; align-items: center; gap: 8px; padding: 8px 16px;
  background: #f6f8fa; border-bottom: 1px solid #d1d9e0; color: #59636e;
}
.frame-head strong { color: #1f2328; }
.avatar {
  width: 20px; height: 20px; border-radius: 4px; background: #2da44e; color: #fff;
  display: inline-flex; align-items: center; justify-content: center; font-size: 11px;
  font-weight: 600;
}
.label {
  border: 1px solid #d1d9e0; border-radius: 999px; padding: 0 7px; font-size: 12px;
  font-weight: 500;
}
.markdown { padding: 16px; word-wrap: break-word; }
.markdown > :first-child { margin-top: 0 !important; }
.markdown > :last-child { margin-bottom: 0 !important; }
.markdown p, .markdown ul, .markdown ol, .markdown table, .markdown details,
.markdown blockquote, .markdown pre { margin-top: 0; margin-bottom: 16px; }
.markdown h1, .markdown h2, .markdown h3, .markdown h4 {
  margin-top: 24px; margin-bottom: 16px; font-weight: 600; line-height: 1.25;
}
.markdown h1 { font-size: 2em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; }
.markdown h2 { font-size: 1.5em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; }
.markdown h3 { font-size: 1.25em; }
.markdown h4 { font-size: 1em; }
.markdown a { color: #0969da; text-decoration: none; }
.markdown a:hover { text-decoration: underline; }
.markdown ul, .markdown ol { padding-left: 2em; }
.markdown li + li { margin-top: .25em; }
.markdown code, .markdown tt {
  padding: .2em .4em; margin: 0; font-size: 85%; white-space: break-spaces;
  background: #818b981f; border-radius: 6px;
  font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono",
    monospace;
}
.markdown pre {
  padding: 16px; overflow: auto; font-size: 85%; line-height: 1.45; background: #f6f8fa;
  border-radius: 6px;
}
.markdown pre code { padding: 0; background: transparent; font-size: 100%; white-space: pre; }
.markdown table { border-spacing: 0; border-collapse: collapse; display: block; width: max-content;
  max-width: 100%; overflow: auto; }
.markdown th { font-weight: 600; }
.markdown th, .markdown td { padding: 6px 13px; border: 1px solid #d1d9e0; }
.markdown tr { background: #ffffff; border-top: 1px solid #d1d9e0b3; }
.markdown tr:nth-child(2n) { background: #f6f8fa; }
.markdown blockquote { padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
.markdown hr { height: .25em; padding: 0; margin: 24px 0; background: #d1d9e0; border: 0; }
.markdown details summary { cursor: pointer; display: list-item; }
.markdown details[open] > summary { margin-bottom: 8px; }
.markdown sub, .markdown sup { font-size: 75%; }
.markdown img { max-width: 100%; }
`

export interface Page {
  /** `comment`: framed as a pull-request comment; `issue`: as an issue's description, titled; `summary`: as a job's summary. */
  kind: 'comment' | 'issue' | 'summary'
  /** The title, for `issue`. */
  title?: string
  markdown: string
  /** Who posted the comment, or the job the summary belongs to. */
  author: string
  /** Open every `<details>` so the picture shows what a reader finds after one click. */
  openDetails?: boolean
}

/** A whole HTML page holding the rendered Markdown in a GitHub-like frame. */
export function pageHtml(page: Page): string {
  let body = renderGfm(page.markdown)
  if (page.openDetails) body = body.replace(/<details>/g, '<details open>')
  const author = escapeHtml(page.author)
  const head =
    page.kind === 'comment'
      ? `<span class="avatar">A</span><strong>${author}</strong><span class="label">bot</span><span>commented</span>`
      : page.kind === 'issue'
        ? `<strong>${escapeHtml(page.title ?? '')}</strong><span>opened by</span><span class="avatar">A</span><strong>${author}</strong><span class="label">bot</span>`
        : `<strong>${author}</strong><span>summary</span>`
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>${GITHUB_LIKE_CSS}</style></head>
<body><div class="frame"><div class="frame-head">${head}</div><div class="markdown">${body}</div></div></body></html>`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`)
}
