import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './form-field.css';

// A labelled text input with its error message: the label is a real <label>, the message is tied
// to the input by aria-describedby and marks it aria-invalid, so a screen reader reads both.

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  /** Shown after the input, inside the same row (a show-password toggle). */
  after?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function FormField({
  label,
  error,
  after,
  id,
  className,
  'aria-describedby': describedBy,
  ...input
}: FormFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  // The error first, then whatever else describes the field (a password's strength meter).
  const description = [error ? errorId : null, describedBy].filter(Boolean).join(' ');
  return (
    <div className={`form-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="form-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="form-field__row">
        <input
          id={inputId}
          className="form-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={description || undefined}
          {...input}
        />
        {after}
      </div>
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label beside it (the label may hold links). */
export function CheckboxField({
  label,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  const id = useId();
  return (
    <div className="checkbox-field">
      <input id={id} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A message about the whole form, announced when it appears. */
export function FormMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <p
      className={`form-message form-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}
