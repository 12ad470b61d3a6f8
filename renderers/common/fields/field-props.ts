/**
 * What Formily's connect() hands a field adapter of either kit: the value (undefined or null when empty), its
 * setter and the field's state. Each adapter declares what it takes beside these.
 */
export interface FieldProps<V, Out = V | undefined> {
  id?: string;
  value?: V | null;
  onChange?: (value: Out) => void;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

/** A text box's props as connect() hands them. */
export interface TextBoxProps extends FieldProps<string | number, string> {
  onFocus?: () => void;
  onBlur?: () => void;
  maxLength?: number;
}

/** What a text box shows: an empty field (undefined, null) as '', a number read from a draft as its digits. */
export const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/**
 * The props a kit's text box passes on as connect() gave them, the value as text; the placeholder is left out,
 * since each kit words its own default.
 */
export function textBoxProps({ id, value, onChange, onFocus, onBlur, maxLength, disabled, readOnly }: TextBoxProps) {
  return { id, value: asText(value), onChange, onFocus, onBlur, maxLength, disabled, readOnly };
}
