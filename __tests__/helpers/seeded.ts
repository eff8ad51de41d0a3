/** A seeded pseudo-random source (mulberry32), so a failing generated case replays from its seed. */
export class Seeded {
  private state: number

  constructor(readonly seed: number) {
    this.state = seed >>> 0
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer from `low` to `high`, both included. */
  int(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('nothing to pick from')
    return items[this.int(0, items.length - 1)]
  }

  /** The items in a random order (a new array). */
  shuffled<T>(items: readonly T[]): T[] {
    const out = [...items]
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i)
      ;[out[i], out[j]] = [out[j], out[i]]
    }
    return out
  }

  /** `count` of the items (all of them when there are fewer), in a random order. */
  some<T>(items: readonly T[], count: number): T[] {
    return this.shuffled(items).slice(0, Math.max(0, count))
  }
}
