import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { documentHeadOf } from '../../lib/head'

/** Keeps the document title and meta description in step with the current route. */
export function DocumentHead() {
  const { title, description } = useRouterState({
    select: (state) => documentHeadOf(state.matches),
    structuralSharing: true,
  })
  useEffect(() => {
    document.title = title
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description])
  return null
}
