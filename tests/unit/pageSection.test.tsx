import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { PageSection } from '../../src/ui/common/PageSection'
import { SectionHeading } from '../../src/ui/common/SectionHeading'

const markup = renderToStaticMarkup

// The pages' sections were hand-written scaffolds before PageSection; it must render them
// unchanged (the prerendered pages, their pictures and the e2e tests rely on that markup).
describe('PageSection', () => {
  it('renders a section in the container, named by its SectionHeading', () => {
    expect(
      markup(
        <PageSection headingId="x-heading" id="x" eyebrow="Eyebrow" title="Title" lead="Lead">
          <p>Body</p>
        </PageSection>,
      ),
    ).toBe(
      markup(
        <section id="x" className="container section" aria-labelledby="x-heading">
          <SectionHeading id="x-heading" eyebrow="Eyebrow" title="Title" lead="Lead" />
          <p>Body</p>
        </section>,
      ),
    )
  })

  it('gives a section that draws its own heading the id its aria-labelledby names', () => {
    expect(
      markup(
        <PageSection headingId="y-heading" surface="tight">
          {(headingId) => <h2 id={headingId}>Own heading</h2>}
        </PageSection>,
      ),
    ).toBe(
      markup(
        <section className="container section--tight" aria-labelledby="y-heading">
          <h2 id="y-heading">Own heading</h2>
        </section>,
      ),
    )
  })

  it('puts a band’s content in the container, with the classes it adds', () => {
    for (const surface of ['raised', 'light'] as const) {
      expect(
        markup(
          <PageSection headingId="z-heading" surface={surface} containerClassName="wide" title="T">
            <p>Body</p>
          </PageSection>,
        ),
      ).toBe(
        markup(
          <section className={`surface-${surface} section`} aria-labelledby="z-heading">
            <div className="container wide">
              <SectionHeading id="z-heading" title="T" />
              <p>Body</p>
            </div>
          </section>,
        ),
      )
    }
    expect(
      markup(
        <PageSection headingId="z-heading" surface="raised" title="T">
          <p>Body</p>
        </PageSection>,
      ),
    ).toContain('<div class="container">')
  })
})
