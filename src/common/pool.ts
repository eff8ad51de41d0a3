/** Runs `work` on every item, at most `limit` at once; results keep the items' order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/**
 * A gate that runs at most `limit` tasks at once, each as soon as a place is free, in the order
 * they were given; each call's promise settles as its task does.
 */
export function limiter(limit: number): <R>(task: () => Promise<R>) => Promise<R> {
  let running = 0
  const waiting: (() => void)[] = []
  return async task => {
    if (running >= limit) await new Promise<void>(resolve => waiting.push(resolve))
    running++
    try {
      return await task()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}
