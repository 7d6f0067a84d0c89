/**
 * A double tap on a dialog's button that closes it: the first tap answers, and the second, which
 * lands where the first did a moment later, used to land on whatever lay under the button once the
 * dialog had gone (another branch's "Keep only these", a line's Remove, a link to another page).
 * A dialog closed by a tap leaves this shield over the page until a double tap's second tap would
 * have come: unseen, it takes that tap, and nothing under it hears it.
 */

/** Longer than a double tap's two taps are apart (Android counts 300 ms, desktops up to 500). */
export const SECOND_TAP_MS = 500;

/** Takes every tap on the page until `until` (a `performance.now()` time). */
export function shieldTapsUntil(until: number): void {
  const left = until - performance.now();
  if (left <= 0) return;
  const shield = document.createElement('div');
  shield.className = 'tap-shield';
  shield.setAttribute('aria-hidden', 'true');
  document.body.append(shield);
  setTimeout(() => shield.remove(), left);
}
