import type { Page } from 'playwright-core';

/**
 * Contrast of text drawn over a CSS gradient, read from the page as the browser renders it. axe
 * cannot measure text over a background image, so this does: for each text element inside an
 * element whose background is a linear gradient, the computed colour of the text, the backgrounds
 * and opacities of the elements between it and the gradient, and where its text boxes lie along
 * the gradient line. The worst contrast over the gradient's colours under the text decides.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

interface Stop {
  color: Rgba;
  /** Position along the gradient line, 0 to 1. */
  at: number;
}

/** One element's own text, as measured in the page. */
export interface TextOverGradient {
  text: string;
  /** The element's tag and classes, to name it in a failure. */
  element: string;
  color: Rgba;
  /** Elements between the gradient and the text, outermost first (the text's own element last). */
  layers: { background: Rgba; opacity: number }[];
  /** The gradient's colour stops, over the colour under the gradient. */
  stops: Stop[];
  /** The first and last positions of the text's boxes along the gradient line (0 to 1). */
  span: [number, number];
  fontSizePx: number;
  fontWeight: number;
}

/** Runs in the page: every text element over every linear-gradient background. */
function collectInPage(): TextOverGradient[] {
  const parseColor = (value: string): Rgba => {
    const parts =
      /rgba?\(([^)]*)\)/
        .exec(value)?.[1]
        ?.split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number) ?? [];
    return { r: parts[0] ?? 0, g: parts[1] ?? 0, b: parts[2] ?? 0, a: parts[3] ?? 1 };
  };
  // Splits at commas outside parentheses.
  const topLevel = (text: string): string[] => {
    const out: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')') depth--;
      else if (text[i] === ',' && depth === 0) {
        out.push(text.slice(start, i).trim());
        start = i + 1;
      }
    }
    out.push(text.slice(start).trim());
    return out;
  };
  const SIDES: Record<string, number> = { top: 0, right: 90, bottom: 180, left: 270 };
  const angleOf = (part: string): number | null => {
    const degrees = /^(-?[\d.]+)deg$/.exec(part);
    if (degrees) return Number(degrees[1]);
    const turns = /^(-?[\d.]+)turn$/.exec(part);
    if (turns) return Number(turns[1]) * 360;
    const to = /^to (\w+)$/.exec(part);
    return to ? (SIDES[to[1] ?? ''] ?? null) : null;
  };
  const gradientOf = (element: Element, box: DOMRect) => {
    const image = getComputedStyle(element).backgroundImage;
    const inner = /^linear-gradient\((.*)\)$/.exec(image)?.[1];
    if (!inner) return null;
    const parts = topLevel(inner);
    const angle = angleOf(parts[0] ?? '');
    const stopParts = angle === null ? parts : parts.slice(1);
    const radians = ((angle ?? 180) * Math.PI) / 180;
    const direction = { x: Math.sin(radians), y: -Math.cos(radians) };
    const length = Math.abs(box.width * direction.x) + Math.abs(box.height * direction.y);
    const stops: { color: Rgba; at: number | null }[] = [];
    for (const part of stopParts) {
      const color = /^(rgba?\([^)]*\))/.exec(part)?.[1];
      if (!color) continue;
      const positions = part.slice(color.length).trim().split(/\s+/).filter(Boolean);
      const at = (position: string) =>
        position.endsWith('%') ? Number(position.slice(0, -1)) / 100 : parseFloat(position) / length;
      if (positions.length === 0) stops.push({ color: parseColor(color), at: null });
      for (const position of positions) stops.push({ color: parseColor(color), at: at(position) });
    }
    // Positions left out are spread evenly between their neighbours (CSS Images 3 §3.5.3).
    if (stops[0] && stops[0].at === null) stops[0].at = 0;
    const last = stops.at(-1);
    if (last && last.at === null) last.at = 1;
    for (let i = 0; i < stops.length; i++) {
      if (stops[i]?.at !== null) continue;
      const before = i - 1;
      let after = i;
      while (stops[after]?.at === null) after++;
      const from = stops[before]?.at ?? 0;
      const to = stops[after]?.at ?? 1;
      for (let k = i; k < after; k++) {
        const stop = stops[k];
        if (stop) stop.at = from + ((to - from) * (k - before)) / (after - before);
      }
    }
    const under = parseColor(getComputedStyle(element).backgroundColor);
    const center = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    const along = (x: number, y: number) =>
      ((x - center.x) * direction.x + (y - center.y) * direction.y) / length + 0.5;
    return { stops: stops.map((s) => ({ color: s.color, at: s.at ?? 0 })), under, along };
  };

  const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'SELECT', 'OPTION', 'TEMPLATE']);
  const samples: TextOverGradient[] = [];
  for (const container of Array.from(document.querySelectorAll('body *'))) {
    const box = container.getBoundingClientRect();
    const gradient = gradientOf(container, box);
    if (!gradient || box.width === 0 || box.height === 0) continue;
    const elements = [container, ...Array.from(container.querySelectorAll('*'))];
    for (const element of elements) {
      if (SKIPPED.has(element.tagName) || element.closest('select')) continue;
      const texts = Array.from(element.childNodes).filter(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (texts.length === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible') continue;
      const rects = texts.flatMap((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return Array.from(range.getClientRects());
      });
      // Shown text only: visually hidden text is a 1px box, and nothing draws it.
      const shown = rects.filter((r) => r.width > 1 && r.height > 1);
      if (shown.length === 0) continue;
      const positions = shown.flatMap((r) => [
        gradient.along(r.left, r.top),
        gradient.along(r.right, r.top),
        gradient.along(r.left, r.bottom),
        gradient.along(r.right, r.bottom),
      ]);
      const layers: TextOverGradient['layers'] = [];
      for (let at: Element | null = element; at && at !== container; at = at.parentElement) {
        const layer = getComputedStyle(at);
        layers.unshift({ background: parseColor(layer.backgroundColor), opacity: Number(layer.opacity) });
      }
      const clamp = (value: number) => Math.min(1, Math.max(0, value));
      samples.push({
        text: texts
          .map((node) => node.textContent ?? '')
          .join(' ')
          .trim()
          .slice(0, 60),
        element: `${element.tagName.toLowerCase()}${Array.from(element.classList)
          .map((c) => `.${c}`)
          .join('')}`,
        color: parseColor(style.color),
        layers,
        stops: gradient.stops.map((s) => ({ at: s.at, color: s.color })),
        span: [clamp(Math.min(...positions)), clamp(Math.max(...positions))],
        fontSizePx: parseFloat(style.fontSize),
        fontWeight: Number(style.fontWeight),
      });
      // The colour under the gradient shows through transparent stops.
      const sample = samples.at(-1);
      if (sample)
        sample.stops = sample.stops.map((s) => ({
          at: s.at,
          color: {
            r: s.color.r * s.color.a + gradient.under.r * (1 - s.color.a),
            g: s.color.g * s.color.a + gradient.under.g * (1 - s.color.a),
            b: s.color.b * s.color.a + gradient.under.b * (1 - s.color.a),
            a: 1,
          },
        }));
    }
  }
  return samples;
}

/** The text elements over gradients on the page as it is now. */
export function textOverGradients(page: Page): Promise<TextOverGradient[]> {
  return page.evaluate(collectInPage);
}

type Rgb = Omit<Rgba, 'a'>;

const over = (top: Rgba, below: Rgb): Rgb => ({
  r: top.r * top.a + below.r * (1 - top.a),
  g: top.g * top.a + below.g * (1 - top.a),
  b: top.b * top.a + below.b * (1 - top.a),
});
const mix = (a: Rgb, b: Rgb, share: number): Rgb => ({
  r: a.r * share + b.r * (1 - share),
  g: a.g * share + b.g * (1 - share),
  b: a.b * share + b.b * (1 - share),
});

/** WCAG 2 relative luminance of an sRGB colour (0-255 channels). */
function luminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The gradient's colour at a position along its line. */
function gradientAt(stops: Stop[], at: number): Rgb {
  const first = stops[0];
  if (!first) return { r: 255, g: 255, b: 255 };
  let previous = first;
  for (const stop of stops) {
    if (at <= stop.at) {
      const width = stop.at - previous.at;
      return width <= 0 ? stop.color : mix(stop.color, previous.color, (at - previous.at) / width);
    }
    previous = stop;
  }
  return previous.color;
}

/**
 * What the text and the background right behind it look like over one colour of the gradient:
 * each layer paints its background, and an opacity below 1 blends its whole group with what is
 * under it (CSS Color 4 and Compositing: a group composited with its opacity).
 */
function drawnOver(sample: TextOverGradient, gradient: Rgb): { text: Rgb; background: Rgb } {
  const paint = (index: number, below: Rgb, withText: boolean): Rgb => {
    const layer = sample.layers[index];
    if (!layer) return withText ? over(sample.color, below) : below;
    const inside = paint(index + 1, over(layer.background, below), withText);
    return mix(inside, below, layer.opacity);
  };
  return { text: paint(0, gradient, true), background: paint(0, gradient, false) };
}

/** WCAG 1.4.3: 3:1 for large text (24px, or 18.66px bold), 4.5:1 for the rest. */
export function requiredContrast(sample: Pick<TextOverGradient, 'fontSizePx' | 'fontWeight'>): number {
  const large = sample.fontSizePx >= 24 || (sample.fontSizePx >= 18.66 && sample.fontWeight >= 700);
  return large ? 3 : 4.5;
}

/**
 * The lowest contrast of a text element over the gradient under it: at both ends of its span,
 * at every stop inside it, and at ten points between (a blend of two colours need not be
 * monotonic in luminance).
 */
export function worstContrast(sample: TextOverGradient): number {
  const [from, to] = sample.span;
  const positions = [
    ...Array.from({ length: 11 }, (_, i) => from + ((to - from) * i) / 10),
    ...sample.stops.map((s) => s.at).filter((at) => at >= from && at <= to),
  ];
  return Math.min(
    ...positions.map((at) => {
      const { text, background } = drawnOver(sample, gradientAt(sample.stops, at));
      return contrastRatio(text, background);
    }),
  );
}

/** Each text element below its required contrast, said as 'text (element): ratio < required'. */
export function contrastFailures(samples: TextOverGradient[]): string[] {
  return samples.flatMap((sample) => {
    const ratio = worstContrast(sample);
    const required = requiredContrast(sample);
    return ratio + 1e-9 >= required
      ? []
      : [`"${sample.text}" (${sample.element}): ${ratio.toFixed(2)} < ${required}`];
  });
}
