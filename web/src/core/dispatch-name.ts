/**
 * "Collect" or "Delivery", and the phrases made with it. Each phrase is a whole message, not the
 * word slotted into a sentence: French writes "Créneau de retrait", not "Créneau de Retrait".
 */
import { useLingui } from '@lingui/react/macro';
import type { DispatchMethod } from '../generated/types';

export interface DispatchWords {
  /** "Collect", "Delivery". */
  name: string;
  /** "Collect time slot". */
  timeSlot: string;
  /** "Collect time slot is required". */
  timeSlotRequired: string;
  /** "Collect date is no longer available, choose another". */
  dateGone: string;
}

export function useDispatchWords(dispatch: DispatchMethod): DispatchWords {
  const { t } = useLingui();
  return dispatch === 'DELIVER'
    ? {
        name: t`Delivery`,
        timeSlot: t`Delivery time slot`,
        timeSlotRequired: t`Delivery time slot is required`,
        dateGone: t`Delivery date is no longer available, choose another`,
      }
    : {
        name: t`Collect`,
        timeSlot: t`Collect time slot`,
        timeSlotRequired: t`Collect time slot is required`,
        dateGone: t`Collect date is no longer available, choose another`,
      };
}

export function useDispatchName(dispatch: DispatchMethod): string {
  return useDispatchWords(dispatch).name;
}
