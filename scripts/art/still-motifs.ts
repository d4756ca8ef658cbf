// Each episode's and video's still draws its own subject, in the engraved line style: a table
// of subject (the title's slug, as its file is named) to the motif that pictures it. Motifs are
// drawn round (0, 0) within about 170 units; the still places them on its right half, where the
// page's title overlay leaves room. `next` is the item's own seeded randomness.
import { circle, circlePoints, figure, hatch, polygon, stroke, type Point } from './engraving'
import { r1 } from './palette'

export type Motif = (next: () => number) => string

const range = (count: number) => Array.from({ length: count }, (_, index) => index)

/** A gable house: walls and roof; its floor's middle at (x, y). */
function house(x: number, y: number, w: number, h: number): Point[] {
  return [
    [x - w / 2, y],
    [x - w / 2, y - h],
    [x, y - h - w * 0.45],
    [x + w / 2, y - h],
    [x + w / 2, y],
  ]
}

/** A gear's outline: `teeth` square teeth round a circle of radius r. */
function gear(cx: number, cy: number, r: number, teeth: number, turn = 0): Point[] {
  return range(teeth * 4).map((index) => {
    const angle = turn + (index / (teeth * 4)) * Math.PI * 2
    const radius = index % 4 < 2 ? r : r * 0.82
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]
  })
}

/** A wave along x from x0 to x1 (step 6), height given per x. */
function wave(x0: number, x1: number, y: (x: number) => number) {
  return `M${range(Math.floor((x1 - x0) / 6) + 1)
    .map((index) => `${x0 + index * 6} ${r1(y(x0 + index * 6))}`)
    .join('L')}`
}

/** An arc of a circle, from one angle to another (radians). */
function arc(cx: number, cy: number, r: number, from: number, to: number) {
  const at = (angle: number) => `${r1(cx + r * Math.cos(angle))} ${r1(cy + r * Math.sin(angle))}`
  return `M${at(from)}A${r} ${r} 0 ${Math.abs(to - from) > Math.PI ? 1 : 0} 1 ${at(to)}`
}

/** A small arrowhead at (x, y) pointing at the angle (radians). */
function arrowhead(x: number, y: number, angle: number, size = 12) {
  const wing = (side: number) =>
    `${r1(x - size * Math.cos(angle + side * 0.5))} ${r1(y - size * Math.sin(angle + side * 0.5))}`
  return `M${wing(-1)}L${r1(x)} ${r1(y)}L${wing(1)}`
}

/** Lines from each point to the one `step` places on (round the list): a network's links. */
function links(points: Point[], step: number) {
  return points
    .map(([x, y], i) => {
      const [x2, y2] = points[(i + step) % points.length]!
      return `M${x} ${y}L${x2} ${y2}`
    })
    .join('')
}

const square = (x: number, y: number, w: number, h = w): Point[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
]

export const stillMotifs: Record<string, Motif> = {
  // Videos.
  'inside-the-think-tank': (next) =>
    stroke('M-130 -120V120H130V-120', 'cream', 2.5) +
    hatch(square(-130, -20, 260, 140), 'violetLight', { angle: 0, spacing: 7, opacity: 0.5 }) +
    stroke(
      wave(-130, 130, (x) => -20 + 5 * Math.sin(x / 14)),
      'ice',
      2,
    ) +
    range(9)
      .map((i) => circle(-80 + next() * 160, 90 - i * 22, 3 + (i % 4) * 2, 'goldLight', 1.8))
      .join('') +
    stroke('M-150 -120H150', 'gold', 3),
  'designing-calm-technology': () =>
    range(7)
      .map((i) =>
        stroke(
          polygon(circlePoints(0, 40, 24 + i * 24, 8 + i * 8, 48)),
          i % 2 ? 'ice' : 'violetLight',
          1.6,
          1 - i * 0.12,
        ),
      )
      .join('') +
    stroke('M0 -130C14 -100 14 -86 0 -78C-14 -86 -14 -100 0 -130Z', 'goldLight', 2.5) +
    hatch(
      [
        [0, -126],
        [10, -92],
        [0, -80],
        [-10, -92],
      ],
      'goldLight',
      { spacing: 3 },
    ),
  'twins-for-every-factory': () =>
    [-1, 1]
      .map((side) => {
        const x = side * 82
        const outline: Point[] = [
          [x - 70, 60],
          [x - 70, -10],
          [x - 35, -40],
          [x - 35, -10],
          [x, -40],
          [x, -10],
          [x + 35, -40],
          [x + 35, -10],
          [x + 70, -10],
          [x + 70, 60],
        ]
        return side < 0
          ? stroke(polygon(outline), 'gold', 2.5) +
              hatch(square(x - 70, -10, 140, 70), 'gold', { reach: 0.7 }) +
              stroke(`M${x + 50} -10V-90H${x + 62}V-10`, 'gold', 2.5)
          : stroke(polygon(outline), 'ice', 2) +
              stroke(`M${x + 50} -10V-90H${x + 62}V-10`, 'ice', 2) +
              stroke(
                range(7)
                  .map((i) => `M${x - 70 + i * 23} -10V60`)
                  .join(''),
                'ice',
                1,
                0.6,
              )
      })
      .join('') + stroke('M0 -120V120', 'violetLight', 1.5, 0.7),
  'your-first-year-as-a-contractor': () =>
    range(12)
      .map((month) => {
        const x = -150 + (month % 4) * 78
        const y = -110 + Math.floor(month / 4) * 78
        return (
          stroke(polygon(square(x, y, 66)), month < 1 ? 'goldLight' : 'muted', 2) +
          (month < 1 ? hatch(square(x, y, 66), 'gold', { spacing: 4 }) : '') +
          (month > 0
            ? stroke(`M${x + 18} ${y + 34}l10 10 20-22`, 'violetLight', 2.5, 0.4 + month * 0.05)
            : '')
        )
      })
      .join(''),
  'the-morning-standup-is-dead': () =>
    stroke('M-170 60H170', 'gold', 2.5) +
    stroke(arc(0, 60, 70, Math.PI, Math.PI * 2), 'goldLight', 3) +
    hatch(
      circlePoints(0, 60, 70).filter(([, y]) => y <= 60),
      'gold',
      { angle: 0, spacing: 6 },
    ) +
    range(6)
      .map((i) => figure(-150 + i * 60, 140, 60, i === 2 ? 'goldLight' : 'violetLight', i === 2))
      .join(''),
  'code-review-as-conversation': () =>
    [
      [-40, -50, 'gold'],
      [40, 50, 'violetLight'],
    ]
      .map(([x, y, color], side) => {
        const ink = color as 'gold' | 'violetLight'
        const box = square(Number(x) - 110, Number(y) - 60, 220, 110)
        const tail = side ? 'M120 100l20 30-40-30' : 'M-120 0l-20 30 40-30'
        return (
          stroke(polygon(box), ink, 2.5) +
          stroke(tail, ink, 2.5) +
          stroke(
            range(4)
              .map(
                (row) =>
                  `M${Number(x) - 80 + (row % 2) * 20} ${Number(y) - 36 + row * 22}h${60 + ((row * 37) % 70)}`,
              )
              .join(''),
            ink,
            3,
            0.7,
          )
        )
      })
      .join(''),
  'shipping-with-an-ai-pair': () =>
    stroke('M-130 50H130L100 100H-100Z', 'gold', 2.5) +
    hatch(
      [
        [-130, 50],
        [130, 50],
        [100, 100],
        [-100, 100],
      ],
      'gold',
    ) +
    stroke('M-10 50V-140L-110 40ZM10 50V-110L100 40Z', 'cream', 2) +
    hatch(
      [
        [-10, -140],
        [-10, 40],
        [-110, 40],
      ],
      'goldLight',
      { angle: 80, spacing: 6 },
    ) +
    hatch(
      [
        [10, -110],
        [100, 40],
        [10, 40],
      ],
      'violetLight',
      { angle: 100, spacing: 6 },
    ) +
    stroke(
      wave(-170, 170, (x) => 120 + 6 * Math.sin(x / 12)),
      'ice',
      2,
    ),
  'the-art-of-the-handover': () =>
    stroke(arc(-60, 0, 90, Math.PI * 0.6, Math.PI * 1.9), 'gold', 3) +
    stroke(
      arrowhead(r1(-60 + 90 * Math.cos(Math.PI * 1.9)), r1(90 * Math.sin(Math.PI * 1.9)), 0.2),
      'gold',
      3,
    ) +
    stroke(arc(60, 0, 90, -Math.PI * 0.4, Math.PI * 0.9), 'violetLight', 3) +
    stroke(
      arrowhead(r1(60 + 90 * Math.cos(Math.PI * 0.9)), r1(90 * Math.sin(Math.PI * 0.9)), 3.4),
      'violetLight',
      3,
    ) +
    stroke(polygon(square(-50, -14, 100, 28)), 'goldLight', 2.5) +
    hatch(square(-50, -14, 100, 28), 'goldLight', { angle: 90, spacing: 5 }),
  // The audiobook, season 1: the environment.
  'the-room-is-listening': () =>
    stroke(
      'M-160 -120L-90 -60H90L160 -120M-160 140L-90 80H90L160 140M-90 -60V80M90 -60V80',
      'violetLight',
      2,
      0.6,
    ) +
    hatch(
      [
        [-160, 140],
        [-90, 80],
        [90, 80],
        [160, 140],
      ],
      'violet',
      { angle: 0, spacing: 6, opacity: 0.6 },
    ) +
    circle(0, 10, 12, 'goldLight', 3) +
    range(4)
      .map((i) =>
        stroke(
          arc(0, 10, 30 + i * 22, -0.7, 0.7) +
            arc(0, 10, 30 + i * 22, Math.PI - 0.7, Math.PI + 0.7),
          'gold',
          2,
          1 - i * 0.2,
        ),
      )
      .join(''),
  'maps-of-invisible-cities': (next) =>
    range(6)
      .map((i) => {
        const wobble = range(40).map((k): Point => {
          const angle = (k / 40) * Math.PI * 2
          const r = (30 + i * 24) * (1 + 0.12 * Math.sin(angle * 3 + i))
          return [r * Math.cos(angle) * 1.2, r * Math.sin(angle) * 0.85]
        })
        return stroke(polygon(wobble), i % 2 ? 'ice' : 'violetLight', 1.5, 0.9 - i * 0.1)
      })
      .join('') +
    stroke(`M-170 ${r1(40 + next() * 30)}L-40 10L60 -20L170 -60`, 'gold', 2.5, 0.8) +
    stroke('M60 -20v-30', 'goldLight', 3) +
    circle(60, -62, 12, 'goldLight', 3),
  'the-weight-of-a-byte': () =>
    stroke('M0 -130V120M-60 120H60M-140 -100L140 -60', 'cream', 2.5) +
    stroke('M-140 -100l-30 80h60zM140 -60l-30 80h60z', 'gold', 2) +
    range(8)
      .map((bit) => {
        const box = square(-168 + (bit % 4) * 14, -44 - Math.floor(bit / 4) * 14, 11)
        return bit % 3
          ? stroke(polygon(box), 'goldLight', 1.8)
          : hatch(box, 'goldLight', { spacing: 2.5 }) + stroke(polygon(box), 'goldLight', 1.8)
      })
      .join(''),
  'signals-and-noise': (next) =>
    `<path d="${range(70)
      .map(() => {
        const x = -170 + next() * 150
        return `M${r1(x)} ${r1((next() - 0.5) * 150)}h2`
      })
      .join('')}" stroke="#b3a9ff" stroke-width="2.5" stroke-linecap="round" opacity=".7"/>` +
    stroke(
      wave(
        -40,
        170,
        (x) =>
          Math.sin(x / 16) * Math.min(60, (x + 40) * 0.8) + (x < 20 ? Math.sin(x * 1.7) * 10 : 0),
      ),
      'goldLight',
      3,
    ),
  'infrastructure-you-never-see': () =>
    stroke('M-170 -60H170', 'cream', 2.5) +
    stroke(polygon(house(-100, -60, 50, 40)) + polygon(house(90, -60, 60, 56)), 'cream', 1.8, 0.7) +
    hatch(square(-170, -56, 340, 190), 'violet', { angle: 30, spacing: 8, opacity: 0.45 }) +
    stroke('M-100 -60V20H90V-60M-170 60H170M-40 20V100H170', 'gold', 3) +
    [
      [-100, 20],
      [90, 20],
      [-40, 60],
      [-40, 100],
    ]
      .map(([x, y]) => circle(x!, y!, 7, 'goldLight', 3))
      .join(''),
  'an-ecology-of-machines': () => {
    const branches: string[] = []
    const tips: Point[] = []
    const grow = (x: number, y: number, angle: number, length: number, depth: number) => {
      const x2 = x + length * Math.cos(angle)
      const y2 = y + length * Math.sin(angle)
      branches.push(`M${r1(x)} ${r1(y)}L${r1(x2)} ${r1(y2)}`)
      if (depth === 0) tips.push([x2, y2])
      else for (const turn of [-0.45, 0.45]) grow(x2, y2, angle + turn, length * 0.68, depth - 1)
    }
    grow(0, 140, -Math.PI / 2, 90, 4)
    return (
      stroke(branches.join(''), 'gold', 2.5) +
      tips
        .map(([x, y], i) =>
          stroke(polygon(gear(x, y, 11, 6, i)), i % 2 ? 'ice' : 'violetLight', 1.8),
        )
        .join('')
    )
  },
  // Season 2: the places we live.
  'can-we-live-here-': () =>
    stroke(arc(0, 190, 170, Math.PI * 1.12, Math.PI * 1.88), 'ice', 3) +
    hatch(
      circlePoints(0, 190, 170).filter(([, y]) => y < 120),
      'violet',
      { angle: 20, spacing: 7, opacity: 0.6 },
    ) +
    stroke(polygon(house(0, 22, 90, 60)), 'goldLight', 3) +
    hatch(house(0, 22, 90, 60), 'gold', { angle: 60, spacing: 5, reach: 0.55 }) +
    stroke('M-12 22V-8H12V22', 'cream', 2.5) +
    stroke('M90 -110l6 14 14 6-14 6-6 14-6-14-14-6 14-6z', 'goldLight', 2),
  'designing-for-attention': () =>
    stroke('M-160 0C-80 -90 80 -90 160 0C80 90 -80 90 -160 0Z', 'cream', 2.5) +
    circle(0, 0, 56, 'violetLight', 3) +
    hatch(circlePoints(0, 0, 56), 'violetLight', { angle: 60, spacing: 5, reach: 0.7 }) +
    `<circle cx="0" cy="0" r="22" fill="#06070b"/>` +
    circle(14, -14, 6, 'cream', 2.5) +
    stroke(
      range(9)
        .map((i) => {
          const angle = Math.PI * (1.15 + i * 0.0875)
          return `M${r1(170 * Math.cos(angle) * 0.75)} ${r1(120 * Math.sin(angle) * 0.75)}l${r1(Math.cos(angle) * 26)} ${r1(Math.sin(angle) * 26)}`
        })
        .join(''),
      'gold',
      2.5,
    ),
  'the-right-to-be-offline': () =>
    stroke('M-110 -40H110A60 60 0 0 1 110 80H-110A60 60 0 0 1 -110 -40Z', 'cream', 3) +
    circle(-110, 20, 44, 'goldLight', 3) +
    hatch(circlePoints(-110, 20, 44), 'gold', { angle: 45, spacing: 4.5 }) +
    stroke('M40 -10V50', 'violetLight', 3, 0.6) +
    range(3)
      .map((i) =>
        stroke(arc(90, -60, 24 + i * 22, Math.PI * 1.25, Math.PI * 1.75), 'violetLight', 3, 0.6),
      )
      .join('') +
    stroke('M50 -150L140 -60', 'violetLight', 3.5),
  'homes-that-learn': () => {
    const nodes: Point[] = [
      [-40, -10],
      [40, -10],
      [-60, 50],
      [0, 50],
      [60, 50],
      [0, -60],
    ]
    return (
      stroke(polygon(house(0, 110, 220, 120)), 'goldLight', 3) +
      stroke(
        nodes
          .flatMap(([x1, y1], i) =>
            nodes
              .slice(i + 1)
              .map(([x2, y2]) =>
                Math.hypot(x2 - x1, y2 - y1) < 100 ? `M${x1} ${y1}L${x2} ${y2}` : '',
              ),
          )
          .join(''),
        'violetLight',
        1.5,
        0.8,
      ) +
      nodes.map(([x, y]) => circle(x, y, 8, 'ice', 2.5)).join('')
    )
  },
  'cities-with-a-pulse': () =>
    [
      [-170, 60, 60],
      [-104, 40, 120],
      [-58, 50, 80],
      [-2, 44, 150],
      [48, 56, 96],
      [110, 60, 130],
    ]
      .map(([x, w, h]) => {
        const box = square(x!, 120 - h!, w! - 6, h)
        return (
          stroke(polygon(box), 'ice', 2, 0.7) +
          hatch(box, 'violet', { angle: 90, spacing: 7, opacity: 0.55 })
        )
      })
      .join('') + stroke('M-170 40H-60L-40 0L-20 90L0 -60L20 70L36 40H170', 'goldLight', 3.5),
  'repair-reuse-remember': () =>
    range(3)
      .map((i) => {
        const from = (i * 2 * Math.PI) / 3 - Math.PI / 2 + 0.2
        const to = from + (2 * Math.PI) / 3 - 0.45
        return (
          stroke(
            arc(0, 0, 110, from, to),
            i === 0 ? 'goldLight' : i === 1 ? 'ice' : 'violetLight',
            4,
          ) +
          stroke(
            arrowhead(r1(110 * Math.cos(to)), r1(110 * Math.sin(to)), to + Math.PI / 2, 16),
            i === 0 ? 'goldLight' : i === 1 ? 'ice' : 'violetLight',
            4,
          )
        )
      })
      .join('') +
    stroke('M-36 36L20 -20M14 -40A24 24 0 1 0 40 -14', 'cream', 6) +
    stroke(
      range(8)
        .map((i) => `M${-64 + i * 16} 70l8 8`)
        .join(''),
      'gold',
      2,
      0.8,
    ),
  'a-habitable-internet': () =>
    circle(0, 20, 120, 'ice', 2.5) +
    range(4)
      .map((i) => stroke(polygon(circlePoints(0, 20, 30 + i * 30, 120, 40)), 'ice', 1.2, 0.6))
      .join('') +
    range(3)
      .map((i) =>
        stroke(
          `M${r1(-Math.sqrt(120 ** 2 - (i - 1) ** 2 * 60 ** 2))} ${20 + (i - 1) * 60}H${r1(Math.sqrt(120 ** 2 - (i - 1) ** 2 * 60 ** 2))}`,
          'ice',
          1.2,
          0.6,
        ),
      )
      .join('') +
    stroke(
      'M0 -100V-160M0 -130C-30 -130 -44 -150 -46 -170C-20 -170 0 -156 0 -130M0 -145C24 -150 40 -168 40 -180C20 -180 2 -168 0 -145',
      'goldLight',
      3,
    ),
  // Season 3: people and machines at work.
  'the-person-in-the-loop': () =>
    stroke('M0 0C-60 -90 -170 -90 -170 0S-60 90 0 0S60 -90 170 0 60 90 0 0', 'violetLight', 3) +
    stroke(arrowhead(170, 0, Math.PI / 2), 'violetLight', 3) +
    figure(-85, 40, 90, 'goldLight'),
  'trust-is-a-feature': () => {
    const shield: Point[] = [
      [0, -140],
      [110, -100],
      [100, 20],
      [0, 130],
      [-100, 20],
      [-110, -100],
    ]
    return (
      stroke(polygon(shield), 'goldLight', 3) +
      hatch(shield.slice(0, 4).concat([[0, 0]]), 'gold', { angle: 90, spacing: 5 }) +
      stroke('M-50 -10L-10 30L60 -50', 'cream', 6)
    )
  },
  'skills-that-age-well': () =>
    range(9)
      .map((i) => {
        const ring = range(48).map((k): Point => {
          const angle = (k / 48) * Math.PI * 2
          const r = 14 + i * 16 + 3 * Math.sin(angle * 5 + i)
          return [r * Math.cos(angle), r * Math.sin(angle) * 0.9]
        })
        return stroke(
          polygon(ring),
          i % 3 === 2 ? 'goldLight' : 'gold',
          i % 3 === 2 ? 2.5 : 1.4,
          1 - i * 0.05,
        )
      })
      .join('') + stroke('M0 0L110 -70', 'cream', 1.5, 0.7),
  'working-alone-together': () => {
    const desks: Point[] = [
      [-130, -90],
      [40, -120],
      [120, 20],
      [-60, 60],
      [-150, 60],
    ]
    return (
      stroke(links(desks, 1), 'gold', 1.5, 0.7) +
      desks
        .map(([x, y], i) => {
          const box = square(x - 34, y - 24, 68, 48)
          return (
            `<path d="${polygon(box)}" fill="#06070b"/>` +
            stroke(polygon(box), i % 2 ? 'violetLight' : 'ice', 2) +
            figure(x, y + 18, 36, i === 0 ? 'goldLight' : 'cream', i === 0)
          )
        })
        .join('')
    )
  },
  'mentors-and-machines': () =>
    stroke(polygon(gear(-40, 0, 100, 12)), 'goldLight', 2.5) +
    hatch(circlePoints(-40, 0, 60), 'gold', { spacing: 5, reach: 0.6 }) +
    stroke(polygon(gear(105, -60, 48, 7, 0.2)), 'ice', 2.5) +
    circle(-40, 0, 14, 'cream', 3) +
    circle(105, -60, 8, 'cream', 3),
  'what-we-owe-each-other': () =>
    stroke(polygon(circlePoints(-50, 0, 90, 60)), 'goldLight', 8) +
    stroke(polygon(circlePoints(50, 0, 90, 60)), 'violetLight', 8) +
    // The gold ring passes over the violet one on its right: the two are linked.
    stroke(
      `M${circlePoints(-50, 0, 90, 60, 48)
        .slice(37, 45)
        .map(([x, y]) => `${r1(x)} ${r1(y)}`)
        .join('L')}`,
      'goldLight',
      8,
    ) +
    hatch(circlePoints(0, 0, 40, 48), 'cream', { angle: 90, spacing: 5, opacity: 0.5 }),
  // Season 4: the futures.
  'after-the-curve': () =>
    stroke('M-160 -130V120H170', 'cream', 2.5) +
    stroke(
      wave(-160, 170, (x) => 110 - 220 / (1 + Math.exp(-x / 30))),
      'goldLight',
      3.5,
    ) +
    hatch(
      range(28)
        .map((i): Point => [-160 + i * 12, 110 - 220 / (1 + Math.exp(-(-160 + i * 12) / 30))])
        .concat([
          [170, 118],
          [-160, 118],
        ]),
      'gold',
      { angle: 90, spacing: 8, opacity: 0.5 },
    ) +
    stroke('M60 -140V120', 'violetLight', 2, 0.7),
  'minds-we-build': () => {
    const head =
      'M-60 130V70C-110 40 -120 -30 -100 -80C-70 -150 40 -160 90 -110C130 -70 120 -20 130 10L150 40L124 50C126 80 110 96 80 96H40V130'
    const nodes: Point[] = [
      [-50, -60],
      [10, -90],
      [60, -40],
      [0, -10],
      [-40, 30],
      [50, 30],
    ]
    return (
      stroke(head, 'cream', 3) +
      stroke(links(nodes, 2), 'violetLight', 1.6) +
      nodes.map(([x, y], i) => circle(x, y, 7, i === 3 ? 'goldLight' : 'ice', 2.5)).join('')
    )
  },
  'the-long-now-of-code': () =>
    stroke(
      `M${range(120)
        .map((i) => {
          const angle = i * 0.2
          const r = 6 + i * 1.35
          return `${r1(r * Math.cos(angle))} ${r1(r * Math.sin(angle))}`
        })
        .join('L')}`,
      'gold',
      2,
    ) +
    stroke(
      range(24)
        .map((i) => {
          const angle = (i / 24) * Math.PI * 2
          const [inner, outer] = i % 6 ? [168, 178] : [160, 182]
          return `M${r1(inner * Math.cos(angle))} ${r1(inner * Math.sin(angle))}L${r1(outer * Math.cos(angle))} ${r1(outer * Math.sin(angle))}`
        })
        .join(''),
      'cream',
      2,
    ) +
    stroke('M-26 -10l-14 10 14 10M26 -10l14 10-14 10', 'goldLight', 3),
  'futures-worth-choosing': () =>
    stroke('M-170 100L-60 100', 'cream', 3) +
    stroke('M-60 100C0 100 40 40 160 -120', 'goldLight', 3.5) +
    stroke('M-60 100C0 100 60 90 170 60M-60 100C0 100 30 120 120 150', 'muted', 2.5) +
    circle(-60, 100, 9, 'cream', 3) +
    stroke('M160 -140l6 14 14 6-14 6-6 14-6-14-14-6 14-6z', 'goldLight', 2.5),
  'coda-the-habitat-we-leave': () =>
    stroke('M-170 40H170', 'gold', 2.5) +
    stroke(arc(40, 40, 80, Math.PI, Math.PI * 2), 'goldLight', 3) +
    hatch(
      circlePoints(40, 40, 80).filter(([, y]) => y <= 40),
      'gold',
      { angle: 0, spacing: 7, opacity: 0.6 },
    ) +
    hatch(square(-170, 44, 340, 100), 'violet', { angle: 0, spacing: 9, opacity: 0.5 }) +
    stroke(
      'M-90 110V40M-90 70C-120 70 -130 50 -132 30C-106 30 -90 44 -90 70M-90 56C-66 50 -54 34 -54 20C-74 20 -88 34 -90 56',
      'ice',
      3,
    ),
  // Narrated articles.
  'corporate-culture-or-corporate-cult-narrated-': () =>
    range(12)
      .map((i) => {
        const odd = i === 6
        return figure(
          -150 + (i % 6) * 60,
          (i < 6 ? -10 : 120) + (odd ? -6 : 0),
          56,
          odd ? 'goldLight' : 'violetLight',
          odd,
        )
      })
      .join(''),
  'digital-twins-rehearsing-reality-narrated-': () => {
    const cube = (x: number, ink: 'goldLight' | 'ice', width: number) =>
      stroke(
        `M${x - 60} -20h90v90h-90zM${x - 60} -20l40-40h90l-40 40M${x + 30} 70l40-40v-90`,
        ink,
        width,
      )
    return (
      cube(-70, 'goldLight', 3) +
      hatch(square(-130, -20, 90, 90), 'gold', { spacing: 5, reach: 0.6 }) +
      stroke('M0 -140V140', 'violetLight', 1.5, 0.7) +
      `<g stroke-dasharray="6 6">${cube(110, 'ice', 2)}</g>`
    )
  },
}
