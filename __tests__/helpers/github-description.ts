/**
 * GitHub's own REST description (npm @octokit/openapi), read once per test process: it says
 * which requests GitHub defines, and its examples are the bodies the fake GitHub answers with.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Schema = { [key: string]: Json }

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: Schema
  'x-multi-segment'?: boolean
}

interface Operation {
  operationId: string
  parameters?: ({ $ref: string } | Parameter)[]
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> }
}

interface Route {
  method: string
  template: string
  pattern: RegExp
  names: string[]
  operation: Operation
  /** Literal characters in the template: the most specific route wins. */
  weight: number
}

interface Description {
  paths: Record<string, Record<string, Operation | unknown>>
  components: Record<string, Record<string, Json>>
}

/** GitHub documents per_page as "max 100"; it answers larger values with 100 items. */
const MAX_PER_PAGE = 100
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head']

let loaded: { description: Description; routes: Route[] } | undefined

function load(): { description: Description; routes: Route[] } {
  if (loaded) return loaded
  const require = createRequire(import.meta.url)
  const file = require.resolve('@octokit/openapi/generated/api.github.com.json')
  const description = JSON.parse(readFileSync(file, 'utf8')) as Description
  const routes: Route[] = []
  for (const [template, item] of Object.entries(description.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined
      if (!operation) continue
      const parameters = (operation.parameters ?? []).map(p => resolve<Parameter>(description, p))
      const names: string[] = []
      const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, n) => {
        names.push(n as string)
        const multi = parameters.find(p => p.name === n)?.['x-multi-segment']
        return multi ? '(.+)' : '([^/]+)'
      })
      routes.push({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${source}$`),
        names,
        operation,
        weight: template.replace(/\{\w+\}/g, '').length
      })
    }
  }
  routes.sort((a, b) => b.weight - a.weight)
  loaded = { description, routes }
  return loaded
}

function resolve<T>(description: Description, value: unknown): T {
  let current = value as { $ref?: string }
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const [, section, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(current.$ref) ?? []
    current = description.components[section]?.[name] as { $ref?: string }
    if (current === undefined) throw new Error(`Unresolvable $ref in GitHub's description`)
  }
  return current as T
}

/** A deep copy of one of the description's named examples, e.g. 'issue-comment'. */
export function example<T = Record<string, unknown>>(name: string): T {
  const { description } = load()
  const found = description.components.examples[name] as { value?: Json } | undefined
  if (found?.value === undefined) throw new Error(`GitHub's description has no example '${name}'`)
  return structuredClone(found.value) as T
}

export interface Checked {
  /** The operation GitHub defines for this request, e.g. 'issues/create-comment'. */
  operationId?: string
  /** Path parameters by name, decoded. */
  params: Record<string, string>
  /** Why the request does not conform; empty when it does. */
  problems: string[]
}

/** Checks one request against the description: path template, method, parameters, body. */
export function checkRequest(
  method: string,
  pathname: string,
  query: URLSearchParams,
  body: unknown
): Checked {
  const { description, routes } = load()
  const route = routes.find(r => r.method === method && r.pattern.test(pathname))
  const where = `${method} ${pathname}`
  if (!route) {
    const other = routes.some(r => r.pattern.test(pathname))
    return {
      params: {},
      problems: [
        other
          ? `${where}: GitHub defines no ${method} on this path`
          : `${where}: no such path in GitHub's description`
      ]
    }
  }
  const problems: string[] = []
  const label = `${where} (${route.operation.operationId})`
  const values = route.pattern.exec(pathname)?.slice(1) ?? []
  const params: Record<string, string> = {}
  route.names.forEach((name, i) => (params[name] = decodeURIComponent(values[i])))
  const declared = (route.operation.parameters ?? []).map(p => resolve<Parameter>(description, p))
  for (const parameter of declared) {
    if (parameter.in === 'path') {
      problems.push(...checkScalar(label, parameter, params[parameter.name]))
    } else if (parameter.in === 'query') {
      const value = query.get(parameter.name)
      if (value === null) {
        if (parameter.required)
          problems.push(`${label}: query parameter '${parameter.name}' is required`)
        continue
      }
      problems.push(...checkScalar(label, parameter, value))
    }
  }
  for (const name of new Set(query.keys())) {
    if (!declared.some(p => p.in === 'query' && p.name === name))
      problems.push(`${label}: query parameter '${name}' is not defined`)
    if (query.getAll(name).length > 1) problems.push(`${label}: query parameter '${name}' repeated`)
  }
  const perPage = query.get('per_page')
  if (perPage !== null && Number(perPage) > MAX_PER_PAGE)
    problems.push(`${label}: per_page ${perPage} is above GitHub's maximum of ${MAX_PER_PAGE}`)

  const requestBody = route.operation.requestBody
  if (requestBody) {
    const schema = requestBody.content['application/json']?.schema
    if (body === undefined) {
      if (requestBody.required) problems.push(`${label}: a body is required`)
    } else if (schema) {
      problems.push(
        ...checkSchema(description, resolve<Schema>(description, schema), body, `${label}: body`)
      )
    }
  } else if (body !== undefined) {
    problems.push(`${label}: GitHub defines no body for this operation`)
  }
  return { operationId: route.operation.operationId, params, problems }
}

function checkScalar(label: string, parameter: Parameter, value: string | undefined): string[] {
  const name = `${parameter.in} parameter '${parameter.name}'`
  if (value === undefined || value === '')
    return parameter.required ? [`${label}: ${name} is required`] : []
  const schema = parameter.schema ?? {}
  if (schema.type === 'integer' && !/^-?\d+$/.test(value))
    return [`${label}: ${name} must be an integer, got '${value}'`]
  if (schema.type === 'boolean' && !/^(true|false)$/.test(value))
    return [`${label}: ${name} must be a boolean, got '${value}'`]
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    return [`${label}: ${name} must be one of ${schema.enum.join(', ')}, got '${value}'`]
  return []
}

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that GitHub's request bodies use. */
function checkSchema(
  description: Description,
  schema: Schema,
  value: unknown,
  at: string
): string[] {
  if (value === null) return schema.nullable === true ? [] : [`${at} may not be null`]
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key]
    if (Array.isArray(options)) {
      const fits = options.filter(
        option =>
          checkSchema(description, resolve<Schema>(description, option), value, at).length === 0
      ).length
      if (key === 'oneOf' ? fits !== 1 : fits === 0)
        return [`${at} matches ${fits} of the ${key} schemas`]
    }
  }
  if (Array.isArray(schema.allOf))
    return schema.allOf.flatMap(part =>
      checkSchema(description, resolve<Schema>(description, part), value, at)
    )
  const type = schema.type
  const actual = Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value
  if (typeof type === 'string' && type !== actual && !(type === 'number' && actual === 'integer'))
    return [`${at} must be ${type}, got ${actual}`]
  if (Array.isArray(schema.enum) && !schema.enum.includes(value as Json))
    return [`${at} must be one of ${schema.enum.join(', ')}`]
  const problems: string[] = []
  if (
    typeof value === 'string' &&
    typeof schema.maxLength === 'number' &&
    value.length > schema.maxLength
  )
    problems.push(`${at} is longer than ${schema.maxLength}`)
  if (Array.isArray(value) && schema.items)
    value.forEach((item, i) =>
      problems.push(
        ...checkSchema(description, resolve<Schema>(description, schema.items), item, `${at}[${i}]`)
      )
    )
  if (actual === 'object' && schema.type === 'object') {
    const object = value as Record<string, unknown>
    const properties = (schema.properties ?? {}) as Record<string, Schema>
    for (const name of (schema.required ?? []) as string[])
      if (!(name in object)) problems.push(`${at}.${name} is required`)
    for (const [name, item] of Object.entries(object)) {
      if (properties[name])
        problems.push(
          ...checkSchema(
            description,
            resolve<Schema>(description, properties[name]),
            item,
            `${at}.${name}`
          )
        )
      else if (schema.additionalProperties === false || Object.keys(properties).length > 0)
        problems.push(`${at}.${name} is not defined`)
    }
  }
  return problems
}
