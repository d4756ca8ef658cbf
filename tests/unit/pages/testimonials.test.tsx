import { describe, expect, it } from 'vitest'
import { within } from '@testing-library/react'
import { breadcrumbOf, renderRoute } from './render-route'
import { testimonials } from '../../../src/content/testimonials'

describe("the Member's Testimonials page", () => {
  it('has the breadcrumb Home > Career Path > Member’s Testimonials', async () => {
    const { main } = await renderRoute('/testimonials')
    expect(breadcrumbOf(main)).toEqual({
      labels: ['Home', 'Career Path', "Member's Testimonials"],
      links: ['/', '/career-path'],
      current: "Member's Testimonials",
    })
  })

  it('shows six quote cards, each with the member’s name, role and country', async () => {
    const { main } = await renderRoute('/testimonials')
    const cards = within(main.getByRole('region', { name: 'Testimonials' })).getAllByRole('figure')
    expect(cards).toHaveLength(6)
    cards.forEach((card, index) => {
      const { quote, name, role, country } = testimonials[index]!
      expect(card.querySelector('blockquote')).toHaveTextContent(quote)
      expect(within(card).getByText(name)).toBeInTheDocument()
      expect(within(card).getByText(`${role}, ${country}`)).toBeInTheDocument()
    })
  })
})
