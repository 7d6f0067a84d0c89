/**
 * Store groups and their branches (`/agencies`); a failure raises the offline notice. A page that
 * sends the shopper here to choose a branch names itself in `return_to` (a search asked with no
 * branch): once chosen, the shopper goes back there instead of home.
 */
import { useLingui } from '@lingui/react/macro';
import { useLoaderData, useSearchParams } from 'react-router';
import { sameSitePath } from '../account/validation';
import { usePreloadedQuery } from '../../apollo/use-preloaded-query';
import type { AgenciesLoaderData } from './loaders';
import { useRaiseOfflineAlert } from '../../core/offline-alert';
import { Empty, ErrorNotice } from '../../ui/states';
import { SupplierCard } from './SupplierCard';
import { useSelectedSupplier } from '../../core/selected-supplier';
import { useChooseSupplier } from './useChooseSupplier';

export function AgenciesPage() {
  const { t } = useLingui();
  const selected = useSelectedSupplier();
  const choose = useChooseSupplier();
  const [search] = useSearchParams();
  const returnTo = sameSitePath(search.get('return_to'), '') || undefined;
  // Started by the route's loader (loaders.ts); the shell's skeleton shows until it answers.
  const { queryRef } = useLoaderData<AgenciesLoaderData>();
  const { data, error, refetch } = usePreloadedQuery(queryRef);
  // A store-group list that cannot load raises the layout's offline alert.
  useRaiseOfflineAlert('agencies', !!error && !data);

  if (error && !data) return <ErrorNotice onRetry={() => void refetch()} />;
  if (!data?.agencies.length) return <Empty />;
  return (
    <>
      {data.agencies.map((agency) => (
        <section key={agency.id} aria-labelledby={`agency-${agency.id}`} className="agency">
          <h2 id={`agency-${agency.id}`}>
            <img src={agency.imageUrl} alt="" width="32" height="32" loading="lazy" />
            {agency.name}
          </h2>
          <ul className="supplier-list" aria-label={t`Branches of ${agency.name}`}>
            {agency.suppliers.map((supplier) => (
              <SupplierCard
                key={supplier.id}
                supplier={supplier}
                current={supplier.id === selected?.id}
                returnTo={returnTo}
                onChoose={(chosen) =>
                  void choose({ id: chosen.id, name: chosen.name }, { goTo: returnTo })
                }
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
