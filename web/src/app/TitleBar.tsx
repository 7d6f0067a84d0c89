/**
 * The title bar: the page title, and a back button everywhere but the catalogue home. The button
 * is the scripts' (the browser's history): `aria-disabled` until they serve the page, so a tap
 * before then is answered once they do (server/after-paint.js), and hidden without them
 * (`needs-script`, docs/adr/0066), where the browser's own Back does the same.
 */
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { BackIcon } from '../ui/icons';
import { useScriptReady } from '../ui/use-hydrated';

export function TitleBar({ title, backTo }: { title: string; backTo?: string }) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const scriptReady = useScriptReady();
  const back = () => {
    if (backTo) navigate(backTo);
    else if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate('/');
  };
  return (
    <div className="title-bar">
      {location.pathname !== '/' && (
        <button
          type="button"
          className="icon-button needs-script"
          aria-label={t`Back`}
          onClick={back}
          {...scriptReady}
        >
          <BackIcon />
        </button>
      )}
      <h1 className="title-bar-title">{title}</h1>
    </div>
  );
}
