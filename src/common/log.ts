/**
 * The step log and its annotations: the only module that writes to them. Whatever it is given
 * may hold untrusted text (file names, the service's and GitHub's words), so every message is
 * redacted and made unable to act as a runner command before it is written.
 *
 * A runner reads a stdout line as a command when, after leading white space, it starts with
 * `::`, or when it holds `##[`; it breaks lines at `\r` as well as `\n`. So a plain log line is
 * kept to one line with those sequences defused. Annotations, debug lines and group names are
 * written by @actions/core as one `::command::` line with `%`, `\r` and `\n` escaped (and their
 * properties with `:` and `,` too), so they keep their line breaks.
 */
import * as core from '@actions/core'
import type { AnnotationProperties } from '@actions/core'
import { visible } from './controls.js'
import { redact } from './redact.js'

/**
 * Line breaks of every kind, and control characters that could rewrite what the log shows,
 * bidirectional controls (controls.ts) included.
 */
const CONTROL =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/** One log line that cannot start or carry a runner command, with every secret hidden. */
function safeLine(text: string): string {
  const line = redact(text)
    .replace(/\r\n|\r|\n/g, match => (match === '\n' ? '\\n' : '\\r'))
    .replace(CONTROL, visible)
    .replace(/##\[/g, '#\\#[')
  // Shown after the white space, so the line no longer starts with `::`.
  return line.replace(/^(\s*)::/, '$1\\::')
}

/** Text for a `::command::` line: its own escaping keeps it one line; `##[` is defused anyway. */
function commandText(text: string): string {
  return redact(text)
    .replace(/##\[/g, '#\\#[')
    .replace(CONTROL, c => (c === '\r' || c === '\n' ? c : visible(c)))
}

function commandProperties(properties: AnnotationProperties): AnnotationProperties {
  const safe: AnnotationProperties = { ...properties }
  if (safe.title !== undefined) safe.title = commandText(safe.title)
  if (safe.file !== undefined) safe.file = redact(safe.file)
  return safe
}

export function info(text: string): void {
  core.info(safeLine(text))
}

export function debug(text: string): void {
  core.debug(commandText(text))
}

export function notice(text: string, properties: AnnotationProperties = {}): void {
  core.notice(commandText(text), commandProperties(properties))
}

export function warning(text: string, properties: AnnotationProperties = {}): void {
  core.warning(commandText(text), commandProperties(properties))
}

export function error(text: string, properties: AnnotationProperties = {}): void {
  core.error(commandText(text), commandProperties(properties))
}

/** A group's name is one line: the runner shows it as the group's heading. */
export function startGroup(name: string): void {
  core.startGroup(safeLine(name))
}

export function endGroup(): void {
  core.endGroup()
}

/**
 * Resolves once everything written to the step log so far has been handed to the system: on a
 * pipe (as the runner reads it) a write can still be queued, and `process.exit` drops it.
 */
export async function flushStepLog(): Promise<void> {
  await Promise.all(
    [process.stdout, process.stderr].map(
      stream =>
        new Promise<void>(resolve => {
          if (stream.destroyed || !stream.writable) resolve()
          else stream.write('', () => resolve())
        })
    )
  )
}
