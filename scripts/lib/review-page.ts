// The review room's pages: index.html (what changed in each machine, drawn and in words, and
// what awaits a sign-off) and one page of scenarios per machine. Static HTML that opens from a
// file: no script, no server, nothing from the network; every text escaped.
import { escapeHtml } from '../../src/lib/escapeHtml.ts'
import { type ChangeKind, type WordedChange } from './review-words.ts'
import { markStyle, textMark } from './review-overview.ts'
import type { AwaitingSignoff } from './review-signoff.ts'
import {
  type MarkedScenario,
  type Scenario,
  type ScenarioMark,
  scenarioText,
} from './review-scenarios.ts'

const html = escapeHtml

export interface CommitInfo {
  sha: string
  subject: string
}

export interface MachineReview {
  machine: string
  purpose: string
  /** 'changed': its semantics differ; 'new' / 'removed': only at head / only at the base. */
  status: 'changed' | 'unchanged' | 'new' | 'removed'
  changes: WordedChange[]
  /** The marked overview's file in the review folder and its size, when one was drawn. */
  overview?: { file: string; width: number; height: number }
  scenarios: MarkedScenario[]
  goneScenarios: Scenario[]
}

export interface ReviewInput {
  base: CommitInfo
  head: CommitInfo
  /** Whether the base's model tests were read (else every scenario is new). */
  baseScenarios: boolean
  machines: MachineReview[]
  awaiting: AwaitingSignoff[]
}

const style = `
:root { color: #1b1f24; background: #fff; font: 16px/1.5 system-ui, sans-serif; }
main { max-width: 1360px; margin: 0 auto; padding: 24px; }
a { color: #0a4fb3; }
h1, h2, h3 { line-height: 1.25; }
code { font-size: 0.95em; }
.overview { display: block; max-width: 100%; height: auto; border: 1px solid #d0d7de; }
.legend { display: flex; flex-wrap: wrap; gap: 24px; list-style: none; padding: 0; }
.legend li { display: flex; align-items: center; gap: 8px; }
.mark { font-weight: 700; font-family: ui-monospace, monospace; }
ul.changes li { margin: 4px 0; padding: 2px 8px; border-left-width: 6px; border-left-style: solid; }
ul.changes li.added { border-color: ${markStyle.added.stroke}; background: ${markStyle.added.fill}; }
ul.changes li.removed { border-color: ${markStyle.removed.stroke}; background: ${markStyle.removed.fill}; border-left-style: dashed; }
ul.changes li.changed { border-color: ${markStyle.changed.stroke}; background: ${markStyle.changed.fill}; border-left-style: dotted; }
.scenario { border: 1px solid #d0d7de; border-radius: 6px; padding: 8px 16px; margin: 12px 0; }
.scenario h3 { font-size: 1rem; margin: 8px 0; }
.scenario.new { border-left: 6px solid ${markStyle.added.stroke}; }
.scenario.changed { border-left: 6px dotted ${markStyle.changed.stroke}; }
.steps li { margin: 6px 0; }
.steps li p { margin: 0; }
.steps li p.was { color: #57606a; }
.steps img { display: block; margin: 4px 0 8px; border: 1px solid #d0d7de; }
table { border-collapse: collapse; }
th, td { text-align: left; padding: 4px 12px 4px 0; border-bottom: 1px solid #d0d7de; }
`

const page = (title: string, body: string[]) =>
  [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${html(title)}</title>`,
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    '<main>',
    ...body,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n')

const commitText = ({ sha, subject }: CommitInfo) =>
  `<code>${html(sha.slice(0, 10))}</code> (${html(subject.length > 90 ? `${subject.slice(0, 89)}…` : subject)})`

/** A sample of each mark: a box drawn as the overview draws a state, and a line as its arrows. */
function legend(): string[] {
  const kinds: ChangeKind[] = ['added', 'changed', 'removed']
  const meaning: Record<ChangeKind, string> = {
    added: 'new: solid thick border',
    changed: 'changed: dotted border',
    removed: 'removed: dashed border',
  }
  return [
    '<h2 id="legend">How changes are marked</h2>',
    '<p>Each mark is a colour, a line style and a word in the label, so that it reads in grayscale and without colour vision.</p>',
    '<ul class="legend" aria-labelledby="legend">',
    ...kinds.map((kind) => {
      const { fill, stroke, dash } = markStyle[kind]
      const dashed = dash ? ` stroke-dasharray="${dash}"` : ''
      return [
        '<li>',
        `<svg width="150" height="36" viewBox="0 0 150 36" aria-hidden="true">`,
        `<rect x="2" y="4" width="70" height="28" rx="6" fill="${fill}" stroke="${stroke}" stroke-width="3"${dashed}/>`,
        `<line x1="84" y1="18" x2="146" y2="18" stroke="${stroke}" stroke-width="3"${dashed}/>`,
        '</svg>',
        `<span><span class="mark">${textMark[kind]}</span> ${html(meaning[kind])}</span>`,
        '</li>',
      ].join('')
    }),
    '</ul>',
  ]
}

const countMarks = (review: MachineReview) => {
  const count = (mark: ScenarioMark) => review.scenarios.filter((s) => s.mark === mark).length
  return `${count('new')} new, ${count('changed')} changed, ${count('unchanged')} unchanged${review.goneScenarios.length ? `, ${review.goneScenarios.length} no longer walked` : ''}`
}

const changeItem = ({ kind, text }: WordedChange) =>
  `<li class="${kind}"><span class="mark">${textMark[kind]}</span> ${html(text)}</li>`

function machineSection(review: MachineReview): string[] {
  const id = html(review.machine)
  return [
    `<section aria-labelledby="m-${id}">`,
    `<h3 id="m-${id}">${id}${review.status === 'changed' ? '' : ` (${review.status})`}</h3>`,
    review.purpose ? `<p>${html(review.purpose)}</p>` : '',
    review.overview
      ? `<img class="overview" src="${html(review.overview.file)}" width="${review.overview.width}" height="${review.overview.height}" alt="The overview of ${id} with its changes marked (listed below in words).">`
      : '',
    `<h4>What changed</h4>`,
    review.changes.length
      ? `<ul class="changes">${review.changes.map(changeItem).join('\n')}</ul>`
      : '<p>The whole machine.</p>',
    review.status === 'removed'
      ? ''
      : `<p>Scenarios: ${countMarks(review)}. <a href="${id}.html">Read the scenarios of ${id}</a>.</p>`,
    '</section>',
  ]
}

export function indexPage(input: ReviewInput): string {
  const changed = input.machines.filter((m) => m.status !== 'unchanged')
  const unchanged = input.machines.filter((m) => m.status === 'unchanged')
  return page('Review room: what the statecharts change', [
    '<h1>Review room: what the statecharts change</h1>',
    `<p>The machines at ${commitText(input.head)} compared with ${commitText(input.base)}. Made by <code>npm run review</code> (docs/review.md).</p>`,
    input.baseScenarios
      ? ''
      : '<p>The base has no model tests this page can read: every scenario is marked new.</p>',
    ...legend(),
    '<h2 id="signoff">Awaiting sign-off</h2>',
    input.awaiting.length
      ? [
          '<p>These machines differ from their last sign-off, or were never signed off. Sign one off with <code>npm run review -- --sign &lt;machine&gt; --by "&lt;name&gt;" --note "&lt;why&gt;"</code>.</p>',
          '<table><thead><tr><th scope="col">machine</th><th scope="col">why</th></tr></thead><tbody>',
          ...input.awaiting.map(
            ({ machine, reason }) =>
              `<tr><td><a href="#m-${html(machine)}">${html(machine)}</a></td><td>${html(reason)}</td></tr>`,
          ),
          '</tbody></table>',
        ].join('\n')
      : '<p>None: every machine is signed off as it is.</p>',
    `<h2>Changed machines (${changed.length})</h2>`,
    ...(changed.length ? changed.flatMap(machineSection) : ['<p>None.</p>']),
    `<h2>Unchanged machines (${unchanged.length})</h2>`,
    '<ul>',
    ...unchanged.map(
      (m) =>
        `<li id="m-${html(m.machine)}">${html(m.machine)}: <a href="${html(m.machine)}.html">scenarios</a> (${countMarks(m)})</li>`,
    ),
    '</ul>',
  ])
}

function scenarioArticle(
  scenario: Scenario,
  mark: ScenarioMark | 'gone',
  before?: Scenario,
): string {
  const markText = mark === 'gone' ? '[no longer walked]' : `[${mark}]`
  const steps = scenarioText(scenario).split('\n')
  const stepsBefore = before ? scenarioText(before).split('\n') : []
  // A changed scenario shows, under each step told otherwise at the base, how it was told.
  const was = (index: number) =>
    before && stepsBefore[index] !== steps[index]
      ? `<p class="was"><span class="mark">[was]</span> ${html(stepsBefore[index] ?? '(no such step)')}</p>`
      : ''
  return [
    `<article class="scenario ${mark}">`,
    `<h3><span class="mark">${markText}</span> ${html(scenario.model)}: ${html(scenario.title)}</h3>`,
    '<ol class="steps">',
    ...scenario.steps.map((step, index) => {
      const picture = step.picture
        ? `<a href="../${html(step.picture.full)}"><img src="../${html(step.picture.thumbnail)}" alt="${html(step.picture.caption)}" width="120" loading="lazy"></a>`
        : ''
      return `<li><p>${html(steps[index]!)}</p>${was(index)}${picture}</li>`
    }),
    '</ol>',
    '</article>',
  ].join('\n')
}

export function scenariosPage(input: ReviewInput, review: MachineReview): string {
  const of = (mark: ScenarioMark) => review.scenarios.filter((s) => s.mark === mark)
  const id = html(review.machine)
  const group = (title: string, items: string[]) =>
    items.length ? [`<h2>${html(title)} (${items.length})</h2>`, ...items] : []
  const unchanged = of('unchanged')
  return page(`Scenarios of ${review.machine}`, [
    `<p><a href="index.html">Back to the review room</a></p>`,
    `<h1>Scenarios of ${id}</h1>`,
    `<p>Every path its model tests walk, in words, at ${commitText(input.head)}, marked against ${commitText(input.base)}: ${countMarks(review)}. Each step shows the state gallery's picture of where it leads, where there is one.</p>`,
    ...group(
      'New',
      of('new').map(({ scenario }) => scenarioArticle(scenario, 'new')),
    ),
    ...group(
      'Changed',
      of('changed').map(({ scenario, before }) => scenarioArticle(scenario, 'changed', before)),
    ),
    ...group(
      'No longer walked',
      review.goneScenarios.map((scenario) => scenarioArticle(scenario, 'gone')),
    ),
    ...(unchanged.length
      ? [
          `<h2>Unchanged (${unchanged.length})</h2>`,
          '<details>',
          `<summary>Show the ${unchanged.length} unchanged scenarios</summary>`,
          ...unchanged.map(({ scenario }) => scenarioArticle(scenario, 'unchanged')),
          '</details>',
        ]
      : []),
  ])
}
