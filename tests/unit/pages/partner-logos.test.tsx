import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { PartnerLogos } from '../../../src/ui/home/PartnerLogos'
import { partners } from '../../../src/content/partners'

describe('the partner logos', () => {
  it('lists the nine partners once for screen readers, each logo named by its alt text', () => {
    render(<PartnerLogos />)
    const region = screen.getByRole('region', { name: 'Members of the club work with' })
    const lists = within(region).getAllByRole('list')
    expect(lists).toHaveLength(1)
    const logos = within(lists[0]!).getAllByRole('img')
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(
      partners.map((partner) => partner.name),
    )
    expect(logos).toHaveLength(9)
    for (const logo of logos) {
      expect(logo).toHaveAttribute('width', '200')
      expect(logo).toHaveAttribute('height', '64')
    }
  })

  it('repeats the band for a seamless loop, hidden from assistive technology', () => {
    const { container } = render(<PartnerLogos />)
    const copy = container.querySelector('ul[aria-hidden="true"]')
    expect(copy?.querySelectorAll('img')).toHaveLength(9)
    for (const image of copy!.querySelectorAll('img')) expect(image).toHaveAttribute('alt', '')
  })
})
