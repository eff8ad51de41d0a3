/** The Nodes an end-to-end test runs the bundle on, and the check that Node 24 is installed. */
import { existsSync } from 'node:fs'
import { beforeAll } from '@jest/globals'
import { NODE24 } from '../../tools/runner.js'

/** The Node that runs this test, and the Node 24 that action.yml's runs.using names. */
export const NODES = [
  ['this Node', process.execPath],
  ['Node 24', NODE24]
]

/** Fails the file at once, saying how to install it, when Node 24 is not there. */
export function needNode24(): void {
  beforeAll(() => {
    if (!existsSync(NODE24))
      throw new Error(
        `Node 24 is missing at ${NODE24}: run 'npm run setup:node24' (npm test does).`
      )
  })
}
