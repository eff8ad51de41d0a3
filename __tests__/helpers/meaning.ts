/**
 * Messages are asserted by what they say, not by their wording: the input named, the value, the
 * advice, the id. `saying` matches text that holds every one of its terms, in any order, so a
 * sentence can be reworded without rewriting the test while dropping a term still fails it.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A pattern matching text that contains every term: a string literally, a RegExp by its source
 * (its flags are not kept).
 */
export function saying(...terms: (string | RegExp)[]): RegExp {
  const ahead = terms.map(t => `(?=[\\s\\S]*?${typeof t === 'string' ? escape(t) : t.source})`)
  return new RegExp(`^${ahead.join('')}`)
}
