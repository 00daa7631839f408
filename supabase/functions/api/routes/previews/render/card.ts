// The preview card shared links show (Open Graph's recommended 1200x630): the site's name, what the page is, the
// category, the title and the trusted score, drawn from the data alone. RENDERER_VERSION is part of every
// preview's ETag: change it with any change to what this draws, so no client keeps an image of the old design.
import { encodePng } from './png.ts';
import { Canvas, mix, parseHex, Path, type Rgb } from './raster.ts';
import { addText, FACES, type Face, wrap } from './text.ts';

export const RENDERER_VERSION = 'card1';
export const WIDTH = 1200;
export const HEIGHT = 630;

export interface PreviewCard {
  kind: 'idea' | 'landing page';
  title: string;
  /** A landing page's description, under the title. */
  subtitle?: string;
  /** The category's name as shown (Education), or null when the page does not show one. */
  category: string | null;
  /** The trusted (adjusted) score out of 100 and the ratings behind it; null when there is none to show. */
  score: { value: number; ratings: number } | null;
  accent: Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const MUTED: Rgb = [148, 163, 184];
const SOFT: Rgb = [203, 213, 225];
const TOP: Rgb = [15, 23, 42];
const BOTTOM: Rgb = [30, 41, 59];
const MARGIN = 80;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;

/** Category colours light enough to read on the dark card (the SPA's badge colours, lightened). */
const CATEGORY_ACCENTS: Record<string, Rgb> = {
  technology: [66, 165, 245],
  healthcare: [102, 187, 106],
  finance: [255, 167, 38],
  education: [41, 182, 246],
  entertainment: [186, 104, 200],
};
const DEFAULT_ACCENT: Rgb = [144, 164, 174];

export function categoryAccent(category: string | null): Rgb {
  return (category && CATEGORY_ACCENTS[category]) || DEFAULT_ACCENT;
}

export function accentOf(hex: string | undefined, category: string | null): Rgb {
  return parseHex(hex, categoryAccent(category));
}

function text(canvas: Canvas, face: Face, value: string, x: number, y: number, size: number, color: Rgb) {
  const path = new Path();
  addText(path, face, value, x, y, size);
  canvas.fill(path, color);
}

function header(canvas: Canvas, card: PreviewCard) {
  canvas.fill(new Path().roundedRect(MARGIN, 62, 40, 40, 10), card.accent);
  text(canvas, FACES.bold, 'Ideaboard', MARGIN + 56, 96, 34, WHITE);
  const kind = card.kind === 'idea' ? 'Startup idea' : 'Landing page';
  const size = 26;
  text(canvas, FACES.regular, kind, WIDTH - MARGIN - FACES.regular.measure(kind, size), 94, size, MUTED);
}

/** The category as a pill; answers where the next line may start. */
function categoryPill(canvas: Canvas, card: PreviewCard, top: number): number {
  if (!card.category) return top;
  const size = 26;
  const width = FACES.bold.measure(card.category, size) + 44;
  canvas.fill(new Path().roundedRect(MARGIN, top, width, 48, 24), card.accent, 0.3);
  text(canvas, FACES.bold, card.category, MARGIN + 22, top + 34, size, mix(card.accent, WHITE, 0.75));
  return top + 48 + 28;
}

function score(canvas: Canvas, card: PreviewCard) {
  const baseline = 560;
  if (!card.score) {
    text(canvas, FACES.bold, 'Not rated yet', MARGIN, baseline, 40, SOFT);
    return;
  }
  const { value, ratings } = card.score;
  text(canvas, FACES.regular, 'Trusted score', MARGIN, 486, 26, MUTED);
  const shown = value.toFixed(1);
  text(canvas, FACES.bold, shown, MARGIN, baseline, 64, WHITE);
  let x = MARGIN + FACES.bold.measure(shown, 64) + 10;
  text(canvas, FACES.regular, '/ 100', x, baseline, 30, SOFT);
  x += FACES.regular.measure('/ 100', 30) + 40;
  const count = `${ratings} ${ratings === 1 ? 'rating' : 'ratings'}`;
  text(canvas, FACES.regular, count, WIDTH - MARGIN - FACES.regular.measure(count, 26), 486, 26, MUTED);
  const track = Math.max(x, 520);
  const width = WIDTH - MARGIN - track;
  canvas.fill(new Path().roundedRect(track, baseline - 22, width, 16, 8), WHITE, 0.12);
  const filled = (width * Math.min(100, Math.max(0, value))) / 100;
  if (filled > 0) canvas.fill(new Path().roundedRect(track, baseline - 22, Math.max(filled, 16), 16, 8), card.accent);
}

let shared: Canvas | undefined;

/**
 * One canvas per instance, drawn over whole for each card (the background fills every row first): drawing is
 * synchronous, so no two cards share it at once, and 2 MB of pixels are not left to the collector for each.
 */
function sharedCanvas(): Canvas {
  shared ??= new Canvas(WIDTH, HEIGHT);
  return shared;
}

/** The card as PNG bytes. */
export function renderCard(card: PreviewCard): Uint8Array<ArrayBuffer> {
  const canvas = sharedCanvas();
  const bottom = mix(BOTTOM, card.accent, 0.12);
  canvas.fillRows((row) => mix(TOP, bottom, row / (HEIGHT - 1)));
  canvas.fill(new Path().moveTo(0, 0).lineTo(16, 0).lineTo(16, HEIGHT).lineTo(0, HEIGHT), card.accent);
  header(canvas, card);
  let top = categoryPill(canvas, card, 146);
  const titleSize = 64;
  const titleLines = wrap(FACES.bold, card.title, titleSize, TEXT_WIDTH, card.subtitle ? 2 : 3);
  for (const line of titleLines) {
    text(canvas, FACES.bold, line, MARGIN, top + 58, titleSize, WHITE);
    top += 76;
  }
  if (card.subtitle) {
    for (const line of wrap(FACES.regular, card.subtitle, 30, TEXT_WIDTH, titleLines.length > 1 ? 1 : 2)) {
      text(canvas, FACES.regular, line, MARGIN, top + 34, 30, SOFT);
      top += 42;
    }
  }
  score(canvas, card);
  return encodePng(WIDTH, HEIGHT, canvas.pixels);
}
