/**
 * Form pieces shared by the account screens: labelled fields whose inline error is tied to the
 * input with `aria-describedby`, the alert that lists the shop's own refusal messages, a submit
 * button that shows it is busy, and a guard against submitting twice.
 */
import type { MessageDescriptor } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import './account.css';

export function errorId(id: string): string {
  return `${id}-error`;
}

export function FieldError({ id, error }: { id: string; error?: MessageDescriptor | null }) {
  const { i18n } = useLingui();
  if (!error) return null;
  return (
    <p className="field-error" id={errorId(id)}>
      {i18n._(error)}
    </p>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: ReactNode;
  /**
   * The field's value; without it the field keeps its own (a form the server rendered: what is
   * typed before the page hydrates stays, and the submit reads the form).
   */
  value?: string;
  onValue: (value: string) => void;
  error?: MessageDescriptor | null;
  hint?: ReactNode;
}

export function TextField({ id, label, value, onValue, error, hint, ...input }: TextFieldProps) {
  const describedBy = [error ? errorId(id) : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={id}
        name={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value'
> {
  id: string;
  label: ReactNode;
  /** The choice; without it the field keeps its own (`defaultValue`), as a TextField can. */
  value?: string;
  onValue?: (value: string) => void;
  children: ReactNode;
}

export function SelectField({ id, label, value, onValue, children, ...select }: SelectFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={id}
        value={value}
        onChange={(e) => onValue?.(e.target.value)}
        {...select}
      >
        {children}
      </select>
    </div>
  );
}

export function CheckboxField({
  id,
  name,
  label,
  checked,
  onChecked,
  error,
}: {
  id: string;
  /** The form name (the id without it). */
  name?: string;
  label: ReactNode;
  /** Ticked or not; without it the box keeps its own state (a server-rendered form). */
  checked?: boolean;
  onChecked: (checked: boolean) => void;
  error?: MessageDescriptor | null;
}) {
  return (
    <div className={`form-check${error ? ' has-error' : ''}`}>
      <input
        type="checkbox"
        id={id}
        name={name ?? id}
        checked={checked}
        onChange={(event) => onChecked(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The shop's refusal messages (wrong password, number taken...), announced and focusable. */
export function FormErrors({ messages }: { messages: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messages.length) ref.current?.focus();
  }, [messages]);
  if (!messages.length) return null;
  return (
    <div className="notice is-error form-errors" role="alert" tabIndex={-1} ref={ref}>
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <button type="submit" className="button form-submit" disabled={busy} aria-busy={busy}>
      {busy ? t`Please wait…` : children}
    </button>
  );
}

/** Moves focus to the first field (in document order) that shows an error. */
export function focusFirstError(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
}

/**
 * Runs a submit at most once at a time: `busy` drives the button, and a second tap while the
 * first is under way does nothing.
 */
export function useSubmit(): [boolean, (work: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);
  return [busy, run];
}

/** Translates the gateway's typed account errors; unknown kinds keep the shop's own message. */
export function useAccountErrorMessages(): (
  errors: { __typename?: string; message: string; retryAfterSeconds?: number }[],
) => string[] {
  const { t } = useLingui();
  return (errors) =>
    errors.map((error) => {
      if (error.__typename === 'TooManyAttemptsError') {
        const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
        return t({
          message: plural(minutes, {
            one: 'Too many attempts with this number. Try again in # minute.',
            other: 'Too many attempts with this number. Try again in # minutes.',
          }),
        });
      }
      switch (error.__typename) {
        case 'WrongPasswordError':
          return t`Invalid mobile number or password`;
        case 'LoginTakenError':
          return t`This mobile number is already registered`;
        case 'InvalidResetCodeError':
          return t`The code is invalid or has expired`;
        default:
          return error.message;
      }
    });
}
