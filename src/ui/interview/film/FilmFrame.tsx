// The film's pictures: one drawing per scene of src/content/interviewFilm.ts, in the club's
// illustration system (near-black, gold, violet, Fraunces), drawn as SVG from the scene's
// progress. `progress` runs from 0 to 1 across the scene; with reduced motion the player passes
// 1 (each scene's finished picture, cut to the next). Nothing here is fetched.
import type { ReactNode } from 'react'
import { filmScenes } from '../../../content/interviewFilm'
import styles from './InterviewFilm.module.css'

const gold = '#e2b559'
const goldLight = '#f3cf7f'
const violet = '#7c6cf2'
const violetLight = '#b3a9ff'
const cream = '#f4f1ea'
const muted = '#4a4f63'
const surface = '#12141c'
const deep = '#06070b'

/** The part of `progress` between `from` and `to`, from 0 to 1, eased out. */
function part(progress: number, from: number, to: number): number {
  const linear = Math.min(Math.max((progress - from) / (to - from), 0), 1)
  return 1 - (1 - linear) ** 3
}

const r1 = (value: number) => Math.round(value * 10) / 10

/** A four-pointed star, the club's mark. */
function star(cx: number, cy: number, size: number, fill: string) {
  const inner = size * 0.2
  return (
    <path
      d={`M${cx} ${cy - size}L${cx + inner} ${cy - inner}L${cx + size} ${cy}L${cx + inner} ${cy + inner}L${cx} ${cy + size}L${cx - inner} ${cy + inner}L${cx - size} ${cy}L${cx - inner} ${cy - inner}Z`}
      fill={fill}
    />
  )
}

/** A rounded bar standing for a line of text, `grow` of its width drawn. */
function bar(x: number, y: number, width: number, fill: string, grow = 1, height = 12) {
  return (
    <rect
      x={x}
      y={y}
      width={r1(Math.max(width * grow, 0.1))}
      height={height}
      rx={height / 2}
      fill={fill}
    />
  )
}

/** A line drawn from its start as `drawn` goes from 0 to 1 (pathLength 1). */
function stroke(d: string, color: string, drawn: number, width = 4) {
  return (
    <path
      d={d}
      fill="none"
      stroke={color}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
      pathLength={1}
      strokeDasharray="1 1"
      strokeDashoffset={1 - drawn}
    />
  )
}

function tick(x: number, y: number, drawn: number) {
  return (
    <>
      <circle
        cx={x}
        cy={y}
        r={20}
        fill={drawn > 0 ? gold : 'none'}
        fillOpacity={drawn}
        stroke={gold}
        strokeWidth={2.5}
      />
      {stroke(`M${x - 9} ${y}l6 7l12 -14`, deep, drawn, 4)}
    </>
  )
}

/** A rounded box, filled and outlined: a card, a field, a screen. Without x and y it stands
 *  at its group's origin. `box` is written x, y, width, height, rx: its attributes keep that
 *  order. */
function card(
  box: { x?: number; y?: number; width: number; height: number; rx: number },
  fill: string,
  outline: string,
  strokeWidth = 2,
) {
  return <rect {...box} fill={fill} stroke={outline} strokeWidth={strokeWidth} />
}

/** One bar of a sound's level, standing `height` tall around `middle`. */
function level(
  key: number,
  x: number,
  middle: number,
  width: number,
  height: number,
  fill: string,
) {
  return (
    <rect
      key={key}
      x={x}
      y={middle - height / 2}
      width={width}
      height={height}
      rx={width / 2}
      fill={fill}
    />
  )
}

/** A round portrait frame, as the people of the conversation stand. */
function portrait(cx: number, cy: number, outline: string) {
  return <circle cx={cx} cy={cy} r={34} fill={deep} stroke={outline} strokeWidth={2.5} />
}

/** A pill-shaped button of the last scene, filled (the first choice) or outlined. */
function pill(y: number, label: string, filled: boolean) {
  return (
    <>
      <rect
        x={64}
        y={y}
        width={330}
        height={70}
        rx={35}
        fill={filled ? gold : 'none'}
        stroke={filled ? undefined : cream}
        strokeWidth={filled ? undefined : 2.5}
      />
      <text
        x={229}
        y={y + 44}
        className={styles.buttonText}
        fill={filled ? deep : cream}
        textAnchor="middle"
      >
        {label}
      </text>
    </>
  )
}

/** A soft light behind the scenes. */
function glow(id: string, color: string, opacity: number) {
  return (
    <radialGradient id={id}>
      <stop offset="0" stopColor={color} stopOpacity={opacity} />
      <stop offset="1" stopColor={color} stopOpacity={0} />
    </radialGradient>
  )
}

/** The scene's number and title, top left, as a film's chapter card. */
function heading(scene: number, shown: number) {
  return (
    <g opacity={shown}>
      <text x={64} y={82} className={styles.kicker} fill={goldLight}>
        {`${String(scene + 1).padStart(2, '0')} / ${String(filmScenes.length).padStart(2, '0')}`}
      </text>
      <text x={64} y={130} className={styles.sceneTitle} fill={cream}>
        {filmScenes[scene]!.title}
      </text>
    </g>
  )
}

type Scene = (progress: number, seconds: number) => ReactNode

/** The title card's three lines: text, baseline, colour. */
const titleLines: [string, number, string][] = [
  ['The Next', 268, cream],
  ['Generation', 334, cream],
  ['Interview', 400, goldLight],
]

const scenes: Scene[] = [
  // 1: the title card.
  (p, t) => (
    <>
      <g transform={`rotate(${r1(t * 4)} 700 270)`}>
        {[110, 170, 230].map((radius, ring) => (
          <ellipse
            key={radius}
            cx={700}
            cy={270}
            rx={radius}
            ry={radius * 0.42}
            fill="none"
            stroke={ring === 1 ? gold : violetLight}
            strokeOpacity={0.6 - ring * 0.12}
            strokeWidth={1.5}
            strokeDasharray={ring === 1 ? '3 8' : undefined}
          />
        ))}
        <circle cx={700 + 230} cy={270} r={7} fill={goldLight} />
        <circle cx={700 - 110} cy={270} r={5} fill={violetLight} />
      </g>
      <g transform={`translate(700 270) scale(${r1((0.4 + 0.6 * part(p, 0, 0.25)) * 100) / 100})`}>
        {star(0, 0, 92, gold)}
        <circle r={14} fill={deep} />
      </g>
      <g opacity={part(p, 0.1, 0.35)}>
        <text x={64} y={196} className={styles.kicker} fill={goldLight}>
          NOVA CLUB · FOR INVITED CANDIDATES
        </text>
        {titleLines.map(([line, y, fill]) => (
          <text key={line} x={64} y={y} className={styles.display} fill={fill}>
            {line}
          </text>
        ))}
      </g>
    </>
  ),
  // 2: a conversation: the interviewer asks, the candidate answers, it follows up.
  (p, t) => {
    const bubble = (x: number, y: number, color: string, shown: number, rows: number[]) => (
      <g opacity={shown} transform={`translate(0 ${r1((1 - shown) * 16)})`}>
        {card({ x, y, width: 400, height: 40 + rows.length * 26, rx: 22 }, surface, color, 2.5)}
        {rows.map((width, row) => (
          <g key={row}>
            {bar(x + 26, y + 24 + row * 26, width, row ? muted : color, part(shown, 0.3, 1))}
          </g>
        ))}
      </g>
    )
    return (
      <>
        {heading(1, part(p, 0, 0.08))}
        {portrait(120, 236, violetLight)}
        {star(120, 236, 20, violetLight)}
        {bubble(176, 190, violetLight, part(p, 0.05, 0.2), [300, 220])}
        {portrait(840, 356, gold)}
        <circle cx={840} cy={346} r={11} fill={gold} />
        <path d="M818 378a22 18 0 0 1 44 0Z" fill={gold} />
        {bubble(384, 310, gold, part(p, 0.3, 0.45), [320, 260, 180])}
        {bubble(176, 446, violetLight, part(p, 0.65, 0.8), [250])}
        {/* The voice between them. */}
        <g opacity={0.8}>
          {Array.from({ length: 14 }, (_, index) => {
            const height = r1(8 + 22 * Math.abs(Math.sin(t * 3 + index * 0.9)))
            return level(
              index,
              620 + index * 12,
              230,
              6,
              height,
              index % 3 ? violetLight : goldLight,
            )
          })}
        </g>
      </>
    )
  },
  // 3: before you start: four things, ticked one by one.
  (p) => {
    const items = [
      'A computer, a stable connection',
      'A quiet space',
      'Camera and microphone allowed',
      'Do Not Disturb on',
    ]
    return (
      <>
        {heading(2, part(p, 0, 0.08))}
        {items.map((label, index) => {
          const shown = part(p, 0.08 + index * 0.16, 0.2 + index * 0.16)
          const y = 210 + index * 78
          return (
            <g key={label} opacity={0.25 + 0.75 * shown}>
              {card(
                { x: 64, y: y - 34, width: 640, height: 64, rx: 16 },
                surface,
                shown > 0.99 ? gold : muted,
              )}
              {tick(108, y - 2, part(p, 0.14 + index * 0.16, 0.24 + index * 0.16))}
              <text x={150} y={y + 8} className={styles.label} fill={cream}>
                {label}
              </text>
            </g>
          )
        })}
        {/* A laptop, its screen lit as the list is done. */}
        <g transform="translate(770 300)">
          {card({ x: -90, y: -70, width: 180, height: 116, rx: 10 }, deep, violetLight, 3)}
          <rect
            x={-76}
            y={-56}
            width={152}
            height={88}
            rx={4}
            fill={gold}
            fillOpacity={r1(0.15 + 0.6 * part(p, 0.7, 0.9))}
          />
          <path d="M-120 54H120L104 72H-104Z" fill={muted} />
          {star(0, -12, 22, deep)}
        </g>
      </>
    )
  },
  // 4: the access code, typed, and the lock opening.
  (p) => {
    const typed = Math.round(part(p, 0.1, 0.55) * 8)
    const open = part(p, 0.6, 0.75)
    return (
      <>
        {heading(3, part(p, 0, 0.08))}
        {card({ x: 64, y: 190, width: 560, height: 250, rx: 22 }, surface, muted)}
        <text x={100} y={244} className={styles.label} fill={cream}>
          Access code
        </text>
        {Array.from({ length: 8 }, (_, index) => {
          // Two groups of four characters.
          const x = 100 + index * 60 + (index > 3 ? 16 : 0)
          return (
            <g key={index}>
              {card(
                { x, y: 270, width: 48, height: 60, rx: 10 },
                deep,
                index < typed ? gold : muted,
              )}
              {index < typed && <circle cx={x + 24} cy={300} r={8} fill={goldLight} />}
            </g>
          )
        })}
        <rect
          x={100}
          y={360}
          width={180}
          height={52}
          rx={26}
          fill={gold}
          fillOpacity={r1(0.35 + 0.65 * part(p, 0.5, 0.6))}
        />
        <text x={190} y={393} className={styles.buttonText} fill={deep} textAnchor="middle">
          Continue
        </text>
        {/* The lock: its shackle lifts and turns as the code is accepted. */}
        <g transform="translate(790 330)">
          <path
            d="M-44 -20V-64a44 44 0 0 1 88 0V-20"
            fill="none"
            stroke={open ? goldLight : violetLight}
            strokeWidth={14}
            strokeLinecap="round"
            transform={`translate(0 ${r1(-26 * open)}) rotate(${r1(-28 * open)} -44 -20)`}
          />
          <rect
            x={-74}
            y={-24}
            width={148}
            height={120}
            rx={18}
            fill={open > 0.99 ? gold : violet}
          />
          <circle cy={26} r={14} fill={deep} />
          <rect x={-5} y={30} width={10} height={30} rx={5} fill={deep} />
        </g>
      </>
    )
  },
  // 5: three subjects, lit in turn.
  (p) => {
    const subjects = ['Your experience', 'The project’s work', 'The skills it needs']
    const lit = Math.min(Math.floor(part(p, 0.05, 0.85) * 3), 2)
    return (
      <>
        {heading(4, part(p, 0, 0.08))}
        {subjects.map((subject, index) => {
          const shown = part(p, 0.04 + index * 0.08, 0.2 + index * 0.08)
          const active = index === lit
          return (
            <g
              key={subject}
              opacity={shown}
              transform={`translate(${64 + index * 288} ${r1(200 - (active ? 14 : 0) + (1 - shown) * 30)})`}
            >
              {card(
                { width: 256, height: 250, rx: 20 },
                active ? surface : deep,
                active ? gold : muted,
                active ? 3 : 2,
              )}
              <text x={28} y={84} className={styles.number} fill={active ? goldLight : violetLight}>
                {`0${index + 1}`}
              </text>
              <text x={28} y={140} className={styles.label} fill={cream}>
                {subject}
              </text>
              {bar(28, 170, 190, muted)}
              {bar(28, 196, 140, muted)}
            </g>
          )
        })}
      </>
    )
  },
  // 6: on your own: ideas join up around the candidate; the tools stay out.
  (p) => {
    const points: [number, number][] = [
      [600, 200],
      [700, 170],
      [790, 230],
      [760, 330],
      [650, 380],
      [560, 310],
      [690, 270],
    ]
    const links: [number, number][] = [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 0],
      [6, 0],
      [6, 2],
      [6, 4],
    ]
    const tools = [
      'M0 0m-16 0a16 16 0 1 0 32 0a16 16 0 1 0 -32 0M12 12l16 16',
      'M-24 -16h48v28h-30l-12 12v-12h-6Z',
      'M-18 -24h36v48h-36ZM-10 -12h20M-10 0h20M-10 12h12',
    ]
    return (
      <>
        {heading(5, part(p, 0, 0.08))}
        {links.map(([from, to], index) => {
          const [x1, y1] = points[from]!
          const [x2, y2] = points[to]!
          return (
            <g key={index}>
              {stroke(
                `M${x1} ${y1}L${x2} ${y2}`,
                violetLight,
                part(p, 0.1 + index * 0.06, 0.2 + index * 0.06),
                2.5,
              )}
            </g>
          )
        })}
        {points.map(([x, y], index) => (
          <circle
            key={index}
            cx={x}
            cy={y}
            r={index === 6 ? 16 : 8}
            fill={index === 6 ? gold : goldLight}
            opacity={index === 6 ? 1 : part(p, 0.05 + index * 0.07, 0.15 + index * 0.07)}
          />
        ))}
        {tools.map((d, index) => {
          const x = 140 + index * 130
          return (
            <g key={index} transform={`translate(${x} 330)`} opacity={0.9}>
              <circle r={44} fill={deep} stroke={muted} strokeWidth={2} />
              <path
                d={d}
                fill="none"
                stroke={muted}
                strokeWidth={4}
                strokeLinecap="round"
                strokeLinejoin="round"
              />
              {stroke('M-36 36L36 -36', gold, part(p, 0.3 + index * 0.12, 0.4 + index * 0.12), 5)}
            </g>
          )
        })}
      </>
    )
  },
  // 7: the recording, reviewed by a Talent Agent, and the answer on its way.
  (p) => {
    const played = part(p, 0.05, 0.5)
    const sent = part(p, 0.6, 0.85)
    return (
      <>
        {heading(6, part(p, 0, 0.08))}
        {card({ x: 64, y: 220, width: 420, height: 150, rx: 16 }, deep, muted)}
        {Array.from({ length: 26 }, (_, index) => {
          const height = r1(14 + 46 * Math.abs(Math.sin(index * 1.7) * Math.cos(index * 0.6)))
          const x = 86 + index * 15
          return level(index, x, 295, 8, height, (x - 86) / 380 < played ? goldLight : muted)
        })}
        <rect x={r1(84 + 380 * played)} y={228} width={3} height={134} fill={gold} />
        {/* The agent: a portrait in the club's engraved line. */}
        <g transform="translate(640 295)">
          <circle r={78} fill={surface} stroke={gold} strokeWidth={3} />
          <clipPath id="film-agent">
            <circle r={74} />
          </clipPath>
          <g clipPath="url(#film-agent)" stroke={goldLight} strokeWidth={3}>
            {Array.from({ length: 22 }, (_, row) => {
              const y = -74 + row * 7
              const head = Math.max(0, 1 - ((y + 18) / 42) ** 2)
              const body = y > 30 ? Math.sqrt(Math.max(0, (y - 30) * 90)) : 0
              const half = Math.max(r1(34 * Math.sqrt(head)), r1(body))
              return half > 0 ? <path key={row} d={`M${-half} ${y}H${half}`} /> : null
            })}
          </g>
          <text y={118} className={styles.caption} fill={violetLight} textAnchor="middle">
            TALENT AGENT
          </text>
        </g>
        {stroke('M490 295H556', violetLight, part(p, 0.4, 0.55), 3)}
        <g
          transform={`translate(${r1(790 + 60 * sent)} ${r1(300 - 40 * sent)})`}
          opacity={r1(0.2 + 0.8 * part(p, 0.55, 0.65))}
        >
          <rect x={-52} y={-34} width={104} height={68} rx={8} fill={gold} />
          <path
            d="M-52 -30L0 6L52 -30"
            fill="none"
            stroke={deep}
            strokeWidth={4}
            strokeLinejoin="round"
          />
        </g>
      </>
    )
  },
  // 8: now, or later; then the club's mark.
  (p, t) => (
    <>
      {heading(7, part(p, 0, 0.08) * (1 - part(p, 0.7, 0.8)))}
      <g opacity={1 - part(p, 0.7, 0.8)}>
        <g opacity={part(p, 0.08, 0.2)}>{pill(220, 'Start Interview Now', true)}</g>
        <g opacity={part(p, 0.3, 0.42)}>
          {pill(320, 'Schedule for later', false)}
          <g transform="translate(560 300)">
            {card({ x: -80, y: -70, width: 160, height: 150, rx: 16 }, deep, violetLight, 3)}
            <path d="M-80 -30H80" stroke={violetLight} strokeWidth={3} />
            {Array.from({ length: 8 }, (_, day) => (
              <rect
                key={day}
                x={-62 + (day % 4) * 32}
                y={-12 + Math.floor(day / 4) * 36}
                width={22}
                height={22}
                rx={5}
                fill={day === 5 ? gold : muted}
              />
            ))}
          </g>
        </g>
      </g>
      <g opacity={part(p, 0.75, 0.9)}>
        <g transform={`rotate(${r1(t * 3)} 480 230)`}>
          <ellipse
            cx={480}
            cy={230}
            rx={170}
            ry={70}
            fill="none"
            stroke={violetLight}
            strokeOpacity={0.5}
            strokeWidth={1.5}
          />
        </g>
        {star(480, 230, 70, gold)}
        <circle cx={480} cy={230} r={11} fill={deep} />
        <text x={480} y={380} className={styles.display} fill={cream} textAnchor="middle">
          Good luck.
        </text>
      </g>
    </>
  ),
]

/** The picture of `scene` at `progress` (0 to 1) and `seconds` into the film. */
export function FilmFrame({
  scene,
  progress,
  seconds,
}: {
  scene: number
  progress: number
  seconds: number
}) {
  return (
    <>
      <defs>
        {glow('film-glow-gold', gold, 0.28)}
        {glow('film-glow-violet', violet, 0.32)}
      </defs>
      <rect width={960} height={540} fill="#0a0b10" />
      <circle cx={scene % 2 ? 180 : 800} cy={120} r={420} fill="url(#film-glow-gold)" />
      <circle cx={scene % 2 ? 820 : 120} cy={520} r={460} fill="url(#film-glow-violet)" />
      {scenes[scene]!(progress, seconds)}
    </>
  )
}
