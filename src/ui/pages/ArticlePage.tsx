import { Breadcrumb } from '../common/Breadcrumb'
import { Illustration } from '../common/Illustration'
import { PageSection } from '../common/PageSection'
import { EmbedFacade } from '../embeds/EmbedFacade'
import { ArticleGrid } from '../articles/ArticleGrid'
import { ShareLinks } from '../articles/ShareLinks'
import { CopyLink } from '../articles/CopyLink'
import { articleCardOf } from '../../content/articles'
import { otherInsights } from '../../content/memberArticles'
import type { ArticleBody } from '../../content/articleBody'
import { ArticleMeta } from '../articles/ArticleMeta'
import { usePageOrigin } from '../articles/usePageOrigin'
import styles from './ArticlePage.module.css'

/** An article detail page (SPEC.md 2.4). */
export function ArticlePage({ body }: { body: ArticleBody }) {
  const { slug, subtitle, audio, sections } = body
  const card = articleCardOf(slug)
  const pageUrl = `${usePageOrigin()}/think-tank/${slug}`

  return (
    <>
      <article>
        <header className={styles.header}>
          <div className={`container ${styles.intro}`}>
            <Breadcrumb
              trail={[
                { label: 'Home', to: '/' },
                { label: 'Think Tank', to: '/think-tank' },
                { label: card.title },
              ]}
            />
            <ArticleMeta tag={card.tag} readMinutes={card.readMinutes} />
            <h1 className={styles.title}>{card.title}</h1>
            <p className={styles.subtitle}>{subtitle}</p>
          </div>
          <div className={`container ${styles.heroFrame}`}>
            <Illustration image={card.image} priority className={styles.hero} />
          </div>
        </header>

        <div className={`container ${styles.layout}`}>
          <div className={styles.body}>
            {audio && (
              <section className={styles.listen} aria-labelledby="listen-heading">
                <h2 id="listen-heading" className="eyebrow">
                  Listen to this article
                </h2>
                <EmbedFacade
                  variant="audio"
                  title={audio.title}
                  embedUrl={audio.embedUrl}
                  kicker={`Narrated · ${audio.minutes} min`}
                  still="narration"
                />
              </section>
            )}
            {sections.map((section, index) => (
              <section
                key={section.heading ?? index}
                className={index === 0 ? styles.opening : undefined}
              >
                {section.heading && <h2>{section.heading}</h2>}
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </section>
            ))}
            <footer className={styles.byline}>
              <p className={styles.writtenBy}>
                Written by <strong>{card.author.name}</strong>
              </p>
              <p className={styles.role}>{card.author.role}</p>
            </footer>
          </div>

          <aside className={styles.share} aria-labelledby="share-heading">
            <h2 id="share-heading" className="eyebrow">
              Share this article
            </h2>
            <ShareLinks url={pageUrl} title={card.title} />
            <CopyLink />
          </aside>
        </div>
      </article>

      <PageSection headingId="other-insights-heading" eyebrow="Keep reading" title="Other Insights">
        <ArticleGrid articles={otherInsights(slug)} />
      </PageSection>
    </>
  )
}
