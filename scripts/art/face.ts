// A portrait's features as the engraver cuts them: eyes, brows, nose and mouth as fine strokes
// over the face's lines, so that a face still reads as one at 72 px, where its parallel lines
// alone blur into a tone. Dark strokes (the near-black of the ground) cut the features into the
// lit lines; the brows and irises take the hair's ink, and a point of light sits in each eye.
import { c } from './palette'

export interface Head {
  cx: number
  cy: number
  rx: number
  ry: number
}

export interface FaceInks {
  /** The hair's ink: brows and irises. */
  hair: string
  /** The skin's ink: the lower lids' fine lines. */
  skin: string
}

const dark = c('deep')

/** The features of a head, lit from the left (true) or the right. `weight` thickens the
 *  strokes for a portrait whose head is small in its frame (the agents' full figures). */
export function features(
  { cx, cy }: Head,
  lightFromLeft: boolean,
  inks: FaceInks,
  { beard = false, weight = 1 }: { beard?: boolean; weight?: number } = {},
) {
  const w = (width: number) => Math.round(width * weight * 10) / 10
  const eyeY = cy + 10
  const eyes = [-1, 1]
    .map((side) => {
      const ex = cx + side * 27
      // The gaze leans a little toward the light, so the two eyes look the same way.
      const look = lightFromLeft ? -1.5 : 1.5
      return (
        `<path d="M${ex - 12} ${eyeY}Q${ex} ${eyeY - 8} ${ex + 12} ${eyeY}Q${ex} ${eyeY + 6} ${ex - 12} ${eyeY}Z" fill="${dark}"/>` +
        `<circle cx="${ex + look}" cy="${eyeY - 0.5}" r="${w(4.2)}" fill="${inks.hair}"/>` +
        `<circle cx="${ex + look}" cy="${eyeY - 0.5}" r="${w(2)}" fill="${dark}"/>` +
        `<circle cx="${ex + look + 1.4}" cy="${eyeY - 2}" r="${w(1.1)}" fill="${c('cream')}"/>` +
        // The upper lid, then the brow: its inner end lower and nearer the nose.
        `<path d="M${ex - 13} ${eyeY + 1}Q${ex} ${eyeY - 10} ${ex + 13} ${eyeY + 1}" stroke="${dark}" stroke-width="${w(2.6)}"/>` +
        `<path d="M${ex + side * 17} ${eyeY - 17}Q${ex + side * 2} ${eyeY - 27} ${ex - side * 13} ${eyeY - 20}" stroke="${inks.hair}" stroke-width="${w(3.4)}"/>` +
        `<path d="M${ex - 9} ${eyeY + 5}Q${ex} ${eyeY + 8} ${ex + 9} ${eyeY + 5}" stroke="${inks.skin}" stroke-width="${w(1)}" stroke-opacity=".8"/>`
      )
    })
    .join('')
  // The nose: its shadowed side as one long fine stroke, the nostrils' curve beneath.
  const shadow = lightFromLeft ? 1 : -1
  const nose =
    `<path d="M${cx + shadow * 5} ${cy + 12}Q${cx + shadow * 11} ${cy + 32} ${cx + shadow * 10} ${cy + 42}" stroke="${dark}" stroke-width="${w(2)}"/>` +
    `<path d="M${cx - 11} ${cy + 42}Q${cx - 6} ${cy + 49} ${cx} ${cy + 46}Q${cx + 6} ${cy + 49} ${cx + 11} ${cy + 42}" stroke="${dark}" stroke-width="${w(2.4)}"/>`
  // The mouth: the line between the lips (a Cupid's bow), and the lower lip's shadow.
  const my = cy + 61
  const mouth =
    `<path d="M${cx - 18} ${my}Q${cx - 7} ${my - 4} ${cx} ${my - 1}Q${cx + 7} ${my - 4} ${cx + 18} ${my}" stroke="${dark}" stroke-width="${w(3)}"/>` +
    (beard
      ? ''
      : `<path d="M${cx - 10} ${my + 7}Q${cx} ${my + 11} ${cx + 10} ${my + 7}" stroke="${dark}" stroke-width="${w(2)}" stroke-opacity=".85"/>`)
  return `<g fill="none" stroke-linecap="round">${eyes}${nose}${mouth}</g>`
}
