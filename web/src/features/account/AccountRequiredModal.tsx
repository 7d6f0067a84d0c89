/** "Sign in or register to continue": offered where a visitor reaches for a signed-in feature. */
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Dialog } from '../../ui/Dialog';

export function AccountRequiredModal({
  returnTo,
  onClose,
}: {
  returnTo: string;
  onClose: () => void;
}) {
  const query = `?return_to=${encodeURIComponent(returnTo)}`;
  return (
    <Dialog title={<Trans>Sign in or register to continue</Trans>} onClose={onClose}>
      <div className="account-required-actions">
        <Link className="button" to={`/sign_in${query}`} onClick={onClose}>
          <Trans>Log in</Trans>
        </Link>
        <Link className="button is-secondary" to={`/register${query}`} onClick={onClose}>
          <Trans>Register</Trans>
        </Link>
      </div>
    </Dialog>
  );
}
