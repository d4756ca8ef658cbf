import { describe, expect, it } from 'vitest'
import { looksLikeLinkedInProfile } from '../../src/lib/linkedInProfile'

describe('a LinkedIn profile, as the invitation request hints at it (never refused)', () => {
  it.each([
    'https://www.linkedin.com/in/robin-vale-42',
    'http://linkedin.com/in/robin',
    'linkedin.com/in/robin-vale',
    'www.linkedin.com/in/robin-vale/',
    'https://uk.linkedin.com/in/robin-vale',
    'https://www.linkedin.com/pub/robin-vale/1/2/3',
    '  linkedin.com/in/robin-vale  ',
    'robin-vale-42',
    'rvale',
  ])('%s looks like one', (value) => {
    expect(looksLikeLinkedInProfile(value)).toBe(true)
  })

  it.each([
    'Robin Vale',
    'robin at the club',
    'robin@example.com',
    'https://example.com/in/robin',
    'https://notlinkedin.com/in/robin',
    'linkedin.com',
    'linkedin.com/company/example',
    'rv',
    'robin_vale',
    '',
  ])('%s does not', (value) => {
    expect(looksLikeLinkedInProfile(value)).toBe(false)
  })
})
