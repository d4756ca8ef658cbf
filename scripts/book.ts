// Writes the free edition of the Think Tank's book, The Digital Habitat, to public/downloads as
// a PDF (printed by Chromium) and an EPUB 3 (zipped). Run again after changing the text:
//   npx tsx scripts/book.ts        (needs /usr/bin/chromium and zip)
// then update the sizes in src/content/thinkTank.ts; a unit test compares them.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

interface Chapter {
  title: string
  paragraphs: string[]
}

const title = 'The Digital Habitat'
const subtitle = 'How we live, work and think inside the systems we build'
const byline = 'Nova Club Think Tank'

const chapters: Chapter[] = [
  {
    title: 'Preface: why a habitat',
    paragraphs: [
      'A habitat is the place where a living thing finds what it needs: food, shelter, company, a reason to wake up. For most of history, ours was made of soil, weather and neighbours. Today a growing share of it is made of software.',
      'We wake to an alarm that negotiates with our calendar. We work inside tools that record what we do and suggest what we do next. We rest in rooms that measure the air. None of this is good or bad in itself. It is simply where we now live, and like any habitat it can be cared for or neglected.',
      'This book collects what the members of Nova Club, engineers, designers and architects who build these systems for a living, have learned about living inside them well. It is written in four parts, each also available as a season of the audiobook.',
    ],
  },
  {
    title: 'Part One: Digital Environment',
    paragraphs: [
      'The first thing to notice about the digital environment is that most of it is invisible. We see screens, but not the data centres that serve them, the cables under the sea or the millions of lines of configuration that decide what a screen shows.',
      'Invisibility breeds two opposite mistakes. The first is to treat the environment as weightless, as if a stored photograph or an idle server cost nothing. They cost energy, water, maintenance and attention, every hour of every day. The second mistake is to treat the environment as fate, as if its shape were decided somewhere else by someone else. It is not. It is decided by people like the readers of this book, one pull request at a time.',
      'A healthy environment has three properties that any engineer will recognise. It is legible: the people who depend on it can understand, at the level they need, what it does. It is repairable: when something breaks, somebody can fix it without rebuilding everything. And it is proportionate: it uses no more of the world than the job requires.',
      'Legibility starts with writing. A system that only its authors can explain is a private garden, not a habitat. Repairability starts with boring choices: well-known tools, small components, clear boundaries. Proportion starts with a question that every design review should ask and few do: what is the smallest thing that would work?',
    ],
  },
  {
    title: 'What follows',
    paragraphs: [
      'Part Two, Digital Habitability, asks whether people can thrive in the environment we have built: how it shapes attention, rest and the right to be offline. Part Three, The Human Factor, turns to the people in the loop and what they owe each other. Part Four, A Singular Future, looks at where the curve of the technology leads, and how to choose a future rather than wait for one.',
      'The complete book is free to members of the club, and every part can be heard as a season of the audiobook in the Think Tank.',
    ],
  },
]

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const chapterHtml = (chapter: Chapter) =>
  `<section><h2>${escape(chapter.title)}</h2>${chapter.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}</section>`

const style = `body{font-family:Georgia,serif;line-height:1.6;color:#17181d;max-width:38em;margin:0 auto;padding:2em}
h1{font-size:2.4em;margin:3em 0 .2em}h2{margin-top:2.5em}.subtitle{font-style:italic;color:#474a54}
.byline{letter-spacing:.2em;text-transform:uppercase;color:#7a5200;font-size:.8em}section{break-before:page}`

function writePdf(target: string, work: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${style}</style></head><body><h1>${title}</h1><p class="subtitle">${subtitle}</p><p class="byline">${byline}</p>${chapters.map(chapterHtml).join('')}</body></html>`
  const page = join(work, 'book.html')
  writeFileSync(page, html)
  execFileSync('/usr/bin/chromium', [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-pdf-header-footer',
    `--print-to-pdf=${target}`,
    `file://${page}`,
  ])
}

function writeEpub(target: string, work: string) {
  const root = join(work, 'epub')
  const write = (file: string, content: string) => {
    mkdirSync(join(root, file, '..'), { recursive: true })
    writeFileSync(join(root, file), content)
  }
  const xhtml = (heading: string, body: string) =>
    `<?xml version="1.0" encoding="utf-8"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en" xml:lang="en"><head><title>${escape(heading)}</title><style>${style}</style></head><body>${body}</body></html>`
  write('mimetype', 'application/epub+zip')
  write(
    'META-INF/container.xml',
    `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`,
  )
  chapters.forEach((chapter, index) =>
    write(`OEBPS/chapter-${index + 1}.xhtml`, xhtml(chapter.title, chapterHtml(chapter))),
  )
  write(
    'OEBPS/title.xhtml',
    xhtml(
      title,
      `<h1>${title}</h1><p class="subtitle">${subtitle}</p><p class="byline">${byline}</p>`,
    ),
  )
  write(
    'OEBPS/nav.xhtml',
    xhtml(
      'Contents',
      `<nav epub:type="toc"><h1>Contents</h1><ol>${chapters.map((chapter, index) => `<li><a href="chapter-${index + 1}.xhtml">${escape(chapter.title)}</a></li>`).join('')}</ol></nav>`,
    ),
  )
  const items = chapters
    .map(
      (_, index) =>
        `<item id="c${index + 1}" href="chapter-${index + 1}.xhtml" media-type="application/xhtml+xml"/>`,
    )
    .join('')
  const spine = chapters.map((_, index) => `<itemref idref="c${index + 1}"/>`).join('')
  write(
    'OEBPS/content.opf',
    `<?xml version="1.0" encoding="utf-8"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:novaclub:the-digital-habitat:free-edition</dc:identifier><dc:title>${title}</dc:title><dc:creator>${byline}</dc:creator><dc:language>en</dc:language><meta property="dcterms:modified">2025-01-01T00:00:00Z</meta></metadata><manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/><item id="title" href="title.xhtml" media-type="application/xhtml+xml"/>${items}</manifest><spine><itemref idref="title"/>${spine}</spine></package>`,
  )
  rmSync(target, { force: true })
  // The mimetype entry comes first and uncompressed, as EPUB requires.
  execFileSync('zip', ['-X0q', target, 'mimetype'], { cwd: root })
  execFileSync('zip', ['-Xr9Dq', target, 'META-INF', 'OEBPS'], { cwd: root })
}

const out = resolve('public/downloads')
mkdirSync(out, { recursive: true })
const work = mkdtempSync(join(tmpdir(), 'book-'))
try {
  writePdf(join(out, 'the-digital-habitat.pdf'), work)
  writeEpub(join(out, 'the-digital-habitat.epub'), work)
} finally {
  rmSync(work, { recursive: true, force: true })
}
console.log('wrote public/downloads/the-digital-habitat.{pdf,epub}')
