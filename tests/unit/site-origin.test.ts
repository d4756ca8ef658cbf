import { describe, expect, it } from 'vitest'
import { configuredSiteOrigin, siteOriginFrom } from '../../src/lib/siteOrigin'

describe('the public origin', () => {
  it('is the configured one, without trailing slashes, when VITE_SITE_ORIGIN is set', () => {
    expect(configuredSiteOrigin('https://club.test/ ')).toBe('https://club.test')
    expect(siteOriginFrom('https://club.test//')).toBe('https://club.test')
  })

  it('is not configured when VITE_SITE_ORIGIN is unset or blank (share links then use the page)', () => {
    expect(configuredSiteOrigin(undefined)).toBeUndefined()
    expect(configuredSiteOrigin('  ')).toBeUndefined()
    // The sitemap still needs an absolute address: the default.
    expect(siteOriginFrom(undefined)).toBe('https://novaclub.example')
  })
})
