/**
 * Who the token is, as GitHub names the author of what it writes: the comment and the
 * dashboards issue are found among what the token's own user or app wrote.
 */
import type { GitHubClient } from './client.js'

/**
 * The token's login, as GraphQL's viewer names it. It answers for every kind of token; REST's
 * GET /user refuses the job's GITHUB_TOKEN and any app installation token (403), so it is never
 * asked.
 */
export async function viewerLogin(client: GitHubClient): Promise<string> {
  const answer = await client.graphql<{ viewer: { login: string } }>('query { viewer { login } }')
  return answer.viewer.login
}

/** A login as authors are compared: '[bot]' and case aside. */
export function normalise(login: string | undefined): string {
  return (login ?? '').replace(/\[bot\]$/i, '').toLowerCase()
}

/** Who the token is, as comment authors are compared. */
export async function ownLogin(client: GitHubClient): Promise<string> {
  return normalise(await viewerLogin(client))
}

/** Whether the client holds an app installation token (`ghs_`), as GITHUB_TOKEN is; no request. */
export async function isInstallation(client: GitHubClient): Promise<boolean> {
  const auth = (await client.auth()) as { tokenType?: string }
  return auth.tokenType === 'installation'
}

/**
 * The login REST names the token's user or app by as an author, for a list's `creator`: an app
 * writes as its bot, `<slug>[bot]` (the job's token as `github-actions[bot]`).
 */
export async function authorLogin(client: GitHubClient): Promise<string> {
  const login = await viewerLogin(client)
  return (await isInstallation(client)) && !/\[bot\]$/i.test(login) ? `${login}[bot]` : login
}
