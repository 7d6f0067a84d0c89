/**
 * The client-rendered page (index.html) as the gateway sends it when it does not send a server
 * render: in the shopper's language, with a note for a browser that runs no scripts. Without one
 * such a browser showed the loading skeleton for ever, with not a word (a checkout step whose
 * check failed upstream, an account page). The note says which it is: a screen that is only ever
 * drawn by the scripts, a page that could not be prepared just now (its data failed or came too
 * late) and may be in a moment, or a session that ended. Scripts never show a `<noscript>`.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClientPageWhy } from './render-contract';
import { escapeHtml } from './head';
import { noScriptNote } from './no-script-note';

/** A note's words and its links (`href: ''` is the page's own address, query included). */
const NOTES: Record<ClientPageWhy, { text: MessageDescriptor; links: NoteLink[] }> = {
  'needs-scripts': {
    text: msg`This page needs JavaScript. Switch it on to use it: browsing, the basket and checkout work without it.`,
    links: [{ text: msg`Go to the shop`, href: '/' }],
  },
  // Without scripts nothing drops the cookie but this page's own Set-Cookie: the next page is a
  // visitor's (the same address again is the page she asked for), and the pages a signed-in
  // shopper reads work without scripts once signed in again.
  'signed-out': {
    text: msg`You have been signed out. Log in again to carry on: this page works without JavaScript once you are signed in.`,
    links: [
      { text: msg`Log in`, href: '/sign_in' },
      { text: msg`Go on shopping without an account`, href: '' },
    ],
  },
  'not-ready': {
    text: msg`This page could not be prepared just now, and it cannot be shown without JavaScript. Try again in a moment.`,
    links: [{ text: msg`Try again`, href: '' }],
  },
};

interface NoteLink {
  text: MessageDescriptor;
  href: string;
}

export function clientPage(template: string, i18n: I18n, why: ClientPageWhy): string {
  const note = NOTES[why];
  const links = note.links.map(
    (link) => `<a href="${link.href}">${escapeHtml(i18n._(link.text))}</a>`,
  );
  const html = noScriptNote(
    `${escapeHtml(i18n._(note.text))} ${links.join(' · ')}`,
    // The loading cards go (without scripts nothing is loading), and the menu icon with them: it
    // opens nothing without scripts, and a page without them never shows a control that cannot
    // work (docs/adr/0066).
    '<style>.boot-page,.boot-toolbar svg{display:none}</style>',
  );
  if (!/<body[^>]*>/.test(template)) throw new Error('index.html has no <body>');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(i18n.locale)}"`)
    .replace(/<body[^>]*>/, (body) => `${body}${html}`);
}
