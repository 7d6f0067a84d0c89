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
