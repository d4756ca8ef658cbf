/** The membership call to action, light or dark (SPEC.md 2.3). Placeholder of the foundation:
 *  'I want to be a Member' opens the membership dialog once the toolkit issue builds it. */
export function MembershipCta({ tone }: { tone: 'light' | 'dark' }) {
  return (
    <section aria-labelledby={`membership-cta-${tone}`} data-tone={tone}>
      <h2 id={`membership-cta-${tone}`}>Become a member. It is free.</h2>
      <p>No fees, no hidden costs: a Talent Agent from day one and projects worth your time.</p>
    </section>
  )
}
