import type { FormHTMLAttributes, ReactNode } from 'react';

interface SearchFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** the submit button's class and text */
  buttonClass: string;
  buttonText: string;
  /** what a submit does instead of the browser's page load: the block opens its list itself */
  onSearch: () => void;
  /** the keyword box (./search-input), in whatever each kit wraps it */
  children: ReactNode;
}

/** The form of both kits' search bars: the keyword box, then its submit button (Enter in the box submits too). */
export function SearchForm({ buttonClass, buttonText, onSearch, children, ...form }: SearchFormProps) {
  return (
    <form
      {...form}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      {children}
      <button className={buttonClass} type="submit">
        {buttonText}
      </button>
    </form>
  );
}
