/** The keyword box of both kits' search bars: a plain type=search input, so Enter (or a phone's search key)
 * submits its form; the browser does not submit on the Enter that ends an input method composition. */
export function SearchInput({ className, value, onChange, placeholder }: { className: string; value: string; onChange: (value: string) => void; placeholder: string }) {
  return (
    <input
      type="search"
      enterKeyHint="search"
      className={className}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      aria-label={placeholder}
      maxLength={50}
    />
  );
}
