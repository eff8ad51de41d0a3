/**
 * Characters that change how the text around them is shown: the bidirectional embeddings,
 * overrides and isolates a "Trojan Source" name uses to show one thing and be another. No sink
 * passes them on as themselves; a reader sees each written out, as `\u202e`.
 */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g

/** A character written out as its code, e.g. `\u202e`. */
export function visible(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
}

export function showBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, visible)
}
