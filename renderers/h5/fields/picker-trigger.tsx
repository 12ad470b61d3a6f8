import type { ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';

interface PickerTriggerProps {
  id?: string;
  /** the chosen value in words; empty shows the placeholder */
  text: ReactNode;
  placeholder: string;
  disabled?: boolean;
  onOpen: () => void;
  className?: string;
}

/** The 44px row that opens a picker popup: the chosen text (or a hint) and a chevron. */
export function PickerTrigger({ id, text, placeholder, disabled, onOpen, className }: PickerTriggerProps) {
  const empty = text === undefined || text === null || text === '';
  return (
    <button
      type="button"
      id={id}
      className={`h5-picker-trigger${empty ? ' h5-picker-trigger--empty' : ''}${className ? ` ${className}` : ''}`}
      aria-haspopup="dialog"
      disabled={disabled}
      onClick={onOpen}
    >
      <span className="h5-picker-trigger__text">{empty ? placeholder : text}</span>
      <RightOutline className="h5-picker-trigger__arrow" aria-hidden />
    </button>
  );
}
