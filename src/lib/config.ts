// Build-time configuration (Vite env). Every external address lives here so one build can be
// pointed at other services; the defaults talk to the reference server on the same origin.
import { defaultBases } from '../api/bases'
import { configuredSiteOrigin, siteOriginFrom } from './siteOrigin'

const env = import.meta.env

function read(name: string, fallback: string): string {
  const value = env[name] as string | undefined
  // Strip stray quotes: the original site shipped a base URL wrapped in literal quotes.
  return (value ?? fallback).trim().replace(/^["']|["']$/g, '')
}

export const config = {
  siteName: 'Nova Club',
  apiBase: read('VITE_API_BASE', defaultBases.api),
  campaignBase: read('VITE_CAMPAIGN_BASE', defaultBases.campaign),
  /** The video of the interview overlay, 'Discover the Next Generation Interview': empty by
   *  default, which plays the club's own film, drawn in the page (src/ui/interview/film); an
   *  operator's recording (an https embed address) when set. */
  interviewVideoUrl: read('VITE_INTERVIEW_VIDEO_URL', ''),
  platformUrl: read('VITE_PLATFORM_URL', 'https://platform.example.com'),
  cookieDomain: read('VITE_COOKIE_DOMAIN', ''),
  videoChannelUrl: read('VITE_VIDEO_CHANNEL_URL', 'https://video.example.com/@novaclub'),
  /** The public address of the site: share links and the sitemap use absolute URLs. */
  siteOrigin: siteOriginFrom(env.VITE_SITE_ORIGIN as string | undefined),
  /** VITE_SITE_ORIGIN when set: share links use it; otherwise they use the page's own origin. */
  configuredSiteOrigin: configuredSiteOrigin(env.VITE_SITE_ORIGIN as string | undefined),
} as const
