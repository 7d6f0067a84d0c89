/**
 * A minimal one-page PDF (Helvetica text lines) for leaflets and invoices, built by hand so the
 * simulator needs no PDF library: header, five objects, a correct xref table and trailer.
 */
function escapePdf(text: string): string {
  // Helvetica's standard encoding: keep to printable ASCII.
  return text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/([\\()])/g, '\\$1');
}

export function simplePdf(title: string, lines: string[]): Buffer {
  const content = [
    'BT',
    '/F1 22 Tf',
    '50 780 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 12 Tf',
    ...lines.slice(0, 45).flatMap((line) => ['0 -16 Td', `(${escapePdf(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
