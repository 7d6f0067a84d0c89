/**
 * Without a script, choosing another way to get the order or another day changes nothing on the
 * dispatch step: this button asks the server for its slots (the form's `intent=show`,
 * `POST /checkout/dispatch`). With the script the choice shows at once and it is not there.
 */
import { Trans } from '@lingui/react/macro';

export function ShowSlotsButton() {
  return (
    <noscript>
      <button type="submit" name="intent" value="show" className="button is-secondary">
        <Trans>Show the time slots</Trans>
      </button>
    </noscript>
  );
}
