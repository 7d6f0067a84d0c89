/** Puts a server render into the built index.html (its scripts, styles and boot styles kept). */
export interface PageParts {
  lang: string;
  /** Tags for the head; replace the template's title and description. */
  head: string;
  /** Before `#root` (a `<noscript>` notice). */
  beforeRoot: string;
  /** The rendered app: replaces the boot frame inside `#root`. */
  root: string;
  /** After `#root`: the render's data. */
  afterRoot: string;
}

const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

export function fillTemplate(template: string, parts: PageParts): string {
  if (!ROOT.test(template)) throw new Error('index.html has no #root before </body>');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${parts.lang}"`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', () => `${parts.head}</head>`)
    .replace(
      ROOT,
      (_match, end: string) =>
        `${parts.beforeRoot}<div id="root">${parts.root}</div>${parts.afterRoot}${end}`,
    );
}
