/**
 * The global confirm modal: a title, a message, OK and Cancel. `useConfirm()` returns a function
 * that opens it and resolves to the shopper's answer.
 */
import { Trans } from '@lingui/react/macro';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Dialog } from './Dialog';

interface ConfirmRequest {
  title: ReactNode;
  message: ReactNode;
  okLabel?: ReactNode;
  cancelLabel?: ReactNode;
}

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm>(async () => false);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<
    (ConfirmRequest & { resolve: (answer: boolean) => void }) | null
  >(null);

  const confirm = useCallback<Confirm>(
    (request) => new Promise<boolean>((resolve) => setOpen({ ...request, resolve })),
    [],
  );

  const answer = (value: boolean) => {
    open?.resolve(value);
    setOpen(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {open && (
        <Dialog
          title={open.title}
          onClose={() => answer(false)}
          className="confirm-dialog"
          footer={
            <>
              <button type="button" className="button is-secondary" onClick={() => answer(false)}>
                {open.cancelLabel ?? <Trans>Cancel</Trans>}
              </button>
              <button type="button" className="button" onClick={() => answer(true)}>
                {open.okLabel ?? <Trans>OK</Trans>}
              </button>
            </>
          }
        >
          <p>{open.message}</p>
        </Dialog>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  return useContext(ConfirmContext);
}
