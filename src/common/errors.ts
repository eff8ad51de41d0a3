import type { AnnotationProperties } from '@actions/core'

export interface Problem {
  readonly message: string
  /** Where in a file the problem is, shown by GitHub as an annotation on that line. */
  readonly annotation?: AnnotationProperties
}

/** Several problems found together, each reported as its own error. */
export class ProblemsError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(problems.map(p => p.message).join('\n'))
    this.name = 'ProblemsError'
  }
}
