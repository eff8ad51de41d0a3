/** Faults the emulator can inject: what a real deployment, its proxies and its network do. */

export type FaultKind =
  /** Answer this status at once, without acting (the body is drained first). */
  | { type: 'status'; status: number; retryAfter?: string; body?: string; contentType?: string }
  /** Close the connection: before reading the request body (nothing done), or after acting on it. */
  | { type: 'reset'; after: 'headers' | 'body' }
  /** Act, then answer only after this delay. */
  | { type: 'delay'; ms: number }
  /** An HTML error page, as a proxy or load balancer sends. */
  | { type: 'html'; status?: number }
  /** Act, then send the answer's JSON cut in half, as a complete answer of that length. */
  | { type: 'truncated-json' }
  /**
   * Act, then announce the whole answer's length but send half of it and close the connection,
   * as a proxy or a network does that drops a connection mid-answer.
   */
  | { type: 'cut-off' }
  /** Act, then answer 2xx with a body that names no generation (start call only). */
  | { type: 'no-generation-id' }
  /**
   * Act, then send the answer's JSON with a padding field that never ends, as a broken proxy
   * streams; or, with `bytes`, ends after that many bytes in all (and says so in content-length).
   */
  | { type: 'huge-body'; bytes?: number }

export type Endpoint = 'start' | 'read'

export interface Fault {
  endpoint: Endpoint
  kind: FaultKind
  /** How many requests in a row it hits (default 1). */
  times?: number
}

/** Faults hitting a share of requests at random, for load tests. */
export interface RandomFaults {
  endpoint: Endpoint
  probability: number
  kinds: FaultKind[]
}

export class FaultPlan {
  private readonly queued: Fault[] = []
  private random: RandomFaults[] = []

  add(...faults: Fault[]): void {
    this.queued.push(...faults.map(f => ({ ...f, times: f.times ?? 1 })))
  }

  setRandom(random: RandomFaults[]): void {
    this.random = random
  }

  clear(): void {
    this.queued.length = 0
    this.random = []
  }

  /** The fault for the next request to `endpoint`, if any. */
  take(endpoint: Endpoint): FaultKind | undefined {
    const index = this.queued.findIndex(f => f.endpoint === endpoint)
    if (index >= 0) {
      const fault = this.queued[index]
      fault.times = (fault.times ?? 1) - 1
      if (fault.times <= 0) this.queued.splice(index, 1)
      return fault.kind
    }
    for (const random of this.random) {
      if (random.endpoint === endpoint && Math.random() < random.probability) {
        return random.kinds[Math.floor(Math.random() * random.kinds.length)]
      }
    }
    return undefined
  }
}

export const HTML_ERROR_PAGE =
  '<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head>\n<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n'
