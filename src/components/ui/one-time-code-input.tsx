interface OneTimeCodeInputProps {
  readonly id: string;
  readonly value: string;
  /** The code's length, when the platform said it. */
  readonly codeLength: number | undefined;
  /** Called with the digits only. */
  readonly onChange: (digits: string) => void;
  /** The id of the error text describing the field, when there is one. */
  readonly errorId?: string | undefined;
}

/** A one-time code field (SMS or authenticator): digits only, at most the code's length, filled by the OS from a message. */
export function OneTimeCodeInput({
  id,
  value,
  codeLength,
  onChange,
  errorId,
}: OneTimeCodeInputProps) {
  return (
    <input
      id={id}
      className="form-control"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={codeLength}
      value={value}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
    />
  );
}
