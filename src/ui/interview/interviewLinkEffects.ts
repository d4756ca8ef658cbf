// The API calls of the interview machines, as the app supplies them. The HTTP client is loaded
// lazily, so that no page's first load pays for it.
import type { Campaign } from '../../api/schemas'
import type { StoredCodeCheck } from '../../machines/interviewLink.machine'
import { readSession } from '../../lib/interviewSession'

const loadClient = () => import('../../api/client')

export async function fetchCampaign(hash: string): Promise<Campaign> {
  const { callApi } = await loadClient()
  return (await callApi('campaign', { params: { hash } })).data
}

/** SPEC.md 4: the stored code (validCode), if any, checked with the code validation call. */
export async function verifyStoredCode(): Promise<StoredCodeCheck> {
  const code = readSession('validCode')
  if (!code) return 'none'
  const { callApi, ApiRequestError } = await loadClient()
  try {
    const { data } = await callApi('validateCode', { query: { code } })
    return data.isValid ? 'valid' : 'invalid'
  } catch (error) {
    // A stored value the contract refuses (blank, too long) is no valid code.
    if (error instanceof ApiRequestError && error.kind === 'invalid-request') return 'invalid'
    throw error
  }
}
