/**
 * A multiset of 64-bit digests with a signed count each, in open-addressed typed arrays: two
 * lanes and a count per slot (12 bytes, and a byte saying the slot is taken), at most three
 * quarters of the slots taken. No object is made per value.
 */
export class ValueCounts {
  private slots: Int32Array
  private used = 0
  private flags: Uint8Array

  /** Sized for `expected` values at first: it grows past them. */
  constructor(expected = 768) {
    let size = 1024
    while (size * 3 < expected * 4) size *= 2
    this.slots = new Int32Array(3 * size)
    this.flags = new Uint8Array(size)
  }

  add(lo: number, hi: number, by = 1): void {
    const slots = this.slots
    const mask = this.flags.length - 1
    for (let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask; ; i = (i + 1) & mask) {
      const at = 3 * i
      if (this.flags[i] === 0) {
        this.flags[i] = 1
        slots[at] = lo
        slots[at + 1] = hi
        slots[at + 2] = by
        if (++this.used * 4 > mask * 3) this.grow()
        return
      }
      if (slots[at] === lo && slots[at + 1] === hi) {
        slots[at + 2] += by
        return
      }
    }
  }

  /** The count of a digest: 0 when it was never added. */
  count(lo: number, hi: number): number {
    const slots = this.slots
    const mask = this.flags.length - 1
    for (let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask; ; i = (i + 1) & mask) {
      if (this.flags[i] === 0) return 0
      const at = 3 * i
      if (slots[at] === lo && slots[at + 1] === hi) return slots[at + 2]
    }
  }

  /** Each digest with its count. */
  forEach(visit: (lo: number, hi: number, count: number) => void): void {
    for (let i = 0; i < this.flags.length; i++)
      if (this.flags[i] === 1)
        visit(this.slots[3 * i], this.slots[3 * i + 1], this.slots[3 * i + 2])
  }

  /** The sum of the positive counts, and of the negative ones negated. */
  totals(): { positive: number; negative: number } {
    let positive = 0
    let negative = 0
    this.forEach((_lo, _hi, count) => {
      if (count > 0) positive += count
      else negative -= count
    })
    return { positive, negative }
  }

  private grow(): void {
    const [slots, flags] = [this.slots, this.flags]
    this.slots = new Int32Array(slots.length * 2)
    this.flags = new Uint8Array(flags.length * 2)
    this.used = 0
    for (let i = 0; i < flags.length; i++)
      if (flags[i] === 1) this.add(slots[3 * i], slots[3 * i + 1], slots[3 * i + 2])
  }
}
