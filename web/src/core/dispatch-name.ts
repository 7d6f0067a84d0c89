/** "Collect" or "Delivery", as in "{dispatch} time slot is required". */
import { useLingui } from '@lingui/react/macro';
import type { DispatchMethod } from '../generated/types';

export function useDispatchName(dispatch: DispatchMethod): string {
  const { t } = useLingui();
  return dispatch === 'DELIVER' ? t`Delivery` : t`Collect`;
}
