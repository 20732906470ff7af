/**
 * Generated demo assets: product pictures drawn as SVG and rasterised with sharp, and one-page PDF
 * documents. Both are deterministic: the same input always gives the same bytes, and nothing is
 * downloaded (only the generic 'sans-serif' font is used).
 */
import sharp from 'sharp';
import { mulberry32 } from './demo-catalogue';
import type { DemoImage } from './types';

/** twice the shop's 620 x 761 image size */
export const DEMO_IMAGE_WIDTH = 1240;
export const DEMO_IMAGE_HEIGHT = 1522;

const W = DEMO_IMAGE_WIDTH;
const H = DEMO_IMAGE_HEIGHT;
/**
 * The drawing's height, centred in the picture. No caption: a text in the picture would be Dutch on
 * the English and German pages too; the page names the product in its own language (alt text).
 */
const AREA = 1260;

type Rand = () => number;

/** The same pictures every run: mulberry32 seeded with a hash (FNV-1a) of the text. */
function seeded(text: string): Rand {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return mulberry32(h >>> 0);
}

function rgb(hex: string): [number, number, number] {
    const clean = /^#[0-9a-fA-F]{6}$/.test(hex) ? hex : '#b08a5a';
    return [1, 3, 5].map(i => parseInt(clean.slice(i, i + 2), 16)) as [number, number, number];
}

/** amount > 0 lightens towards white, < 0 darkens towards black */
function shade(hex: string, amount: number): string {
    const target = amount > 0 ? 255 : 0;
    const a = Math.abs(amount);
    return `#${rgb(hex).map(v => Math.round(v + (target - v) * a).toString(16).padStart(2, '0')).join('')}`;
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** wavy grain lines along a rectangle (vertical: lines run top to bottom) */
function grain(x: number, y: number, w: number, h: number, color: string, rand: Rand, vertical: boolean, count = 7): string {
    const stroke = shade(color, -0.35);
    let out = '';
    for (let i = 0; i < count; i++) {
        const offset = (i + 0.5 + (rand() - 0.5) * 0.6) / count;
        const amp = 4 + rand() * 14;
        const waves = 2 + Math.floor(rand() * 3);
        const pts: string[] = [];
        for (let s = 0; s <= waves * 4; s++) {
            const t = s / (waves * 4);
            const wobble = Math.sin(t * Math.PI * 2 * waves + i) * amp;
            pts.push(vertical ? `${f(x + offset * w + wobble)},${f(y + t * h)}` : `${f(x + t * w)},${f(y + offset * h + wobble)}`);
        }
        out += `<polyline points="${pts.join(' ')}" fill="none" stroke="${stroke}" stroke-opacity="${f(0.18 + rand() * 0.2)}" stroke-width="${f(2 + rand() * 3)}"/>`;
    }
    if (rand() < 0.6) {
        const kx = x + w * (0.2 + rand() * 0.6);
        const ky = y + h * (0.2 + rand() * 0.6);
        const r = Math.min(w, h) * (0.06 + rand() * 0.05);
        out += `<ellipse cx="${f(kx)}" cy="${f(ky)}" rx="${f(vertical ? r : r * 1.8)}" ry="${f(vertical ? r * 1.8 : r)}" fill="${shade(color, -0.45)}" fill-opacity="0.55"/>`;
    }
    return out;
}

function plank(x: number, y: number, w: number, h: number, color: string, rand: Rand, vertical: boolean): string {
    const tone = shade(color, (rand() - 0.5) * 0.22);
    return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="6" fill="${tone}"/>${grain(x, y, w, h, tone, rand, vertical)}`;
}

/** concentric year rings around a pith, clipped to a rectangle */
function endGrain(id: string, x: number, y: number, w: number, h: number, color: string, rand: Rand): string {
    const face = shade(color, 0.22);
    const cx = x + w * (0.35 + rand() * 0.3);
    const cy = y + h * (0.35 + rand() * 0.3);
    let rings = '';
    const max = Math.hypot(w, h);
    for (let r = 10 + rand() * 10; r < max; r += 12 + rand() * 16) {
        rings += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${shade(color, -0.25)}" stroke-opacity="0.5" stroke-width="${f(2 + rand() * 2)}"/>`;
    }
    const crack = `<path d="M${f(cx)},${f(cy)} L${f(cx + (rand() - 0.5) * w * 0.8)},${f(y + (rand() < 0.5 ? 0 : h))}" stroke="${shade(color, -0.6)}" stroke-width="4"/>`;
    return `<clipPath id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/></clipPath><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${face}"/><g clip-path="url(#${id})">${rings}${crack}</g>`;
}

function decking(c: string, rand: Rand): string {
    const n = 5 + Math.floor(rand() * 3);
    const gap = 16;
    const bw = (W - 120 - gap * (n - 1)) / n;
    let out = `<rect x="40" y="40" width="${W - 80}" height="${AREA - 80}" fill="${shade(c, -0.7)}"/>`;
    for (let i = 0; i < n; i++) {
        const x = 60 + i * (bw + gap);
        out += plank(x, 60, bw, AREA - 120, c, rand, true);
        for (let g = 1; g < 6; g++) out += `<line x1="${f(x + (g * bw) / 6)}" y1="60" x2="${f(x + (g * bw) / 6)}" y2="${AREA - 60}" stroke="${shade(c, -0.4)}" stroke-opacity="0.45" stroke-width="5"/>`;
        const joint = 160 + rand() * (AREA - 400);
        out += `<line x1="${f(x)}" y1="${f(joint)}" x2="${f(x + bw)}" y2="${f(joint)}" stroke="${shade(c, -0.7)}" stroke-width="${gap / 2}"/>`;
    }
    return out;
}

function boards(c: string, rand: Rand): string {
    let out = '';
    const n = 3 + Math.floor(rand() * 2);
    const bh = (AREA - 260) / n;
    for (let i = 0; i < n; i++) {
        const y = 130 + i * bh;
        const inset = rand() * 120;
        out += plank(260 + inset, y, W - 320 - inset, bh - 30, c, rand, false);
        out += endGrain(`eg${i}`, 120 + inset, y, 140, bh - 30, c, rand);
    }
    return out;
}

function beam(c: string, rand: Rand): string {
    const s = 700;
    const x = (W - s) / 2 - 60;
    const y = 300;
    const depth = 200;
    return (
        `<polygon points="${x},${y} ${x + depth},${y - depth} ${x + s + depth},${y - depth} ${x + s},${y}" fill="${shade(c, -0.1)}"/>` +
        grain(x + depth / 2, y - depth, s, depth, c, rand, false, 4) +
        `<polygon points="${x + s},${y} ${x + s + depth},${y - depth} ${x + s + depth},${y + s - depth} ${x + s},${y + s}" fill="${shade(c, -0.3)}"/>` +
        endGrain('beam', x, y, s, s, c, rand)
    );
}

function posts(c: string, rand: Rand, round: boolean, pointed: boolean): string {
    let out = '';
    const n = 3;
    const pw = 220;
    for (let i = 0; i < n; i++) {
        const x = 170 + i * 320;
        const top = 140 + rand() * 200;
        const bottom = AREA - 80;
        if (round) {
            out += `<linearGradient id="pg${i}" x1="0" x2="1"><stop offset="0" stop-color="${shade(c, -0.3)}"/><stop offset="0.45" stop-color="${shade(c, 0.15)}"/><stop offset="1" stop-color="${shade(c, -0.4)}"/></linearGradient>`;
            out += pointed
                ? `<path d="M${x},${f(top)} L${x + pw},${f(top)} L${x + pw},${bottom - 160} L${x + pw / 2},${bottom} L${x},${bottom - 160} Z" fill="url(#pg${i})"/>`
                : `<path d="M${x},${f(top)} L${x + pw},${f(top)} L${x + pw},${bottom} A${pw / 2},34 0 0 1 ${x},${bottom} Z" fill="url(#pg${i})"/>`;
            for (let k = 0; k < 4; k++) {
                const ky = top + 80 + rand() * (bottom - top - 320);
                out += `<ellipse cx="${f(x + pw * (0.25 + rand() * 0.5))}" cy="${f(ky)}" rx="10" ry="16" fill="${shade(c, -0.45)}" fill-opacity="0.5"/>`;
            }
            out += `<ellipse cx="${x + pw / 2}" cy="${f(top)}" rx="${pw / 2}" ry="34" fill="${shade(c, 0.25)}" stroke="${shade(c, -0.3)}" stroke-width="3"/>`;
        } else {
            out += plank(x, top, pw, bottom - top, c, rand, true);
            out += `<polygon points="${x},${f(top)} ${x + 60},${f(top - 50)} ${x + pw + 60},${f(top - 50)} ${x + pw},${f(top)}" fill="${shade(c, 0.25)}"/>`;
            out += `<polygon points="${x + pw},${f(top)} ${x + pw + 60},${f(top - 50)} ${x + pw + 60},${bottom - 50} ${x + pw},${bottom}" fill="${shade(c, -0.3)}"/>`;
        }
    }
    return out;
}

function cladding(c: string, rand: Rand): string {
    let out = `<rect x="60" y="60" width="${W - 120}" height="${AREA - 120}" fill="${shade(c, -0.6)}"/>`;
    const rows = 9;
    const rh = (AREA - 120) / rows;
    for (let i = 0; i < rows; i++) {
        const y = 60 + i * rh;
        out += plank(60, y, W - 120, rh + 8, c, rand, false);
        out += `<rect x="60" y="${f(y + rh - 14)}" width="${W - 120}" height="14" fill="${shade(c, -0.5)}" fill-opacity="0.7"/>`;
        const joint = 200 + rand() * (W - 400);
        out += `<line x1="${f(joint)}" y1="${f(y)}" x2="${f(joint)}" y2="${f(y + rh - 14)}" stroke="${shade(c, -0.55)}" stroke-width="4"/>`;
    }
    return out;
}

function fence(c: string, rand: Rand): string {
    let out = `<rect x="0" y="${AREA - 160}" width="${W}" height="160" fill="#7c9a5a"/>`;
    out += plank(80, 160, 110, AREA - 260, shade(c, -0.15), rand, true) + plank(W - 190, 160, 110, AREA - 260, shade(c, -0.15), rand, true);
    const n = 8;
    const sw = (W - 400) / n;
    for (let i = 0; i < n; i++) out += plank(200 + i * sw, 240, sw - 10, AREA - 420, c, rand, true);
    out += plank(190, 270, W - 380, 60, shade(c, -0.1), rand, false) + plank(190, AREA - 290, W - 380, 60, shade(c, -0.1), rand, false);
    return out;
}

function accessory(c: string, rand: Rand, label: string): string {
    const liquid = /olie|reiniger|sealer|oil|öl/i.test(label);
    const roll = /doek|vlies|fabric/i.test(label);
    if (liquid) {
        const x = 370;
        return (
            `<rect x="${x}" y="330" width="500" height="700" rx="30" fill="${shade(c, -0.1)}"/>` +
            `<ellipse cx="${x + 250}" cy="330" rx="250" ry="60" fill="${shade(c, 0.3)}"/>` +
            `<rect x="${x + 40}" y="520" width="420" height="300" rx="10" fill="#fbf6ec"/>` +
            `<circle cx="${x + 250}" cy="670" r="90" fill="${c}"/>` +
            `<path d="M${x + 170},300 Q${x + 250},${150 + rand() * 40} ${x + 330},300" fill="none" stroke="#555" stroke-width="16"/>`
        );
    }
    if (roll) {
        return `<rect x="300" y="380" width="640" height="520" fill="${c}"/><ellipse cx="300" cy="640" rx="110" ry="260" fill="${shade(c, 0.25)}"/><ellipse cx="300" cy="640" rx="35" ry="80" fill="${shade(c, -0.5)}"/><ellipse cx="940" cy="640" rx="110" ry="260" fill="${c}"/>`;
    }
    const box = '#c9a36b';
    let screw = `<ellipse cx="860" cy="330" rx="120" ry="44" fill="${shade(c, 0.2)}" stroke="${shade(c, -0.4)}" stroke-width="4"/>`;
    screw += `<rect x="830" y="340" width="60" height="640" fill="${c}"/><polygon points="830,980 890,980 860,1080" fill="${c}"/>`;
    for (let y = 420; y < 980; y += 34) screw += `<line x1="822" y1="${y}" x2="898" y2="${y - 18}" stroke="${shade(c, -0.45)}" stroke-width="6"/>`;
    return (
        `<polygon points="140,560 640,560 720,480 220,480" fill="${shade(box, 0.2)}"/><rect x="140" y="560" width="500" height="520" fill="${box}"/>` +
        `<polygon points="640,560 720,480 720,1000 640,1080" fill="${shade(box, -0.25)}"/><rect x="200" y="680" width="380" height="220" fill="#fbf6ec"/>` +
        `<rect x="230" y="720" width="${f(200 + rand() * 100)}" height="26" fill="${shade(c, -0.3)}"/>` +
        screw
    );
}

function profile(c: string, rand: Rand, label: string): string {
    const stroke = '#2d2a26';
    const x = 220;
    const y = 430;
    const w = 800;
    const h = 200 + Math.floor(rand() * 40);
    let shape: string;
    if (/rhombus/i.test(label)) shape = `M${x + 120},${y} L${x + w},${y} L${x + w - 120},${y + h} L${x},${y + h} Z`;
    else if (/zweeds|shiplap/i.test(label)) shape = `M${x},${y + 40} L${x + w - 80},${y} L${x + w - 80},${y + h * 0.55} L${x + w},${y + h * 0.55} L${x + w},${y + h} L${x},${y + h} Z`;
    else if (/tand|tongue/i.test(label))
        shape = `M${x},${y} L${x + w},${y} L${x + w},${y + h * 0.35} L${x + w + 60},${y + h * 0.35} L${x + w + 60},${y + h * 0.65} L${x + w},${y + h * 0.65} L${x + w},${y + h} L${x},${y + h} L${x},${y + h * 0.65} L${x + 60},${y + h * 0.65} L${x + 60},${y + h * 0.35} L${x},${y + h * 0.35} Z`;
    else if (/clip/i.test(label)) shape = `M${x},${y} L${x + w},${y} L${x + w},${y + h * 0.4} L${x + w - 40},${y + h * 0.4} L${x + w - 40},${y + h * 0.6} L${x + w},${y + h * 0.6} L${x + w},${y + h} L${x},${y + h} L${x},${y + h * 0.6} L${x + 40},${y + h * 0.6} L${x + 40},${y + h * 0.4} L${x},${y + h * 0.4} Z`;
    else {
        const teeth = /geribbeld|ribbed/i.test(label) ? 16 : 6;
        const depth = teeth > 10 ? 12 : 30;
        let d = `M${x},${y + h} L${x},${y}`;
        const step = w / teeth;
        for (let i = 0; i < teeth; i++) d += ` L${f(x + i * step + step * 0.3)},${y} L${f(x + i * step + step * 0.3)},${y + depth} L${f(x + i * step + step * 0.7)},${y + depth} L${f(x + i * step + step * 0.7)},${y}`;
        shape = `${d} L${x + w},${y} L${x + w},${y + h} Z`;
    }
    const arrow = (x1: number, y1: number, x2: number, y2: number) =>
        `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="3" marker-start="url(#a)" marker-end="url(#a)"/>`;
    return (
        `<rect x="0" y="0" width="${W}" height="${AREA}" fill="#ffffff"/>` +
        `<defs><marker id="a" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${stroke}"/></marker>` +
        `<pattern id="hatch" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="24" stroke="${shade(c, -0.3)}" stroke-width="6"/></pattern></defs>` +
        `<path d="${shape}" fill="${shade(c, 0.45)}" stroke="${stroke}" stroke-width="7" stroke-linejoin="round"/>` +
        `<path d="${shape}" fill="url(#hatch)" fill-opacity="0.35"/>` +
        arrow(x, y + h + 120, x + w, y + h + 120) +
        arrow(x - 90, y, x - 90, y + h) +
        `<line x1="${x}" y1="${y + h + 20}" x2="${x}" y2="${y + h + 140}" stroke="${stroke}" stroke-width="2"/><line x1="${x + w}" y1="${y + h + 20}" x2="${x + w}" y2="${y + h + 140}" stroke="${stroke}" stroke-width="2"/>` +
        `<rect x="80" y="80" width="${W - 160}" height="${AREA - 160}" fill="none" stroke="#d0cbc2" stroke-width="4" stroke-dasharray="18 12"/>`
    );
}

function composition(c: string, rand: Rand): string {
    let out = '';
    for (let i = 0; i < 5; i++) {
        const y = 700 + i * 90;
        out += `<polygon points="120,${y} 820,${y} 980,${y - 120} 280,${y - 120}" fill="${shade(c, 0.15 - i * 0.05)}"/>`;
        out += plank(120, y, 700, 80, c, rand, false);
        out += endGrain(`ce${i}`, 820, y - 30, 160, 110, c, rand);
    }
    out += endGrain('cb', 760, 160, 360, 360, c, rand);
    out += `<circle cx="300" cy="360" r="170" fill="${shade(c, 0.2)}"/><circle cx="300" cy="360" r="120" fill="none" stroke="${shade(c, -0.3)}" stroke-width="8"/><circle cx="300" cy="360" r="60" fill="none" stroke="${shade(c, -0.3)}" stroke-width="6"/>`;
    return out;
}

export function demoImageSvg(image: DemoImage): string {
    const rand = seeded(`${image.key}|${image.kind}|${image.color}`);
    const c = /^#[0-9a-fA-F]{6}$/.test(image.color) ? image.color : '#b08a5a';
    const round = image.label.includes('Ø');
    const pointed = /gepunt|pointed|angespitzt/i.test(image.label);
    const body: Record<DemoImage['kind'], () => string> = {
        decking: () => decking(c, rand),
        board: () => boards(c, rand),
        beam: () => beam(c, rand),
        post: () => posts(c, rand, round || pointed, pointed),
        cladding: () => cladding(c, rand),
        fence: () => fence(c, rand),
        accessory: () => accessory(c, rand, image.label),
        profile: () => profile(c, rand, image.label),
        category: () => composition(c, rand),
    };
    return (
        `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
        `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(c, 0.82)}"/><stop offset="1" stop-color="${shade(c, 0.6)}"/></linearGradient></defs>` +
        `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
        `<g transform="translate(0 ${(H - AREA) / 2})">${body[image.kind]()}</g>` +
        `</svg>`
    );
}

/** A PNG of 1240 x 1522 px showing the wood (pattern by kind) in the image's colour, without any text. */
export async function renderDemoImage(image: DemoImage): Promise<Buffer> {
    return sharp(Buffer.from(demoImageSvg(image)), { density: 72 })
        .resize(W, H, { fit: 'fill' })
        .png({ compressionLevel: 6 })
        .toBuffer();
}

// ---------------------------------------------------------------------------------------------
// PDF
// ---------------------------------------------------------------------------------------------

const TRANSLITERATION: Record<string, string> = {
    ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', ø: 'o', Ø: 'O', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE',
    '€': 'EUR', '±': '+/-', '²': '2', '³': '3', '°': ' deg', '®': '(R)', '©': '(C)', '™': '(TM)', '×': 'x', '·': '-',
    '–': '-', '—': '-', '‘': "'", '’': "'", '‚': ',', '“': '"', '”': '"', '„': '"', '…': '...', '\u00a0': ' ',
};

/** plain printable ASCII: German umlauts spelled out, other accents dropped */
export function toPdfAscii(text: string): string {
    return [...text]
        .map(ch => TRANSLITERATION[ch] ?? ch)
        .join('')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[\t\r\n]+/g, ' ')
        .replace(/[^\x20-\x7e]/g, '?');
}

const pdfString = (text: string) => `(${toPdfAscii(text).replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')})`;

function wrap(text: string, max: number): string[] {
    const out: string[] = [];
    let line = '';
    for (const word of toPdfAscii(text).split(' ')) {
        if (line && (`${line} ${word}`).length > max) {
            out.push(line);
            line = word;
        } else line = line ? `${line} ${word}` : word;
    }
    out.push(line);
    return out;
}

/** A minimal single-page A4 PDF 1.4 (Helvetica) with a title and lines of text. */
export function renderDemoDocument(title: string, lines: string[]): Buffer {
    const body = lines.flatMap(line => wrap(line, 90)).slice(0, 45);
    const content = [
        '0.55 0.4 0.25 RG 2 w 56 770 m 539 770 l S',
        'BT',
        '/F2 18 Tf',
        '56 786 Td',
        `${pdfString(title)} Tj`,
        '/F1 11 Tf',
        '16 TL',
        '0 -44 Td',
        ...body.map(line => `${pdfString(line)} Tj T*`),
        'ET',
    ].join('\n');
    const objects = [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
        `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    ];
    let pdf = '%PDF-1.4\n';
    const offsets: number[] = [];
    objects.forEach((object, i) => {
        offsets.push(Buffer.byteLength(pdf, 'latin1'));
        pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = Buffer.byteLength(pdf, 'latin1');
    pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    pdf += offsets.map(o => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
    pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF`;
    return Buffer.from(pdf, 'latin1');
}
