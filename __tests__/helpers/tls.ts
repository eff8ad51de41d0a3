/**
 * Certificates for the TLS failure tests, made with openssl in a temporary folder: a test
 * authority, a certificate it signs for the name `localhost` only, and a self-signed one for
 * 127.0.0.1. The emulator serves either; the authority is trusted only where a test gives it to
 * Node (NODE_EXTRA_CA_CERTS).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface KeyPair {
  readonly key: string
  readonly cert: string
}

export interface TestCertificates {
  /** The authority's certificate file, for NODE_EXTRA_CA_CERTS. */
  readonly authorityFile: string
  /** Signed by the authority, for `localhost` only. */
  readonly localhost: KeyPair
  /** Signed by itself, for 127.0.0.1. */
  readonly selfSigned: KeyPair
  remove(): void
}

export function makeTestCertificates(): TestCertificates {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dashboard-tls-'))
  const file = (name: string) => path.join(dir, name)
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' })
  const newKey = ['-newkey', 'rsa:2048', '-nodes']
  openssl(
    'req',
    '-x509',
    ...newKey,
    '-keyout',
    file('ca-key.pem'),
    '-out',
    file('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=dashboard-action test authority'
  )
  openssl(
    'req',
    ...newKey,
    '-keyout',
    file('localhost-key.pem'),
    '-out',
    file('localhost.csr'),
    '-subj',
    '/CN=localhost'
  )
  writeFileSync(file('ext.cnf'), 'subjectAltName=DNS:localhost\n')
  openssl(
    'x509',
    '-req',
    '-in',
    file('localhost.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca-key.pem'),
    '-CAcreateserial',
    '-out',
    file('localhost.pem'),
    '-days',
    '2',
    '-extfile',
    file('ext.cnf')
  )
  openssl(
    'req',
    '-x509',
    ...newKey,
    '-keyout',
    file('self-key.pem'),
    '-out',
    file('self.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1'
  )
  const pair = (name: string) => ({
    key: readFileSync(file(`${name}-key.pem`), 'utf8'),
    cert: readFileSync(file(`${name}.pem`), 'utf8')
  })
  return {
    authorityFile: file('ca.pem'),
    localhost: pair('localhost'),
    selfSigned: pair('self'),
    remove: () => rmSync(dir, { recursive: true, force: true })
  }
}
