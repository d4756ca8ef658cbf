// The secrets the tests type and receive, in one place: the inspector's redaction test swaps in
// markers (vi.mock) and checks that none of them leaves the page.
export const demoSecrets = {
  password: 'Club-Demo-2025!',
  accessCode: 'WELCOME-2025',
  token: 'access-token-1',
  refreshToken: 'refresh-token-1',
  /** What a refresh answers. */
  newToken: 'access-token-2',
  newRefreshToken: 'refresh-token-2',
}
