import type { Image } from './types'

/** The companies members work with, shown to signed-in members (SPEC.md 2.2). The names and
 *  logos are fictional, drawn for this site. */
export interface Partner {
  name: string
  logo: Image
}

const partner = (name: string, file: string): Partner => ({
  name,
  logo: { src: `/images/partners/${file}.svg`, alt: name, width: 200, height: 64 },
})

export const partners: Partner[] = [
  partner('Quillfield Analytics', 'quillfield'),
  partner('Brightkeel', 'brightkeel'),
  partner('Orrery Works', 'orrery'),
  partner('Lathe & Lumen', 'lathe-lumen'),
  partner('Cobalt Meridian', 'cobalt-meridian'),
  partner('Verdigris Loop', 'verdigris'),
  partner('Parallax Foundry', 'parallax'),
  partner('Tidewright Robotics', 'tidewright'),
  partner('Kestrelgrid', 'kestrelgrid'),
]
