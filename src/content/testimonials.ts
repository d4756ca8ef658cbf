/** Member's Testimonials (SPEC.md 2.1, 3): six quote cards. */

/** The member's engraved portrait, drawn by scripts/art.ts from their name (never a photo). */
export function memberPortraitOf(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `/images/people/${slug}.svg`
}
export interface Testimonial {
  quote: string
  name: string
  role: string
  country: string
}

export const testimonials: Testimonial[] = [
  {
    quote:
      'My Talent Agent noticed I kept volunteering for the data pipelines nobody wanted. Three months later I was leading one for a logistics company. Nobody had ever read my work that closely.',
    name: 'Lucía Ferrando',
    role: 'Data engineer',
    country: 'Spain',
  },
  {
    quote:
      'I joined for the remote projects and stayed for the people. Build Night is the only meeting I have never wanted to skip.',
    name: 'Kwame Asante-Rhys',
    role: 'Full-stack developer',
    country: 'Ghana',
  },
  {
    quote:
      'Before the club I spent a third of my month chasing invoices. Now time tracking, invoicing and payouts just happen, and that third is mine again.',
    name: 'Hana Novotná',
    role: 'Mobile engineer',
    country: 'Czechia',
  },
  {
    quote:
      'I redeemed my first Nova Points for a week off between two projects. A reward that gives you time back is the most honest reward there is.',
    name: 'Mateus Albuquerque',
    role: 'Site reliability engineer',
    country: 'Brazil',
  },
  {
    quote:
      'The check-ins are short and specific. My agent asks what I learned, what blocked me and what I want next, and then actually does something about it.',
    name: 'Priya Raghunathan',
    role: 'Machine learning engineer',
    country: 'India',
  },
  {
    quote:
      'I mentor two newer members now. Explaining my own decisions to them has made me a better architect than any course did.',
    name: 'Elias Vandermeer',
    role: 'Solutions architect',
    country: 'Netherlands',
  },
]
