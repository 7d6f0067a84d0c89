/**
 * Every image the simulator serves is drawn here as a small SVG, so the product needs no external
 * image host. Colours are derived from the label so the same item always looks the same.
 */

const PALETTE = [
  '#EF4060',
  '#2F9E44',
  '#1C7ED6',
  '#F08C00',
  '#7048E8',
  '#0CA678',
  '#D6336C',
  '#5C940D',
];

function colourFor(label: string): string {
  let hash = 0;
  for (const char of label) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? '#EF4060';
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function initials(label: string): string {
  return label
    .split(/[\s&/-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** A square tile with the label's initials and the label itself, `size` pixels wide. */
export function tileSvg(label: string, size = 256): string {
  const colour = colourFor(label);
  const name = escapeXml(label.length > 22 ? `${label.slice(0, 21)}…` : label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(label)}">
<rect width="256" height="256" rx="24" fill="${colour}" opacity="0.12"/>
<circle cx="128" cy="108" r="62" fill="${colour}"/>
<text x="128" y="128" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(label))}</text>
<text x="128" y="222" font-family="sans-serif" font-size="20" fill="#333" text-anchor="middle">${name}</text>
</svg>`;
}

/** A product picture: the tile plus the pack size in a band, `size` pixels wide. */
export function productSvg(name: string, pack: string, size = 160): string {
  const colour = colourFor(name);
  const label = escapeXml(name.length > 26 ? `${name.slice(0, 25)}…` : name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)}">
<rect width="256" height="256" rx="24" fill="${colour}" opacity="0.12"/>
<rect x="58" y="36" width="140" height="132" rx="18" fill="${colour}"/>
<text x="128" y="118" font-family="sans-serif" font-size="52" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>
<rect x="78" y="144" width="100" height="30" rx="15" fill="#fff"/>
<text x="128" y="165" font-family="sans-serif" font-size="16" font-weight="700" fill="${colour}" text-anchor="middle">${escapeXml(pack.slice(0, 14))}</text>
<text x="128" y="218" font-family="sans-serif" font-size="17" fill="#333" text-anchor="middle">${label}</text>
</svg>`;
}

/** Words to lines of at most `width` characters (a longer word gets a line of its own). */
function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1;
    if (last >= 0 && `${lines[last]} ${word}`.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Characters of a 34 px bold title that fit the banner's 640 px of text width. */
const BANNER_LINE_CHARS = 26;

/** A wide banner (720 x 240) with its title on one or two lines (the rest cut with "…"). */
export function bannerSvg(title: string): string {
  const colour = colourFor(title);
  const wrapped = wrapWords(title, BANNER_LINE_CHARS);
  const lines = wrapped.slice(0, 2);
  if (wrapped.length > 2) lines[1] = `${lines[1]!.slice(0, BANNER_LINE_CHARS - 1)}…`;
  const firstY = lines.length === 1 ? 135 : 112;
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${firstY + i * 46}" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="240" viewBox="0 0 720 240" role="img" aria-label="${escapeXml(title)}">
<rect width="720" height="240" fill="${colour}"/>
<circle cx="640" cy="40" r="120" fill="#fff" opacity="0.15"/>
${text}
</svg>`;
}

/** A leaflet page (A4 proportions) with a title and its lines. */
export function leafletSvg(title: string, lines: string[]): string {
  const colour = colourFor(title);
  const rows = lines
    .slice(0, 12)
    .map(
      (line, i) =>
        `<text x="40" y="${200 + i * 40}" font-family="sans-serif" font-size="22" fill="#222">${escapeXml(line)}</text>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="595" height="842" viewBox="0 0 595 842" role="img" aria-label="${escapeXml(title)}">
<rect width="595" height="842" fill="#fff"/>
<rect width="595" height="140" fill="${colour}"/>
<text x="40" y="90" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(title.slice(0, 30))}</text>
${rows}
</svg>`;
}
