// Colour measures for the palette tests: WCAG 2.1 contrast and the CIEDE2000 colour difference.

type Rgb = [number, number, number];

/** sRGB channels of a #rrggbb colour, each 0–1. */
function channels(hex: string): Rgb {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255) as Rgb;
}

function linear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.1 relative luminance. */
export function luminance(hex: string): number {
  const [red, green, blue] = channels(hex).map(linear) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2.1 contrast ratio, 1–21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export type Lab = [number, number, number];

/** CIE L*a*b* (D65) of a #rrggbb colour. */
export function toLab(hex: string): Lab {
  const [red, green, blue] = channels(hex).map(linear) as Rgb;
  const x = (0.4124564 * red + 0.3575761 * green + 0.1804375 * blue) / 0.95047;
  const y = 0.2126729 * red + 0.7151522 * green + 0.072175 * blue;
  const z = (0.0193339 * red + 0.119192 * green + 0.9503041 * blue) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const degrees = Math.PI / 180;

function hueAngle(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const angle = Math.atan2(b, a) / degrees;
  return angle < 0 ? angle + 360 : angle;
}

/**
 * CIEDE2000 colour difference of two L*a*b* colours (Sharma, Wu and Dalal 2005): about 1 is the
 * smallest difference people notice side by side; pale fills that read as one colour sit below 7.
 */
export function deltaE2000([l1, a1, b1]: Lab, [l2, a2, b2]: Lab): number {
  const chromaMean = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(chromaMean ** 7 / (chromaMean ** 7 + 25 ** 7)));
  const [ap1, ap2] = [(1 + g) * a1, (1 + g) * a2];
  const [c1, c2] = [Math.hypot(ap1, b1), Math.hypot(ap2, b2)];
  const [h1, h2] = [hueAngle(b1, ap1), hueAngle(b2, ap2)];

  let hueStep = 0;
  if (c1 * c2 !== 0) {
    hueStep = h2 - h1;
    if (hueStep > 180) hueStep -= 360;
    else if (hueStep < -180) hueStep += 360;
  }
  const deltaL = l2 - l1;
  const deltaC = c2 - c1;
  const deltaH = 2 * Math.sqrt(c1 * c2) * Math.sin((hueStep * degrees) / 2);

  const lMean = (l1 + l2) / 2;
  const cMean = (c1 + c2) / 2;
  let hMean = h1 + h2;
  if (c1 * c2 !== 0) {
    if (Math.abs(h1 - h2) > 180) hMean += hMean < 360 ? 360 : -360;
    hMean /= 2;
  }
  const t =
    1 -
    0.17 * Math.cos((hMean - 30) * degrees) +
    0.24 * Math.cos(2 * hMean * degrees) +
    0.32 * Math.cos((3 * hMean + 6) * degrees) -
    0.2 * Math.cos((4 * hMean - 63) * degrees);
  const rotation = 30 * Math.exp(-(((hMean - 275) / 25) ** 2));
  const rc = 2 * Math.sqrt(cMean ** 7 / (cMean ** 7 + 25 ** 7));
  const sl = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sc = 1 + 0.045 * cMean;
  const sh = 1 + 0.015 * cMean * t;
  const rt = -Math.sin(2 * rotation * degrees) * rc;
  return Math.sqrt((deltaL / sl) ** 2 + (deltaC / sc) ** 2 + (deltaH / sh) ** 2 + rt * (deltaC / sc) * (deltaH / sh));
}

/** CIEDE2000 difference of two #rrggbb colours. */
export function colorDifference(first: string, second: string): number {
  return deltaE2000(toLab(first), toLab(second));
}
