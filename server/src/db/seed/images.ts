/**
 * Locally generated artwork for the demo shop: a flat illustration per product (SVG rendered to
 * WebP with sharp), square category tiles, brand wordmarks and the store's own branding.
 * Nothing is downloaded. Files already written with the same content hash are skipped, so a
 * restart or a re-seed costs a manifest read.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Sharp from 'sharp';
import { lazyModule } from '../../lib/lazy-module';
import { slugify } from '../../lib/ids';
import { STORE_LOGO_FILE } from './demo-start';

export type Motif =
  // meat & poultry
  | 'drumstick'
  | 'wing'
  | 'fillet'
  | 'steak'
  | 'chop'
  | 'mince'
  | 'diced'
  | 'joint'
  | 'ribs'
  | 'whole-bird'
  // fish
  | 'fish'
  | 'fish-fillet'
  | 'prawn'
  | 'shellfish'
  // ready to cook
  | 'sausage'
  | 'kebab'
  | 'burger'
  // fruit & veg
  | 'leaf'
  | 'carrot'
  | 'tomato'
  | 'onion'
  | 'potato'
  | 'chilli'
  | 'veg'
  | 'apple'
  | 'citrus'
  | 'banana'
  | 'grapes'
  | 'mango'
  | 'berries'
  | 'melon'
  // dairy
  | 'egg-box'
  | 'milk-bottle'
  | 'cheese'
  | 'butter'
  | 'yoghurt'
  // dry goods
  | 'rice-sack'
  | 'flour-bag'
  | 'lentils'
  | 'spice-jar'
  | 'spice-pile'
  | 'whole-spice'
  // frozen
  | 'frozen-box'
  | 'tray'
  // drinks
  | 'can'
  | 'bottle'
  | 'water-bottle'
  | 'carton'
  // bakery, cupboard, snacks
  | 'loaf'
  | 'flatbread'
  | 'tin'
  | 'jar'
  | 'crisps'
  | 'biscuit'
  | 'chocolate'
  | 'nuts';

/** How a product or category is drawn: a motif, optionally recoloured, optionally relabelled. */
export interface ArtSpec {
  motif: Motif;
  /** Hue (0–360) of the motif's main colour; each motif has a sensible default. */
  hue?: number;
  /** Text under the drawing; defaults to the name without its pack size. */
  label?: string;
  /**
   * Which serving of the motif: what it sits on, its garnish and which way it faces (see
   * `servingOf`). Products drawn with the same motif get different variants, so no two share a picture.
   */
  variant?: number;
}

/** Bumped when the drawings change, so the manifest forces a re-render. */
const sharp = lazyModule<typeof Sharp>('sharp');
const ART_VERSION = 'v2';
const FONT = 'DejaVu Sans, sans-serif';
const LINE = '#3a2a24';
const BONE = '#fbf3e4';
const WEBP = { quality: 78, effort: 2 } as const;

interface Theme {
  bg: string;
  blob: string;
  ink: string;
  accent: string;
}

/** Background palette per top-level category route. */
export const THEMES: Record<string, Theme> = {
  meat: { bg: '#fbe9e7', blob: '#f5cdc6', ink: '#5b1a14', accent: '#a51318' },
  'fish-and-seafood': { bg: '#e6f1f8', blob: '#c8e0ef', ink: '#123a55', accent: '#1f6f9f' },
  'marinated-and-ready-to-cook': { bg: '#fdeede', blob: '#f7d3ab', ink: '#5a2d0c', accent: '#c4561a' },
  'fruit-and-veg': { bg: '#eaf5e4', blob: '#cde7bf', ink: '#21461a', accent: '#3c8a2e' },
  'dairy-and-eggs': { bg: '#fdf8e6', blob: '#f4e7b4', ink: '#4a3d10', accent: '#a9820c' },
  'rice-flour-and-grains': { bg: '#f7f0e3', blob: '#e9d9b9', ink: '#4d3a1c', accent: '#93692c' },
  'spices-and-masalas': { bg: '#fdecdf', blob: '#f5cba6', ink: '#5c2410', accent: '#b9441a' },
  frozen: { bg: '#e8f3fb', blob: '#c9e2f4', ink: '#123e5c', accent: '#2a7fbf' },
  drinks: { bg: '#eef0fb', blob: '#d3d8f4', ink: '#1e2460', accent: '#4753c4' },
  bakery: { bg: '#f9efe2', blob: '#edd4b1', ink: '#51351a', accent: '#a2642a' },
  'store-cupboard': { bg: '#f3efe9', blob: '#e0d5c7', ink: '#3d3128', accent: '#7b5e44' },
  'snacks-and-sweets': { bg: '#fbeaf3', blob: '#f2cbe0', ink: '#5a1740', accent: '#b3307a' },
};
const DEFAULT_THEME: Theme = { bg: '#f4f1ec', blob: '#e4ddd2', ink: '#33291f', accent: '#a51318' };

export function themeFor(topRoute: string): Theme {
  return THEMES[topRoute] ?? DEFAULT_THEME;
}

// ---------------------------------------------------------------------------------------------
// Motifs. Each draws in a 640×640 frame centred near (320, 260), about 360×300 in size.

interface Paint {
  main: string;
  dark: string;
  light: string;
}

function paint(hue: number, sat = 62, light = 60): Paint {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  return {
    main: `hsl(${h},${sat}%,${light}%)`,
    dark: `hsl(${h},${Math.min(sat + 5, 90)}%,${light - 20}%)`,
    light: `hsl(${h},${sat + 10 > 95 ? 95 : sat + 10}%,${Math.min(light + 20, 92)}%)`,
  };
}

const S = `stroke="${LINE}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"`;
const hi = (d: string, colour: string, w = 12) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${w}" stroke-linecap="round" opacity="0.85"/>`;
/** Same path drawn again, shrunk about its centre: fat rims, inner faces. */
const inset = (d: string, fill: string, k: number, cx = 320, cy = 260) =>
  `<path d="${d}" fill="${fill}" transform="translate(${cx} ${cy}) scale(${k}) translate(${-cx} ${-cy})"/>`;

function cube(x: number, y: number, s: number, p: Paint): string {
  const h = s / 2;
  return [
    `<path d="M${x} ${y} l${s} ${-h} l${s} ${h} l${-s} ${h} z" fill="${p.light}" ${S}/>`,
    `<path d="M${x} ${y} l${s} ${h} v${s} l${-s} ${-h} z" fill="${p.main}" ${S}/>`,
    `<path d="M${x + s} ${y + h} l${s} ${-h} v${s} l${-s} ${h} z" fill="${p.dark}" ${S}/>`,
  ].join('');
}

/** Deterministic scatter of small dots (mince, lentils, grains). */
function dots(n: number, cx: number, cy: number, rx: number, ry: number, r: number, fills: string[], seed: number): string {
  let s = seed >>> 0 || 1;
  const rnd = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd());
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    out.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * (0.75 + rnd() * 0.5)).toFixed(1)}" fill="${fills[i % fills.length]}"/>`,
    );
  }
  return out.join('');
}

function label(x: number, y: number, w: number, h: number, fill: string, text?: string, ink = '#ffffff', size = 30): string {
  const rect = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${fill}" ${S}/>`;
  if (!text) return rect;
  return `${rect}<text x="${x + w / 2}" y="${y + h / 2 + size * 0.36}" font-family="${FONT}" font-weight="bold" font-size="${size}" text-anchor="middle" fill="${ink}">${esc(text)}</text>`;
}

const MOTIFS: Record<Motif, { hue: number; sat?: number; light?: number; draw: (p: Paint, seed: number) => string }> = {
  drumstick: {
    hue: 18,
    sat: 70,
    light: 72,
    draw: (p) =>
      `<g transform="rotate(-35 320 260)">` +
      `<rect x="300" y="250" width="40" height="150" rx="18" fill="${BONE}" ${S}/>` +
      `<circle cx="298" cy="405" r="25" fill="${BONE}" ${S}/><circle cx="342" cy="405" r="25" fill="${BONE}" ${S}/>` +
      `<rect x="303" y="380" width="34" height="30" fill="${BONE}"/>` +
      `<path d="M320 80 C420 80 440 200 385 275 C360 310 280 310 255 275 C200 200 220 80 320 80 Z" fill="${p.main}" ${S}/>` +
      hi('M275 130 C290 108 325 100 352 112', p.light) +
      `</g>`,
  },
  wing: {
    hue: 22,
    sat: 68,
    light: 70,
    draw: (p) =>
      `<path d="M150 300 C135 225 225 190 290 235 L350 195 C415 140 505 180 485 255 C475 300 420 320 360 300 L300 335 C245 370 165 360 150 300 Z" fill="${p.main}" ${S}/>` +
      `<path d="M290 235 L300 335" stroke="${LINE}" stroke-width="6" fill="none"/>` +
      hi('M190 260 C205 235 240 228 262 240', p.light) +
      hi('M375 210 C400 190 440 188 460 205', p.light),
  },
  fillet: {
    hue: 8,
    sat: 70,
    light: 76,
    draw: (p) => {
      const d = 'M165 300 C150 200 300 125 425 155 C510 178 505 262 445 302 C360 355 185 375 165 300 Z';
      return (
        `<path d="${d}" fill="${p.main}" ${S}/>${inset(d, p.light, 0.55, 330, 250)}` +
        hi('M220 300 C280 320 360 310 420 280', p.dark, 6) +
        hi('M240 210 C290 180 350 170 400 180', '#ffffff', 10)
      );
    },
  },
  steak: {
    hue: 356,
    sat: 62,
    light: 52,
    draw: (p) => {
      const d = 'M165 235 C165 150 300 115 395 138 C490 160 505 255 462 318 C420 380 258 388 198 345 C172 325 165 285 165 235 Z';
      return (
        `<path d="${d}" fill="#f6e6cf" ${S}/>${inset(d, p.main, 0.84)}` +
        hi('M230 220 C270 200 300 240 340 215', p.light, 7) +
        hi('M260 300 C300 280 350 310 400 280', p.light, 7) +
        hi('M360 180 C380 200 410 195 425 215', p.light, 6)
      );
    },
  },
  chop: {
    hue: 352,
    sat: 58,
    light: 60,
    draw: (p) => {
      const d = 'M160 300 C150 222 228 188 292 210 C352 230 372 285 350 338 C325 395 175 392 160 300 Z';
      return (
        `<rect x="320" y="95" width="40" height="190" rx="18" fill="${BONE}" ${S} transform="rotate(38 340 190)"/>` +
        `<circle cx="420" cy="135" r="22" fill="${BONE}" ${S}/>` +
        `<path d="${d}" fill="#f6e6cf" ${S}/>${inset(d, p.main, 0.8, 262, 300)}` +
        hi('M215 290 C240 270 280 275 300 300', p.light, 8)
      );
    },
  },
  mince: {
    hue: 355,
    sat: 55,
    light: 55,
    draw: (p, seed) =>
      `<rect x="140" y="235" width="360" height="150" rx="34" fill="#e8edf1" ${S}/>` +
      `<path d="M170 285 C185 160 455 160 470 285 Z" fill="${p.main}" ${S}/>` +
      dots(70, 320, 240, 130, 40, 9, [p.dark, p.light, p.main], seed) +
      `<rect x="160" y="285" width="320" height="20" rx="10" fill="#d4dbe1"/>`,
  },
  diced: {
    hue: 355,
    sat: 58,
    light: 55,
    draw: (p) => cube(170, 230, 70, p) + cube(320, 200, 70, p) + cube(240, 300, 70, p) + cube(250, 160, 62, p) + cube(385, 290, 62, p),
  },
  joint: {
    hue: 8,
    sat: 55,
    light: 58,
    draw: (p) =>
      `<ellipse cx="320" cy="265" rx="185" ry="115" fill="${p.main}" ${S}/>` +
      `<ellipse cx="440" cy="265" rx="60" ry="105" fill="#f6e6cf" ${S}/>` +
      `<ellipse cx="440" cy="265" rx="42" ry="82" fill="${p.dark}"/>` +
      [220, 290, 360]
        .map((x) => `<path d="M${x} 152 C${x - 18} 220 ${x - 18} 310 ${x} 378" fill="none" stroke="#fff7ea" stroke-width="9"/>`)
        .join('') +
      hi('M180 220 C200 190 240 175 280 170', p.light, 10),
  },
  ribs: {
    hue: 8,
    sat: 55,
    light: 55,
    draw: (p) =>
      [190, 250, 310, 370, 430].map((x) => `<rect x="${x - 14}" y="120" width="28" height="110" rx="12" fill="${BONE}" ${S}/>`).join('') +
      `<rect x="150" y="200" width="340" height="170" rx="60" fill="${p.main}" ${S}/>` +
      [220, 280, 340, 400].map((x) => `<path d="M${x} 220 V350" stroke="${p.dark}" stroke-width="6"/>`).join('') +
      hi('M185 240 C230 220 300 215 360 222', p.light, 9),
  },
  'whole-bird': {
    hue: 30,
    sat: 70,
    light: 78,
    draw: (p) =>
      `<path d="M200 225 C150 205 140 140 180 130 C222 122 250 175 245 225 Z" fill="${p.main}" ${S}/>` +
      `<path d="M440 225 C490 205 500 140 460 130 C418 122 390 175 395 225 Z" fill="${p.main}" ${S}/>` +
      `<circle cx="178" cy="122" r="18" fill="${BONE}" ${S}/><circle cx="462" cy="122" r="18" fill="${BONE}" ${S}/>` +
      `<ellipse cx="320" cy="285" rx="175" ry="115" fill="${p.main}" ${S}/>` +
      hi('M220 250 C260 200 340 190 400 210', p.light, 16) +
      `<path d="M320 175 C330 250 330 330 320 395" fill="none" stroke="${p.dark}" stroke-width="5" opacity="0.5"/>`,
  },
  fish: {
    hue: 205,
    sat: 40,
    light: 62,
    draw: (p) =>
      `<path d="M455 260 L540 190 L525 260 L540 330 Z" fill="${p.dark}" ${S}/>` +
      `<path d="M120 265 C190 155 390 150 465 260 C390 370 190 375 120 265 Z" fill="${p.main}" ${S}/>` +
      `<path d="M290 175 C320 140 360 140 390 185" fill="${p.dark}" ${S}/>` +
      `<path d="M225 205 C245 235 245 295 225 325" fill="none" stroke="${LINE}" stroke-width="6"/>` +
      `<circle cx="180" cy="245" r="14" fill="#fff" ${S}/><circle cx="182" cy="245" r="6" fill="${LINE}"/>` +
      hi('M270 240 C320 225 380 228 420 250', p.light, 9) +
      hi('M270 290 C320 300 370 300 410 285', p.light, 7),
  },
  'fish-fillet': {
    hue: 18,
    sat: 85,
    light: 66,
    draw: (p) =>
      `<path d="M140 305 C150 220 260 178 405 188 C478 193 510 232 498 275 C485 325 385 345 280 345 C195 345 140 335 140 305 Z" fill="${p.main}" ${S}/>` +
      [210, 270, 330, 390, 445].map((x) => hi(`M${x} 200 C${x - 30} 250 ${x - 25} 300 ${x - 50} 340`, p.light, 8)).join(''),
  },
  prawn: {
    hue: 14,
    sat: 85,
    light: 64,
    draw: (p) =>
      `<path d="M405 165 C480 230 450 355 335 365 C250 372 205 315 232 262" fill="none" stroke="${LINE}" stroke-width="86" stroke-linecap="round"/>` +
      `<path d="M405 165 C480 230 450 355 335 365 C250 372 205 315 232 262" fill="none" stroke="${p.main}" stroke-width="72" stroke-linecap="round"/>` +
      [
        [440, 220, 470, 200],
        [455, 290, 490, 290],
        [410, 350, 430, 385],
        [330, 365, 330, 405],
        [260, 330, 230, 355],
      ]
        .map(
          ([a, b, c, d]) =>
            `<path d="M${a} ${b} L${c} ${d}" stroke="${p.light}" stroke-width="9" stroke-linecap="round" transform="translate(${(320 - (a ?? 0)) * 0.25} ${(260 - (b ?? 0)) * 0.25})"/>`,
        )
        .join('') +
      `<path d="M232 262 L175 220 L195 275 L160 300 L238 290 Z" fill="${p.dark}" ${S}/>` +
      `<path d="M410 150 C440 100 500 90 540 100 M415 160 C460 125 520 135 550 150" fill="none" stroke="${LINE}" stroke-width="5"/>` +
      `<circle cx="400" cy="185" r="8" fill="${LINE}"/>`,
  },
  shellfish: {
    hue: 225,
    sat: 30,
    light: 30,
    draw: (p) =>
      `<g transform="rotate(-20 260 270)"><ellipse cx="260" cy="270" rx="75" ry="150" fill="${p.main}" ${S}/>` +
      hi('M230 160 C215 230 215 320 235 390', p.light, 7) +
      hi('M270 150 C265 230 270 320 285 395', p.light, 5) +
      `</g><g transform="rotate(25 400 270)"><ellipse cx="400" cy="270" rx="70" ry="140" fill="${p.dark}" ${S}/>` +
      `<ellipse cx="400" cy="270" rx="42" ry="105" fill="hsl(28,80%,70%)"/>` +
      hi('M380 200 C375 250 378 300 390 340', '#ffe2c4', 7) +
      `</g>`,
  },
  sausage: {
    hue: 12,
    sat: 50,
    light: 55,
    draw: (p) =>
      [175, 255, 335]
        .map(
          (y, i) =>
            `<g transform="rotate(${-12 + i * 6} 320 ${y})"><rect x="150" y="${y - 32}" width="340" height="64" rx="32" fill="${i === 1 ? p.dark : p.main}" ${S}/>` +
            `<path d="M150 ${y} l-22 -10 M150 ${y} l-22 10 M490 ${y} l22 -10 M490 ${y} l22 10" stroke="${LINE}" stroke-width="6"/>` +
            hi(`M190 ${y - 14} H450`, p.light, 8) +
            `</g>`,
        )
        .join(''),
  },
  kebab: {
    hue: 20,
    sat: 60,
    light: 45,
    draw: (p) => {
      const pieces = ['meat', 'pepper', 'meat', 'onion', 'meat', 'pepper'];
      const fill = (k: string) => (k === 'meat' ? p.main : k === 'pepper' ? '#4caf50' : '#f3e6f7');
      return (
        `<path d="M130 420 L520 100" stroke="#9a7448" stroke-width="12" stroke-linecap="round"/>` +
        `<circle cx="525" cy="96" r="12" fill="#9a7448" ${S}/>` +
        pieces
          .map((k, i) => {
            const t = 0.18 + i * 0.13;
            const x = 130 + (520 - 130) * t;
            const y = 420 + (100 - 420) * t;
            const s = k === 'meat' ? 74 : 58;
            return `<rect x="${x - s / 2}" y="${y - s / 2}" width="${s}" height="${s}" rx="${k === 'meat' ? 18 : 10}" fill="${fill(k)}" ${S} transform="rotate(-39 ${x} ${y})"/>`;
          })
          .join('') +
        hi('M230 300 l30 -25', p.light, 7)
      );
    },
  },
  burger: {
    hue: 30,
    sat: 70,
    light: 62,
    draw: (p) =>
      `<path d="M150 240 C150 130 490 130 490 240 Z" fill="${p.main}" ${S}/>` +
      dots(9, 320, 185, 120, 25, 6, ['#fff6dc'], 7) +
      `<path d="M140 255 q25 -22 50 0 q25 -22 50 0 q25 -22 50 0 q25 -22 50 0 q25 -22 50 0 q25 -22 50 0 q25 -22 50 0" fill="#7cc35b" ${S}/>` +
      `<rect x="150" y="262" width="340" height="55" rx="26" fill="hsl(15,45%,32%)" ${S}/>` +
      `<path d="M150 330 H490 C490 380 150 380 150 330 Z" fill="${p.main}" ${S}/>`,
  },
  leaf: {
    hue: 115,
    sat: 50,
    light: 45,
    draw: (p) =>
      [-38, -12, 14, 40]
        .map(
          (a, i) =>
            `<g transform="translate(320 400) rotate(${a})"><path d="M0 0 C55 -70 55 -170 0 -${230 - (i % 2) * 30} C-55 -170 -55 -70 0 0 Z" fill="${i % 2 ? p.light : p.main}" ${S}/>` +
            `<path d="M0 -10 V-${190 - (i % 2) * 30}" stroke="${p.dark}" stroke-width="5"/></g>`,
        )
        .join('') + `<rect x="290" y="370" width="60" height="28" rx="8" fill="#c8a165" ${S}/>`,
  },
  carrot: {
    hue: 28,
    sat: 88,
    light: 56,
    draw: (p) =>
      `<path d="M330 150 C300 90 260 80 240 95 M340 150 C340 90 350 70 370 70 M350 160 C390 110 430 115 440 130" fill="none" stroke="#4e9d3a" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="M270 160 C320 130 400 150 400 200 L250 420 C235 440 215 430 220 405 L260 190 C262 175 265 165 270 160 Z" fill="${p.main}" ${S}/>` +
      [220, 270, 320]
        .map((y, i) => `<path d="M${280 + i * 8} ${y} l${40 - i * 6} ${-6}" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>`)
        .join(''),
  },
  tomato: {
    hue: 4,
    sat: 78,
    light: 54,
    draw: (p) =>
      `<circle cx="320" cy="275" r="145" fill="${p.main}" ${S}/>` +
      `<path d="M320 150 l28 -30 l-5 38 l45 -8 l-38 25 l30 25 l-45 -12 l-15 40 l-15 -40 l-45 12 l30 -25 l-38 -25 l45 8 l-5 -38 z" fill="#4e9d3a" ${S}/>` +
      hi('M220 240 C225 210 245 190 270 180', p.light, 14),
  },
  onion: {
    hue: 320,
    sat: 40,
    light: 48,
    draw: (p) =>
      `<path d="M320 110 C300 170 160 210 170 300 C180 380 250 410 320 410 C390 410 460 380 470 300 C480 210 340 170 320 110 Z" fill="${p.main}" ${S}/>` +
      `<path d="M320 150 C290 220 260 300 300 405 M320 150 C350 220 380 300 340 405 M320 150 V405" fill="none" stroke="${p.dark}" stroke-width="5"/>` +
      `<path d="M300 412 l-10 25 M320 412 v28 M340 412 l10 25" stroke="${LINE}" stroke-width="5"/>` +
      hi('M215 280 C220 240 245 215 270 200', p.light, 12),
  },
  potato: {
    hue: 35,
    sat: 45,
    light: 62,
    draw: (p, seed) =>
      `<path d="M165 270 C150 190 250 150 340 160 C440 170 500 220 480 300 C460 370 350 385 260 370 C200 360 175 320 165 270 Z" fill="${p.main}" ${S}/>` +
      dots(9, 320, 270, 130, 70, 6, [p.dark], seed) +
      hi('M210 230 C240 200 290 190 330 192', p.light, 10),
  },
  chilli: {
    hue: 2,
    sat: 78,
    light: 48,
    draw: (p) =>
      `<path d="M420 140 C450 110 470 100 490 105" fill="none" stroke="#3f8a2f" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="M390 150 C440 140 450 190 420 230 C360 320 250 380 150 400 C220 350 300 280 340 200 C355 170 370 155 390 150 Z" fill="${p.main}" ${S}/>` +
      `<path d="M380 148 C400 140 425 145 432 165 C410 170 390 168 380 148 Z" fill="#4e9d3a" ${S}/>` +
      hi('M390 200 C360 250 300 310 240 350', p.light, 8),
  },
  veg: {
    hue: 120,
    sat: 50,
    light: 42,
    draw: (p) =>
      `<path d="M290 400 L300 280 H340 L350 400 Z" fill="hsl(95,45%,62%)" ${S}/>` +
      [
        [250, 230, 70],
        [330, 190, 80],
        [400, 240, 68],
        [300, 280, 60],
        [365, 290, 55],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.main}" ${S}/>`)
        .join('') +
      hi('M290 160 C305 145 330 140 350 148', p.light, 10),
  },
  apple: {
    hue: 356,
    sat: 72,
    light: 50,
    draw: (p) =>
      `<path d="M320 170 C280 130 170 140 170 255 C170 350 240 420 290 410 C305 407 312 400 320 400 C328 400 335 407 350 410 C400 420 470 350 470 255 C470 140 360 130 320 170 Z" fill="${p.main}" ${S}/>` +
      `<path d="M320 175 C318 140 325 115 340 95" fill="none" stroke="#6b4a2b" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M335 120 C360 85 420 90 430 105 C405 135 360 140 335 120 Z" fill="#4e9d3a" ${S}/>` +
      hi('M215 230 C220 200 240 180 265 175', p.light, 14),
  },
  citrus: {
    hue: 34,
    sat: 92,
    light: 55,
    draw: (p) =>
      `<circle cx="380" cy="230" r="120" fill="${p.main}" ${S}/>` +
      hi('M310 170 C325 150 350 140 375 138', p.light, 12) +
      `<circle cx="250" cy="320" r="115" fill="${p.main}" ${S}/><circle cx="250" cy="320" r="92" fill="${p.light}"/>` +
      Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4;
        return `<path d="M250 320 L${(250 + Math.cos(a) * 90).toFixed(1)} ${(320 + Math.sin(a) * 90).toFixed(1)}" stroke="${p.main}" stroke-width="6"/>`;
      }).join('') +
      `<circle cx="250" cy="320" r="12" fill="${p.main}"/>`,
  },
  banana: {
    hue: 50,
    sat: 90,
    light: 58,
    draw: (p) =>
      [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${170 + i * 10} ${210 + i * 30} C${230 + i * 10} ${380 + i * 20} ${420} ${390 + i * 10} ${490 - i * 10} ${230 + i * 25} C${430} ${320 + i * 15} ${270} ${330 + i * 15} ${200 + i * 10} ${200 + i * 30} Z" fill="${i === 1 ? p.light : p.main}" ${S}/>`,
        )
        .join('') + `<path d="M165 215 l-20 -40 l25 -5 l20 35 z" fill="#6b5a2b" ${S}/>`,
  },
  grapes: {
    hue: 280,
    sat: 40,
    light: 45,
    draw: (p) =>
      `<path d="M320 140 C320 110 330 95 345 85" fill="none" stroke="#6b4a2b" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M330 120 C360 80 430 85 445 110 C410 140 360 140 330 120 Z" fill="#4e9d3a" ${S}/>` +
      [
        [260, 180],
        [320, 175],
        [380, 180],
        [230, 235],
        [290, 235],
        [350, 235],
        [410, 235],
        [260, 290],
        [320, 290],
        [380, 290],
        [290, 345],
        [350, 345],
        [320, 395],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="36" fill="${p.main}" ${S}/><circle cx="${(x ?? 0) - 12}" cy="${(y ?? 0) - 12}" r="8" fill="${p.light}"/>`,
        )
        .join(''),
  },
  mango: {
    hue: 40,
    sat: 90,
    light: 56,
    draw: (p) =>
      `<path d="M230 150 C330 100 470 170 460 290 C450 390 330 420 250 380 C170 340 150 200 230 150 Z" fill="${p.main}" ${S}/>` +
      `<path d="M250 380 C330 420 450 390 460 290 C420 360 330 380 250 380 Z" fill="hsl(12,85%,58%)" opacity="0.7"/>` +
      `<path d="M240 150 C235 120 245 100 262 90" fill="none" stroke="#6b4a2b" stroke-width="9" stroke-linecap="round"/>` +
      `<path d="M255 110 C270 70 340 65 360 85 C330 115 280 125 255 110 Z" fill="#4e9d3a" ${S}/>` +
      hi('M220 200 C240 175 270 165 300 165', p.light, 14),
  },
  berries: {
    hue: 355,
    sat: 78,
    light: 50,
    draw: (p) =>
      `<path d="M150 260 H490 L460 400 H180 Z" fill="#f0ead8" ${S}/>` +
      [
        [220, 240],
        [290, 225],
        [360, 230],
        [430, 245],
        [255, 190],
        [330, 180],
        [400, 195],
      ]
        .map(
          ([x, y]) =>
            `<path d="M${x} ${(y ?? 0) + 50} C${(x ?? 0) - 45} ${(y ?? 0) + 10} ${(x ?? 0) - 40} ${(y ?? 0) - 30} ${x} ${(y ?? 0) - 30} C${(x ?? 0) + 40} ${(y ?? 0) - 30} ${(x ?? 0) + 45} ${(y ?? 0) + 10} ${x} ${(y ?? 0) + 50} Z" fill="${p.main}" ${S}/>` +
            `<path d="M${(x ?? 0) - 18} ${(y ?? 0) - 30} l18 -14 l18 14 z" fill="#4e9d3a"/>`,
        )
        .join('') +
      [190, 250, 310, 370, 430].map((x) => `<path d="M${x} 290 l-6 95" stroke="#d5c9a6" stroke-width="5"/>`).join(''),
  },
  melon: {
    hue: 95,
    sat: 45,
    light: 55,
    draw: (p) =>
      `<ellipse cx="320" cy="265" rx="175" ry="135" fill="${p.main}" ${S}/>` +
      [-110, -55, 0, 55, 110]
        .map(
          (dx) =>
            `<path d="M${320 + dx} 132 C${320 + dx * 1.5} 200 ${320 + dx * 1.5} 330 ${320 + dx} 398" fill="none" stroke="${p.dark}" stroke-width="8"/>`,
        )
        .join('') +
      hi('M200 210 C230 175 270 160 310 155', p.light, 12),
  },
  'egg-box': {
    hue: 30,
    sat: 25,
    light: 70,
    draw: (p) =>
      `<path d="M140 250 L170 150 H470 L500 250 Z" fill="${p.light}" ${S}/>` +
      [200, 260, 320, 380, 440].map((x) => `<ellipse cx="${x}" cy="235" rx="30" ry="42" fill="#fdf3e1" ${S}/>`).join('') +
      `<rect x="130" y="250" width="380" height="130" rx="16" fill="${p.main}" ${S}/>` +
      [190, 255, 320, 385, 450]
        .map((x) => `<path d="M${x} 265 C${x - 25} 300 ${x - 25} 345 ${x} 370" fill="none" stroke="${p.dark}" stroke-width="5"/>`)
        .join(''),
  },
  'milk-bottle': {
    hue: 210,
    sat: 70,
    light: 50,
    draw: (p) =>
      `<rect x="275" y="75" width="90" height="45" rx="10" fill="${p.main}" ${S}/>` +
      `<path d="M285 120 H355 V150 C355 170 405 185 405 225 V395 C405 415 395 425 375 425 H265 C245 425 235 415 235 395 V225 C235 185 285 170 285 150 Z" fill="#ffffff" ${S}/>` +
      label(235, 260, 170, 90, p.main) +
      `<path d="M265 305 C290 285 320 320 350 300 C365 292 375 296 380 300" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>` +
      hi('M260 220 V240 M260 370 V395', '#dbe6f0', 10),
  },
  cheese: {
    hue: 46,
    sat: 90,
    light: 62,
    draw: (p) =>
      `<path d="M150 300 L470 200 L490 300 Z" fill="${p.light}" ${S}/>` +
      `<path d="M150 300 H490 V390 H150 Z" fill="${p.main}" ${S}/>` +
      `<circle cx="220" cy="340" r="18" fill="${p.dark}"/><circle cx="330" cy="360" r="24" fill="${p.dark}"/><circle cx="430" cy="330" r="14" fill="${p.dark}"/>` +
      `<ellipse cx="390" cy="260" rx="20" ry="8" fill="${p.main}"/><ellipse cx="300" cy="280" rx="14" ry="6" fill="${p.main}"/>`,
  },
  butter: {
    hue: 48,
    sat: 90,
    light: 68,
    draw: (p) =>
      `<path d="M150 270 L230 210 H490 L410 270 Z" fill="${p.light}" ${S}/>` +
      `<path d="M150 270 H410 V370 H150 Z" fill="${p.main}" ${S}/><path d="M410 270 L490 210 V310 L410 370 Z" fill="${p.dark}" ${S}/>` +
      `<path d="M150 300 H410 V370 H150 Z" fill="#f0f3f6" ${S}/>` +
      `<path d="M410 300 L490 250 V310 L410 370 Z" fill="#d8dee5" ${S}/>` +
      `<text x="280" y="348" font-family="${FONT}" font-weight="bold" font-size="30" text-anchor="middle" fill="#1f4d8c">BUTTER</text>`,
  },
  yoghurt: {
    hue: 200,
    sat: 60,
    light: 55,
    draw: (p) =>
      `<ellipse cx="320" cy="150" rx="135" ry="28" fill="#d9dfe6" ${S}/>` +
      `<path d="M185 155 L215 400 C220 420 420 420 425 400 L455 155 Z" fill="#ffffff" ${S}/>` +
      `<path d="M200 230 H440 L428 330 H212 Z" fill="${p.main}"/>` +
      `<ellipse cx="320" cy="280" rx="60" ry="32" fill="#ffffff"/>` +
      `<ellipse cx="320" cy="150" rx="118" ry="20" fill="${p.light}"/>`,
  },
  'rice-sack': {
    hue: 40,
    sat: 50,
    light: 78,
    draw: (p, seed) =>
      `<path d="M220 150 C200 250 170 350 185 410 H455 C470 350 440 250 420 150 Z" fill="${p.main}" ${S}/>` +
      `<path d="M220 150 L200 100 L270 125 L320 95 L370 125 L440 100 L420 150 Z" fill="${p.light}" ${S}/>` +
      `<rect x="212" y="140" width="216" height="22" rx="10" fill="hsl(15,60%,45%)" ${S}/>` +
      label(225, 240, 190, 120, '#ffffff') +
      dots(22, 320, 300, 70, 35, 6, [p.dark], seed),
  },
  'flour-bag': {
    hue: 35,
    sat: 45,
    light: 80,
    draw: (p) =>
      `<path d="M200 140 H440 L455 410 H185 Z" fill="${p.main}" ${S}/>` +
      `<path d="M200 140 L215 95 H425 L440 140 Z" fill="${p.light}" ${S}/>` +
      `<circle cx="320" cy="285" r="78" fill="#ffffff" ${S}/>` +
      `<path d="M320 340 V230" stroke="hsl(38,70%,40%)" stroke-width="6"/>` +
      [245, 270, 295, 320]
        .map(
          (y) =>
            `<ellipse cx="305" cy="${y}" rx="9" ry="16" fill="hsl(40,80%,55%)" transform="rotate(-30 305 ${y})"/><ellipse cx="335" cy="${y}" rx="9" ry="16" fill="hsl(40,80%,55%)" transform="rotate(30 335 ${y})"/>`,
        )
        .join(''),
  },
  lentils: {
    hue: 25,
    sat: 80,
    light: 55,
    draw: (p, seed) =>
      `<path d="M160 255 C170 220 470 220 480 255 Z" fill="${p.main}"/>` +
      dots(90, 320, 235, 150, 28, 10, [p.main, p.dark, p.light], seed) +
      `<path d="M145 255 H495 C490 350 410 400 320 400 C230 400 150 350 145 255 Z" fill="hsl(200,20%,92%)" ${S}/>` +
      `<path d="M180 300 C220 320 420 320 460 300" fill="none" stroke="hsl(200,40%,60%)" stroke-width="8"/>`,
  },
  'spice-jar': {
    hue: 22,
    sat: 80,
    light: 50,
    draw: (p) =>
      `<rect x="225" y="90" width="190" height="60" rx="14" fill="hsl(0,0%,25%)" ${S}/>` +
      `<path d="M215 150 H425 V390 C425 410 410 420 390 420 H250 C230 420 215 410 215 390 Z" fill="#f4f7f9" ${S}/>` +
      `<path d="M225 210 H415 V390 C415 405 405 412 390 412 H250 C235 412 225 405 225 390 Z" fill="${p.main}"/>` +
      label(240, 250, 160, 100, '#fffdf6') +
      `<circle cx="320" cy="300" r="28" fill="${p.dark}"/>`,
  },
  'spice-pile': {
    hue: 45,
    sat: 90,
    light: 52,
    draw: (p) =>
      `<ellipse cx="320" cy="360" rx="200" ry="50" fill="#f4f1ea" ${S}/>` +
      `<path d="M170 355 C220 240 280 150 320 150 C360 150 420 240 470 355 C400 380 240 380 170 355 Z" fill="${p.main}" ${S}/>` +
      hi('M260 270 C280 220 300 190 320 180', p.light, 12) +
      `<path d="M470 260 L560 200" stroke="#b08a5a" stroke-width="18" stroke-linecap="round"/><ellipse cx="440" cy="282" rx="45" ry="26" fill="#c9a06a" ${S}/>` +
      `<ellipse cx="440" cy="278" rx="32" ry="15" fill="${p.main}"/>`,
  },
  'whole-spice': {
    hue: 25,
    sat: 55,
    light: 38,
    draw: (p) =>
      `<g transform="rotate(-18 300 330)"><rect x="150" y="300" width="300" height="44" rx="20" fill="${p.main}" ${S}/><rect x="170" y="350" width="280" height="40" rx="18" fill="${p.dark}" ${S}/></g>` +
      `<g transform="translate(360 200)">` +
      Array.from(
        { length: 8 },
        (_, i) => `<path d="M0 0 L-22 -90 Q0 -115 22 -90 Z" fill="${p.light}" ${S} transform="rotate(${i * 45})"/>`,
      ).join('') +
      `<circle r="20" fill="${p.dark}" ${S}/></g>` +
      `<circle cx="210" cy="200" r="22" fill="${p.dark}" ${S}/><circle cx="250" cy="165" r="18" fill="${p.main}" ${S}/>`,
  },
  'frozen-box': {
    hue: 205,
    sat: 70,
    light: 55,
    draw: (p) =>
      `<path d="M170 160 L250 110 H490 L410 160 Z" fill="${p.light}" ${S}/>` +
      `<rect x="170" y="160" width="240" height="240" rx="10" fill="${p.main}" ${S}/><path d="M410 160 L490 110 V350 L410 400 Z" fill="${p.dark}" ${S}/>` +
      `<g transform="translate(290 280)" stroke="#ffffff" stroke-width="10" stroke-linecap="round">` +
      [0, 60, 120]
        .map((a) => `<g transform="rotate(${a})"><path d="M0 -80 V80"/><path d="M-20 -60 L0 -40 L20 -60 M-20 60 L0 40 L20 60"/></g>`)
        .join('') +
      `</g>`,
  },
  tray: {
    hue: 28,
    sat: 80,
    light: 48,
    draw: (p, seed) =>
      `<path d="M130 200 H510 L480 390 H160 Z" fill="hsl(0,0%,22%)" ${S}/>` +
      `<path d="M160 220 H320 V370 H180 Z" fill="#f8f1dc"/>` +
      dots(40, 245, 295, 60, 60, 6, ['#fffaf0', '#efe2c0'], seed) +
      `<path d="M330 220 H480 L462 370 H330 Z" fill="${p.main}"/>` +
      dots(14, 400, 295, 50, 55, 14, [p.dark, p.light], seed + 1) +
      `<path d="M130 200 H510" stroke="#ffffff" stroke-width="6" opacity="0.7"/>` +
      hi('M170 215 L260 215', '#ffffff', 6),
  },
  can: {
    hue: 0,
    sat: 78,
    light: 48,
    draw: (p) =>
      `<path d="M230 120 H410 V400 C410 425 230 425 230 400 Z" fill="${p.main}" ${S}/>` +
      `<ellipse cx="320" cy="120" rx="90" ry="24" fill="#d5dbe1" ${S}/><ellipse cx="320" cy="120" rx="60" ry="13" fill="#b7c0c9"/>` +
      `<rect x="300" y="108" width="40" height="14" rx="7" fill="#8e99a4"/>` +
      `<path d="M230 230 C280 200 360 270 410 230 V300 C360 340 280 270 230 300 Z" fill="#ffffff" opacity="0.9"/>` +
      hi('M255 150 V390', p.light, 12),
  },
  bottle: {
    hue: 15,
    sat: 75,
    light: 50,
    draw: (p) =>
      `<rect x="290" y="70" width="60" height="40" rx="8" fill="${p.dark}" ${S}/>` +
      `<path d="M295 110 H345 V150 C345 180 400 190 400 240 V400 C400 420 385 430 365 430 H275 C255 430 240 420 240 400 V240 C240 190 295 180 295 150 Z" fill="${p.main}" ${S}/>` +
      label(240, 270, 160, 80, '#ffffff') +
      hi('M262 245 V390', p.light, 10),
  },
  'water-bottle': {
    hue: 200,
    sat: 75,
    light: 72,
    draw: (p) =>
      `<rect x="290" y="65" width="60" height="40" rx="8" fill="hsl(205,80%,40%)" ${S}/>` +
      `<path d="M295 105 H345 V140 C345 170 395 180 395 225 V405 C395 425 380 432 360 432 H280 C260 432 245 425 245 405 V225 C245 180 295 170 295 140 Z" fill="${p.light}" ${S}/>` +
      [240, 300, 360].map((y) => `<path d="M247 ${y} H393" stroke="${p.main}" stroke-width="8"/>`).join('') +
      label(245, 262, 150, 60, 'hsl(205,80%,40%)') +
      `<path d="M300 295 c10 -20 20 -20 20 0 c0 12 -20 12 -20 0" fill="#fff"/>`,
  },
  carton: {
    hue: 38,
    sat: 92,
    light: 55,
    draw: (p) =>
      `<path d="M230 150 L270 90 H370 L410 150 Z" fill="${p.light}" ${S}/><rect x="290" y="70" width="36" height="24" rx="6" fill="${p.dark}" ${S}/>` +
      `<rect x="230" y="150" width="180" height="260" rx="8" fill="${p.main}" ${S}/>` +
      `<circle cx="320" cy="275" r="58" fill="#ffffff" ${S}/><circle cx="320" cy="275" r="40" fill="${p.dark}"/>` +
      `<path d="M320 235 C330 215 350 212 360 220" fill="none" stroke="#4e9d3a" stroke-width="9" stroke-linecap="round"/>` +
      `<rect x="250" y="360" width="140" height="22" rx="8" fill="#ffffff" opacity="0.8"/>`,
  },
  loaf: {
    hue: 32,
    sat: 65,
    light: 55,
    draw: (p) =>
      `<path d="M140 330 C130 220 210 170 320 170 C430 170 510 220 500 330 C495 380 450 400 320 400 C190 400 145 380 140 330 Z" fill="${p.main}" ${S}/>` +
      [230, 300, 370, 440]
        .map(
          (x) =>
            `<path d="M${x - 30} 240 C${x - 10} 220 ${x + 10} 215 ${x + 20} 225" fill="none" stroke="${p.light}" stroke-width="12" stroke-linecap="round"/>`,
        )
        .join('') +
      `<path d="M150 340 C220 370 420 370 490 340" fill="none" stroke="${p.dark}" stroke-width="7"/>`,
  },
  flatbread: {
    hue: 38,
    sat: 70,
    light: 70,
    draw: (p, seed) =>
      `<path d="M150 300 C140 190 290 130 410 150 C510 170 520 270 460 330 C400 390 250 400 190 370 C165 355 152 330 150 300 Z" fill="${p.main}" ${S}/>` +
      dots(16, 330, 265, 140, 80, 12, ['hsl(25,55%,35%)', 'hsl(28,60%,48%)'], seed) +
      hi('M200 250 C230 210 290 185 340 180', p.light, 10),
  },
  tin: {
    hue: 4,
    sat: 70,
    light: 48,
    draw: (p) =>
      `<path d="M200 160 H440 V390 C440 420 200 420 200 390 Z" fill="#cfd6dd" ${S}/>` +
      `<ellipse cx="320" cy="160" rx="120" ry="28" fill="#e3e8ec" ${S}/><ellipse cx="320" cy="160" rx="95" ry="18" fill="#c3cbd3"/>` +
      `<path d="M200 205 H440 V365 H200 Z" fill="${p.main}" ${S}/>` +
      `<circle cx="320" cy="285" r="50" fill="#ffffff"/><circle cx="320" cy="285" r="32" fill="${p.dark}"/>` +
      hi('M220 215 V355', p.light, 8),
  },
  jar: {
    hue: 20,
    sat: 75,
    light: 48,
    draw: (p) =>
      `<rect x="225" y="100" width="190" height="55" rx="12" fill="hsl(45,80%,48%)" ${S}/>` +
      `<path d="M215 155 H425 C445 170 445 190 440 210 V385 C440 410 420 420 395 420 H245 C220 420 200 410 200 385 V210 C195 190 195 170 215 155 Z" fill="${p.main}" ${S}/>` +
      label(230, 245, 180, 100, '#fff8e8') +
      `<path d="M265 300 C290 270 350 270 375 300" fill="none" stroke="${p.dark}" stroke-width="9" stroke-linecap="round"/>` +
      hi('M215 200 V380', p.light, 10),
  },
  crisps: {
    hue: 210,
    sat: 70,
    light: 50,
    draw: (p) =>
      `<path d="M200 120 H440 L425 160 C450 240 450 320 425 380 L440 420 H200 L215 380 C190 320 190 240 215 160 Z" fill="${p.main}" ${S}/>` +
      `<path d="M200 120 l12 12 l12 -12 l12 12 l12 -12 l12 12 l12 -12 l12 12 l12 -12 l12 12 l12 -12 l12 12 l12 -12 l12 12 l12 -12 l12 12 l12 -12 l12 12 l12 -12 l12 12 l12 -12" fill="none" stroke="${LINE}" stroke-width="5"/>` +
      `<ellipse cx="320" cy="270" rx="80" ry="62" fill="hsl(45,90%,65%)" ${S}/>` +
      `<path d="M270 255 C300 240 340 240 370 260" fill="none" stroke="hsl(40,80%,45%)" stroke-width="6"/>` +
      hi('M232 180 C225 240 225 310 235 360', p.light, 10),
  },
  biscuit: {
    hue: 32,
    sat: 60,
    light: 60,
    draw: (p) =>
      [0, 1, 2]
        .map(
          (i) =>
            `<ellipse cx="320" cy="${340 - i * 45}" rx="160" ry="50" fill="${p.dark}" ${S}/><ellipse cx="320" cy="${330 - i * 45}" rx="160" ry="50" fill="${p.main}" ${S}/>`,
        )
        .join('') +
      [
        [260, 235],
        [320, 225],
        [380, 235],
        [290, 260],
        [350, 260],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${p.dark}"/>`)
        .join(''),
  },
  chocolate: {
    hue: 18,
    sat: 50,
    light: 30,
    draw: (p) =>
      `<g transform="rotate(-12 320 260)"><rect x="180" y="110" width="280" height="310" rx="14" fill="${p.main}" ${S}/>` +
      [0, 1]
        .flatMap((c) =>
          [0, 1, 2].map(
            (r) => `<rect x="${200 + c * 125}" y="${130 + r * 75}" width="115" height="62" rx="8" fill="${p.light}" opacity="0.45"/>`,
          ),
        )
        .join('') +
      `<path d="M175 330 H465 V425 H175 Z" fill="hsl(350,70%,45%)" ${S}/><rect x="175" y="320" width="290" height="18" fill="hsl(45,80%,60%)" ${S}/></g>`,
  },
  nuts: {
    hue: 30,
    sat: 55,
    light: 55,
    draw: (p) =>
      `<path d="M145 255 H495 C490 350 410 400 320 400 C230 400 150 350 145 255 Z" fill="hsl(28,35%,86%)" ${S}/>` +
      [
        [200, 230, -20],
        [260, 215, 15],
        [320, 225, -35],
        [380, 215, 30],
        [440, 230, -10],
        [235, 180, 40],
        [300, 170, -15],
        [365, 175, 20],
        [330, 130, 60],
      ]
        .map(([x, y, a]) => `<ellipse cx="${x}" cy="${y}" rx="38" ry="24" fill="${p.main}" ${S} transform="rotate(${a} ${x} ${y})"/>`)
        .join(''),
  },
};

export const MOTIF_NAMES = Object.keys(MOTIFS) as Motif[];

function drawMotif(art: ArtSpec, seed: number): string {
  const m = MOTIFS[art.motif];
  return m.draw(paint(art.hue ?? m.hue, m.sat, m.light), seed);
}

// ---------------------------------------------------------------------------------------------
// Text

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** FNV-1a: a small stable hash for seeds and jitter. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const PACK_SUFFIX = /,?\s*(?:\d+\s*x\s*)?\d+(?:\.\d+)?\s*(?:kg|g|ml|l|litres?|pints?)$|,?\s*x\s*\d+$/i;

/**
 * The name as printed on the tile: without a trailing pack size. Pictures carry no pack size: the
 * product page draws the chosen pack over the picture, so it follows the chosen option.
 */
export function shortName(name: string): string {
  return name.replace(PACK_SUFFIX, '').trim();
}

/** Greedy word wrap to at most `maxLines` lines of about `width` characters. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    if (!cur) cur = w;
    else if (cur.length + 1 + w.length <= width) cur += ` ${w}`;
    else {
      lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

/** Centred multi-line title that fits `maxWidth` px (DejaVu Sans Bold ≈ 0.6 em per char). */
function title(text: string, cx: number, top: number, maxWidth: number, colour: string, maxSize: number, maxLines = 3): string {
  let size = maxSize;
  let lines = wrap(text, Math.floor(maxWidth / (size * 0.6)), maxLines);
  while (size > 26 && (lines.length > 2 || Math.max(...lines.map((l) => l.length)) * size * 0.6 > maxWidth)) {
    size -= 3;
    lines = wrap(text, Math.floor(maxWidth / (size * 0.6)), maxLines);
  }
  const lh = size * 1.18;
  return lines
    .map(
      (l, i) =>
        `<text x="${cx}" y="${(top + size + i * lh).toFixed(1)}" font-family="${FONT}" font-weight="bold" font-size="${size}" text-anchor="middle" fill="${colour}">${esc(l)}</text>`,
    )
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Servings: what a motif sits on and what lies beside it, so products with one motif look apart.

const BASES = ['none', 'plate', 'board', 'paper', 'slate'] as const;
const GARNISHES = ['none', 'herbs', 'lemon', 'chilli', 'sparkles'] as const;
/** How many different servings one motif has (bases x garnishes x two facings). */
export const SERVINGS = BASES.length * GARNISHES.length * 2;

export interface Serving {
  base: (typeof BASES)[number];
  garnish: (typeof GARNISHES)[number];
  mirrored: boolean;
}

/** The serving of a variant number; variants 0..SERVINGS-1 are all different. */
export function servingOf(variant = 0): Serving {
  const v = ((Math.floor(variant) % SERVINGS) + SERVINGS) % SERVINGS;
  return {
    base: BASES[v % BASES.length]!,
    garnish: GARNISHES[Math.floor(v / BASES.length) % GARNISHES.length]!,
    mirrored: v >= BASES.length * GARNISHES.length,
  };
}

/** What tells two product pictures apart at a glance: the motif and its serving (not the title). */
export function pictureKey(art: ArtSpec): string {
  const s = servingOf(art.variant);
  return `${art.motif}/${s.base}/${s.garnish}/${s.mirrored ? 'left' : 'right'}`;
}

function baseSvg(base: Serving['base']): string {
  switch (base) {
    case 'plate':
      return (
        `<ellipse cx="320" cy="350" rx="255" ry="78" fill="#ffffff" ${S}/>` +
        `<ellipse cx="320" cy="346" rx="190" ry="52" fill="none" stroke="#e4ddd2" stroke-width="6"/>`
      );
    case 'board':
      return (
        `<rect x="70" y="292" width="470" height="120" rx="26" fill="#c8915a" ${S}/>` +
        `<rect x="540" y="330" width="50" height="44" rx="14" fill="#c8915a" ${S}/>` +
        `<path d="M100 330 h400 M110 372 h360" stroke="#a9743f" stroke-width="6" stroke-linecap="round"/>`
      );
    case 'paper':
      return (
        `<path d="M96 300 L548 268 L572 404 L120 432 Z" fill="#f4ead2" ${S}/>` +
        `<path d="M130 330 L540 302 M136 370 L548 342" stroke="#e0cfa8" stroke-width="5"/>`
      );
    case 'slate':
      return `<rect x="84" y="300" width="472" height="108" rx="12" fill="#4a4f57" ${S}/>`;
    default:
      return '';
  }
}

function garnishSvg(garnish: Serving['garnish']): string {
  switch (garnish) {
    case 'herbs':
      return (
        `<path d="M86 420 Q120 360 160 330" fill="none" stroke="#2f6b2a" stroke-width="7" stroke-linecap="round"/>` +
        `<ellipse cx="112" cy="372" rx="22" ry="12" fill="#4f9a3f" transform="rotate(-50 112 372)" ${S}/>` +
        `<ellipse cx="146" cy="346" rx="22" ry="12" fill="#5cab4a" transform="rotate(20 146 346)" ${S}/>` +
        `<ellipse cx="100" cy="404" rx="20" ry="11" fill="#4f9a3f" transform="rotate(40 100 404)" ${S}/>`
      );
    case 'lemon':
      return (
        `<path d="M470 416 A56 56 0 0 1 582 416 Z" fill="#f6d33c" ${S}/>` +
        `<path d="M484 412 A42 42 0 0 1 568 412 Z" fill="#fbe98a"/>` +
        `<path d="M526 412 V374 M526 412 L500 384 M526 412 L552 384" stroke="#f6d33c" stroke-width="4"/>`
      );
    case 'chilli':
      return (
        `<path d="M470 408 Q530 430 580 372 Q560 420 484 426 Z" fill="#d6301f" ${S}/>` +
        `<path d="M580 372 q10 -14 4 -26" fill="none" stroke="#2f6b2a" stroke-width="7" stroke-linecap="round"/>`
      );
    case 'sparkles':
      return [
        [96, 110, 18],
        [548, 96, 24],
        [574, 180, 12],
      ]
        .map(
          ([x, y, r]) =>
            `<path d="M${x} ${y! - r!} L${x! + r! * 0.3} ${y! - r! * 0.3} L${x! + r!} ${y} L${x! + r! * 0.3} ${y! + r! * 0.3} L${x} ${y! + r!} L${x! - r! * 0.3} ${y! + r! * 0.3} L${x! - r!} ${y} L${x! - r! * 0.3} ${y! - r! * 0.3} Z" fill="#ffffff" stroke="${LINE}" stroke-width="4" stroke-linejoin="round"/>`,
        )
        .join('');
    default:
      return '';
  }
}

// ---------------------------------------------------------------------------------------------
// Compositions

export interface ProductArt {
  name: string;
  art: ArtSpec;
  /** Route of the product's top-level category: picks the palette. */
  theme: string;
}

export function productSvg(p: ProductArt): string {
  const t = themeFor(p.theme);
  const seed = hash32(p.name);
  // A little per-product hue jitter keeps neighbouring tiles from looking identical.
  const art: ArtSpec = { ...p.art, hue: (p.art.hue ?? MOTIFS[p.art.motif].hue) + ((seed % 13) - 6) };
  const serving = servingOf(p.art.variant);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">` +
    `<rect width="640" height="640" fill="${t.bg}"/>` +
    `<circle cx="320" cy="250" r="210" fill="${t.blob}"/>` +
    baseSvg(serving.base) +
    `<g transform="${serving.mirrored ? 'translate(624 -8) scale(-0.95 0.95)' : 'translate(16 -8) scale(0.95)'}">${drawMotif(art, seed)}</g>` +
    garnishSvg(serving.garnish) +
    title(p.art.label ?? shortName(p.name), 320, 452, 580, t.ink, 42) +
    `</svg>`
  );
}

export function categorySvg(c: { name: string; art: ArtSpec; theme: string }): string {
  const t = themeFor(c.theme);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">` +
    `<rect width="640" height="640" fill="${t.bg}"/>` +
    `<circle cx="320" cy="260" r="230" fill="${t.blob}"/>` +
    `<g transform="translate(32 20) scale(0.9)">${drawMotif(c.art, hash32(c.name))}</g>` +
    `<rect x="0" y="470" width="640" height="170" fill="${t.accent}"/>` +
    title(c.art.label ?? c.name, 320, 488, 590, '#ffffff', 54, 2) +
    `</svg>`
  );
}

export function brandLogoSvg(name: string): string {
  const h = hash32(name) % 360;
  const colour = `hsl(${h},55%,32%)`;
  // Text runs from x=68 to x=292; DejaVu Sans Bold is about 0.62 em per character.
  const size = Math.min(26, Math.floor(224 / (name.length * 0.62)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80" viewBox="0 0 300 80">` +
    `<rect x="2" y="2" width="296" height="76" rx="14" fill="#ffffff" stroke="${colour}" stroke-width="3"/>` +
    `<circle cx="38" cy="40" r="20" fill="${colour}"/>` +
    `<text x="38" y="48" font-family="${FONT}" font-weight="bold" font-size="22" text-anchor="middle" fill="#ffffff">${esc(name.charAt(0))}</text>` +
    `<text x="180" y="${(40 + size * 0.36).toFixed(1)}" font-family="${FONT}" font-weight="bold" font-size="${size}" text-anchor="middle" fill="${colour}">${esc(name)}</text>` +
    `</svg>\n`
  );
}

/** The store's wordmark: a small cleaver crossed with a leaf, then "Larder". */
export function storeLogoSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="Larder">` +
    `<g fill="#a51318">` +
    // cleaver: blade with a hanging hole, handle to the right
    `<path d="M2 12 H24 V28 C17 31 8 31 2 28 Z"/>` +
    `<rect x="24" y="15" width="14" height="6" rx="3"/>` +
    `<circle cx="7" cy="17" r="2" fill="#ffffff"/>` +
    // leaf sprouting above the handle
    `<path d="M26 13 C25 6 30 2 38 2 C39 9 34 13 26 13 Z" opacity="0.8"/>` +
    `</g>` +
    `<path d="M27 12 C30 9 33 6 36 4" stroke="#ffffff" stroke-width="1" fill="none"/>` +
    `<text x="48" y="29" font-family="${FONT}" font-weight="bold" font-size="24" fill="#a51318">Larder</text>` +
    `</svg>\n`
  );
}

export function emptyCartSvg(): string {
  const st = 'fill="none" stroke="#a51318" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="200" viewBox="0 0 240 200">` +
    `<path d="M20 40 H52 L78 140 H186 L210 66 H62" ${st}/>` +
    `<path d="M86 108 H196" ${st} opacity="0.5"/>` +
    `<circle cx="92" cy="168" r="12" ${st}/><circle cx="172" cy="168" r="12" ${st}/>` +
    `<path d="M110 30 C120 14 140 14 150 30" ${st} stroke-dasharray="4 10"/>` +
    `</svg>\n`
  );
}

export function emptyWishlistSvg(): string {
  const st = 'fill="none" stroke="#a51318" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="200" viewBox="0 0 240 200">` +
    `<path d="M120 176 C60 134 30 104 30 70 C30 44 50 26 74 26 C94 26 110 38 120 56 C130 38 146 26 166 26 C190 26 210 44 210 70 C210 104 180 134 120 176 Z" ${st}/>` +
    `<path d="M70 62 C74 52 82 48 90 48" ${st} opacity="0.5"/>` +
    `</svg>\n`
  );
}

/** Sign-in modal art: a butcher & grocer counter under a striped awning. */
export function loginSceneSvg(): string {
  const stripe = Array.from({ length: 8 }, (_, i) => `<rect x="${i * 100}" y="0" width="50" height="150" fill="#ffffff"/>`).join('');
  const scallop = Array.from(
    { length: 16 },
    (_, i) => `<path d="M${i * 50} 150 a25 25 0 0 0 50 0 z" fill="${i % 2 ? '#ffffff' : '#a51318'}"/>`,
  ).join('');
  const jar = (x: number, hue: number) =>
    `<rect x="${x}" y="330" width="70" height="16" rx="4" fill="#5a4636"/><rect x="${x + 4}" y="346" width="62" height="84" rx="10" fill="hsl(${hue},62%,50%)" stroke="${LINE}" stroke-width="4"/><rect x="${x + 14}" y="372" width="42" height="30" rx="5" fill="#fffaf0"/>`;
  const motif = (m: Motif, x: number, y: number, k: number) =>
    `<g transform="translate(${x} ${y}) scale(${k}) translate(-320 -260)">${drawMotif({ motif: m }, 3)}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">` +
    `<rect width="800" height="1000" fill="#f6efe4"/>` +
    // tiled wall
    Array.from({ length: 10 }, (_, r) => `<path d="M0 ${200 + r * 50} H800" stroke="#e4d8c6" stroke-width="3"/>`).join('') +
    Array.from({ length: 9 }, (_, c) => `<path d="M${c * 100 + (c % 2) * 50} 200 V700" stroke="#ece2d3" stroke-width="3"/>`).join('') +
    // awning
    `<rect width="800" height="150" fill="#a51318"/>${stripe}${scallop}` +
    `<text x="400" y="290" font-family="${FONT}" font-weight="bold" font-size="72" text-anchor="middle" fill="#a51318">Larder</text>` +
    `<text x="400" y="330" font-family="${FONT}" font-size="26" text-anchor="middle" fill="#6b4b3a">BUTCHER · GROCER · LONDON E1</text>` +
    // shelf of jars
    `<rect x="60" y="430" width="680" height="16" rx="4" fill="#8a6a4a"/>` +
    [95, 200, 305, 420, 525, 630].map((x, i) => jar(x, [22, 45, 5, 140, 30, 350][i] ?? 30)).join('') +
    // counter with glass display
    `<rect x="40" y="560" width="720" height="220" rx="16" fill="#dfeef5" stroke="${LINE}" stroke-width="5"/>` +
    `<rect x="60" y="700" width="680" height="20" fill="#ffffff" opacity="0.6"/>` +
    motif('steak', 150, 650, 0.42) +
    motif('chop', 300, 650, 0.42) +
    motif('sausage', 460, 650, 0.42) +
    motif('whole-bird', 620, 650, 0.42) +
    `<rect x="20" y="780" width="760" height="220" fill="#7a5638"/>` +
    Array.from({ length: 6 }, (_, i) => `<path d="M${20 + i * 127} 780 V1000" stroke="#6a4a30" stroke-width="4"/>`).join('') +
    motif('leaf', 110, 830, 0.35) +
    motif('apple', 690, 840, 0.3) +
    `</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Rendering and writing

/** Renders an SVG once at sizes[0] and downsizes that raster for the other sizes. */
export async function svgToWebp(svg: string, sizes: number[]): Promise<Buffer[]> {
  const [first, ...rest] = sizes;
  if (!first) return [];
  const { data, info } = await sharp()(Buffer.from(svg)).resize(first, first, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  return Promise.all([
    sharp()(data, raw).webp(WEBP).toBuffer(),
    ...rest.map((s) =>
      sharp()(data, raw)
        .resize(s, Math.round((s * info.height) / info.width))
        .webp(WEBP)
        .toBuffer(),
    ),
  ]);
}

/** One unit of media work: files (relative to the media dir) rendered together. */
export interface MediaJob {
  files: string[];
  /** Content hash of everything that decides the files' bytes. */
  hash: string;
  render(): Promise<(Buffer | string)[]>;
}

function digest(...parts: string[]): string {
  const h = createHash('sha256');
  h.update(ART_VERSION);
  for (const p of parts) h.update(`\0${p}`);
  return h.digest('hex').slice(0, 24);
}

export function productImageUrl(route: string): string {
  return `/media/products/${route}`;
}

export function categoryImageUrls(route: string): { image: string; mobile_image: string } {
  const x = slugify(route);
  return { image: `/media/categories/${x}-640.webp`, mobile_image: `/media/categories/${x}-320.webp` };
}

export function brandLogoUrl(route: string): string {
  return `/media/brands/${route}.svg`;
}

export function productImageJob(route: string, p: ProductArt): MediaJob {
  const svg = productSvg(p);
  return {
    files: [`products/${route}-640.webp`, `products/${route}-320.webp`],
    hash: digest(svg, '640,320'),
    render: () => svgToWebp(svg, [640, 320]),
  };
}

export function categoryImageJob(route: string, c: { name: string; art: ArtSpec; theme: string }): MediaJob {
  const svg = categorySvg(c);
  const x = slugify(route);
  return {
    files: [`categories/${x}-640.webp`, `categories/${x}-320.webp`],
    hash: digest(svg, '640,320'),
    render: () => svgToWebp(svg, [640, 320]),
  };
}

export function brandLogoJob(route: string, name: string): MediaJob {
  const svg = brandLogoSvg(name);
  return { files: [`brands/${route}.svg`], hash: digest(svg), render: () => Promise.resolve([svg]) };
}

/**
 * Store branding. The logo comes last on purpose: callers use its presence as the cheap
 * "media is complete" check.
 */
export function storeBrandingJobs(): MediaJob[] {
  const login = loginSceneSvg();
  const cart = emptyCartSvg();
  const wish = emptyWishlistSvg();
  const logo = storeLogoSvg();
  return [
    {
      files: ['brand/login.webp'],
      hash: digest(login),
      render: async () => [await sharp()(Buffer.from(login)).webp(WEBP).toBuffer()],
    },
    { files: ['brand/empty-cart.svg'], hash: digest(cart), render: () => Promise.resolve([cart]) },
    { files: ['brand/empty-wishlist.svg'], hash: digest(wish), render: () => Promise.resolve([wish]) },
    { files: [STORE_LOGO_FILE], hash: digest(logo), render: () => Promise.resolve([logo]) },
  ];
}

const MANIFEST = '.media-manifest.json';

function readManifest(mediaDir: string): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(path.join(mediaDir, MANIFEST), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Runs media jobs with bounded concurrency, skipping a job when the manifest holds its hash and
 * its files exist. Jobs listed last are written last (see storeBrandingJobs).
 */
export async function writeMedia(
  mediaDir: string,
  jobs: MediaJob[],
  opts: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<{ written: number; skipped: number }> {
  const manifest = readManifest(mediaDir);
  for (const dir of new Set(jobs.flatMap((j) => j.files.map((f) => path.dirname(path.join(mediaDir, f))))))
    fs.mkdirSync(dir, { recursive: true });
  const todo: MediaJob[] = [];
  let skipped = 0;
  for (const j of jobs) {
    const key = j.files[0] ?? '';
    if (manifest[key] === j.hash && j.files.every((f) => fs.existsSync(path.join(mediaDir, f)))) skipped++;
    else todo.push(j);
  }
  // The last job (the logo) waits until everything else is on disk.
  const last = todo.length && todo[todo.length - 1] === jobs[jobs.length - 1] ? todo.pop() : undefined;
  let done = skipped;
  const total = jobs.length;
  opts.onProgress?.(done, total);
  const run = async (j: MediaJob) => {
    const out = await j.render();
    await Promise.all(j.files.map((f, i) => fs.promises.writeFile(path.join(mediaDir, f), out[i] ?? '')));
    manifest[j.files[0] ?? ''] = j.hash;
    done++;
    opts.onProgress?.(done, total);
  };
  let next = 0;
  try {
    const workers = Array.from({ length: Math.min(opts.concurrency ?? 4, todo.length) }, async () => {
      while (next < todo.length) {
        const j = todo[next++];
        if (j) await run(j);
      }
    });
    await Promise.all(workers);
    if (last) await run(last);
  } finally {
    fs.writeFileSync(path.join(mediaDir, MANIFEST), JSON.stringify(manifest));
  }
  return { written: todo.length + (last ? 1 : 0), skipped };
}
