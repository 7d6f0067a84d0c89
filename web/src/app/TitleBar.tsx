/** The title bar: the page title, and a back button everywhere but the catalogue home. */
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { BackIcon } from '../ui/icons';

export function TitleBar({ title, backTo }: { title: string; backTo?: string }) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const back = () => {
    if (backTo) navigate(backTo);
    else if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate('/');
  };
  return (
    <div className="title-bar">
      {location.pathname !== '/' && (
        <button type="button" className="icon-button" aria-label={t`Back`} onClick={back}>
          <BackIcon />
        </button>
      )}
      <h1 className="title-bar-title">{title}</h1>
    </div>
  );
}
