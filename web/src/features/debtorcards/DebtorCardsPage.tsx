/**
 * `/debtorcards`: the shopper's debtor cards per supplier with their status, a request for a new
 * card, the debtor registration when it is needed first, and top-up bank details.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { usePreloadedQuery } from '../../apollo/use-preloaded-query';
import { useAppConfig } from '../../core/config/app-config';
import { useLoaderData } from 'react-router';
import type { DebtorCardsLoaderData } from './loaders';
import { DebtorCardsPageDocument } from './DebtorCardsPage.generated';
import { NearbyBranchesDocument } from '../account/NearbyBranches.generated';
import { RequestDebtorCardDocument } from './RequestDebtorCard.generated';
import type { DebtorCardStatus } from '../../generated/types';
import type { DebtorCardsPage_CardFragment } from './DebtorCardsPage_card.generated';
import { formatMoney } from '../../lib/money';
import { Empty, ErrorNotice } from '../../ui/states';
import { SuccessAlert, useSuccessAlert } from '../../ui/SuccessAlert';
import { FormErrors, SelectField, SubmitButton, useSubmit } from '../account/form';
import { DebtorRegistration } from './DebtorRegistration';
import { TopUpModal } from './TopUpModal';
import '../account/account.css';
import { debtorCardRefusal } from './debtor-card-refusal';

export function DebtorCardsPage() {
  const { t } = useLingui();
  // Started by the route's loader (loaders.ts); the shell's skeleton shows until it answers.
  const { queryRef } = useLoaderData<DebtorCardsLoaderData>();
  const { data, refetch } = usePreloadedQuery(queryRef);
  const [topUp, setTopUp] = useState<DebtorCardsPage_CardFragment | null>(null);
  const viewer = data?.viewer;
  const { currencySymbol } = useAppConfig();

  if (!viewer?.account || !viewer.debtorCards) {
    return <ErrorNotice onRetry={() => void refetch()} />;
  }
  if (viewer.account.needsDebtorRegistration) return <DebtorRegistration />;

  const statusLabel: Record<DebtorCardStatus, string> = {
    PENDING: t`Pending`,
    ACCEPTED: t`Accepted`,
    REJECTED: t`Rejected`,
  };
  const cards = viewer.debtorCards;

  return (
    <section className="account-page">
      {cards.length === 0 ? (
        <Empty>
          <Trans>You have no debtor cards yet.</Trans>
        </Empty>
      ) : (
        <ul className="debtor-card-list" aria-label={t`Your debtor cards`}>
          {cards.map((card) => (
            <li key={card.id} className="debtor-card" aria-label={card.supplierName}>
              <h3>{card.supplierName}</h3>
              <p>
                <span className={`label debtor-status is-${card.status.toLowerCase()}`}>
                  {statusLabel[card.status]}
                </span>
              </p>
              {card.cardNumber && (
                <p>
                  <Trans>Card number: {card.cardNumber}</Trans>
                </p>
              )}
              {card.status === 'ACCEPTED' && (
                <>
                  <p>
                    <Trans>Balance: {formatMoney(card.balanceInCents, currencySymbol)}</Trans>
                  </p>
                  <button
                    type="button"
                    className="button is-secondary is-small"
                    onClick={() => setTopUp(card)}
                  >
                    <Trans>Top up</Trans>
                  </button>
                </>
              )}
              {card.status === 'PENDING' && (
                <p className="muted">
                  <Trans>The branch is reviewing your request.</Trans>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <RequestCardForm cards={cards} />
      {topUp && <TopUpModal card={topUp} onClose={() => setTopUp(null)} />}
    </section>
  );
}

function RequestCardForm({ cards }: { cards: DebtorCardsPage_CardFragment[] }) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const { defaultPosition } = useAppConfig();
  const branches = useQuery(NearbyBranchesDocument, {
    variables: { lat: defaultPosition.lat, lon: defaultPosition.lon },
  });
  const [supplierId, setSupplierId] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const requested = useSuccessAlert();
  const [busy, submit] = useSubmit();
  const [request] = useMutation(RequestDebtorCardDocument, {
    refetchQueries: [DebtorCardsPageDocument],
    awaitRefetchQueries: true,
  });

  const taken = new Set(
    cards.filter((card) => card.status !== 'REJECTED').map((card) => card.supplierId),
  );
  const choices = (branches.data?.suppliersNear ?? []).filter(
    (branch) => !branch.disabled && !taken.has(branch.id),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      setMessages([]);
      requested.hide();
      if (!supplierId) {
        setMessages([t`Choose a branch`]);
        return;
      }
      try {
        const { data } = await request({ variables: { input: { supplierId } } });
        const result = data?.requestDebtorCard;
        if (result?.debtorCard) {
          requested.show(t`Debtor card requested at ${result.debtorCard.supplierName}`);
          setSupplierId('');
        } else {
          setMessages(
            result?.errors.length
              ? result.errors.map((error) => debtorCardRefusal(i18n, error.message))
              : [t`Something went wrong, try again`],
          );
        }
      } catch {
        setMessages([t`Something went wrong, try again`]);
      }
    });
  };

  return (
    <section aria-labelledby="request-card-title" className="request-card">
      <h2 id="request-card-title">
        <Trans>Request a debtor card</Trans>
      </h2>
      <SuccessAlert alert={requested} />
      {branches.data && choices.length === 0 ? (
        <p className="muted">
          <Trans>There is no other branch nearby to ask for a card.</Trans>
        </p>
      ) : (
        <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
          <FormErrors messages={messages} />
          <SelectField
            id="debtor-card-branch"
            label={<Trans>Branch</Trans>}
            value={supplierId}
            onValue={setSupplierId}
          >
            <option value="">{t`Choose a branch`}</option>
            {choices.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </SelectField>
          <SubmitButton busy={busy}>
            <Trans>Request a card</Trans>
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
