/**
 * Without a script, choosing another way to get the order or another day changes nothing on the
 * dispatch step: a button under each asks the server for the slots of what was chosen (the form's
 * `intent=show`, `POST /checkout/dispatch`). Each says which choice it shows: the step has both,
 * and two buttons of one name read as one doing nothing. With the script the choice shows at
 * once and they are not there.
 */
import { Trans } from '@lingui/react/macro';

export function ShowSlotsButton({ of }: { of: 'way' | 'day' }) {
  return (
    <noscript>
      <button type="submit" name="intent" value="show" className="button is-secondary">
        {of === 'way' ? (
          <Trans>Show the slots for this way</Trans>
        ) : (
          <Trans>Show the slots for this day</Trans>
        )}
      </button>
    </noscript>
  );
}
