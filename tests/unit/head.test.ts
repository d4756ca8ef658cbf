import { describe, expect, it } from 'vitest'
import { documentHeadOf, notFoundHead, pageHead } from '../../src/lib/head'

describe('document head', () => {
  it('names the page and the club in the title', () => {
    expect(pageHead('Think Tank', 'Ideas.').meta).toEqual([
      { title: 'Think Tank | Nova Club' },
      { name: 'description', content: 'Ideas.' },
    ])
  })

  it('lets the deepest route that sets a title win', () => {
    const head = documentHeadOf([pageHead('Root', 'Root page.'), pageHead('Child', 'Child page.')])
    expect(head).toEqual({ title: 'Child | Nova Club', description: 'Child page.' })
  })

  it('keeps the parent description when the child sets only a title', () => {
    const head = documentHeadOf([pageHead('Root', 'Root page.'), { meta: [{ title: 'Only' }] }])
    expect(head).toEqual({ title: 'Only', description: 'Root page.' })
  })

  it('uses the not-found head when no route matched', () => {
    const head = documentHeadOf([{ ...pageHead('Root', 'Root page.'), _notFound: true }])
    expect(head.title).toBe(notFoundHead.meta[0]?.title)
  })
})
