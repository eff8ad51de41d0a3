import type { AnnotationProperties } from '@actions/core'

/** An error that points at a place in a file, shown by GitHub as an annotation on that line. */
export class AnnotatedError extends Error {
  constructor(
    message: string,
    readonly annotation: AnnotationProperties
  ) {
    super(message)
    this.name = 'AnnotatedError'
  }
}
