import { SIDE_MENU_WIDTH } from '../theme';

/** Font sizes a rail label may take, largest first; 11 px is the rail's size, 8 px the smallest still legible. */
const SIZES = [11, 10, 9, 8] as const;

/** The label's width: the rail less its border (1), the list's padding (2 × 4) and the entry's (2 × 2). */
export const RAIL_LABEL_WIDTH = SIDE_MENU_WIDTH - 1 - 8 - 4;

let context: CanvasRenderingContext2D | null | undefined;
function measure(word: string, font: string): number | undefined {
  if (context === undefined) context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return undefined;
  context.font = font;
  return context.measureText(word).width;
}

/**
 * The largest font size (px) at which the label's longest word fits the rail on one line, so a line only
 * ever breaks between words ('Collaboratio n' read as two). Measured in the page's own font; without a
 * canvas, estimated at 0.6 em a character.
 */
export function railLabelFontSize(text: string, fontFamily: string, fontWeight: number): number {
  const words = text.split(/\s+/).filter(Boolean);
  for (const size of SIZES) {
    const fits = words.every((word) => (measure(word, `${fontWeight} ${size}px ${fontFamily}`) ?? word.length * size * 0.6) <= RAIL_LABEL_WIDTH);
    if (fits) return size;
  }
  return SIZES[SIZES.length - 1];
}
