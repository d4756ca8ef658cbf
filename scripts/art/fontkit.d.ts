// The few parts of fontkit (a dev dependency without its own types) that the art generator
// uses to outline words in the club's fonts.
declare module 'fontkit' {
  interface PathCommand {
    command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath'
    args: number[]
  }
  interface Glyph {
    path: { commands: PathCommand[] }
  }
  interface GlyphPosition {
    xAdvance: number
    xOffset: number
    yOffset: number
  }
  interface Font {
    unitsPerEm: number
    getVariation(settings: Record<string, number>): Font
    layout(text: string): { glyphs: Glyph[]; positions: GlyphPosition[] }
  }
  export function openSync(file: string): Font
}
