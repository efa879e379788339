import { useEffect, useState } from 'react';
import { TextField } from '@portal/shared';

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchFieldProps {
  label: string;
  placeholder: string;
  /** The keyword the list shows now (from the URL). */
  value: string;
  onSearch: (keyword: string) => void;
}

/** A list's search box: the keyword is searched once typing pauses. */
export function SearchField({ label, placeholder, value, onSearch }: SearchFieldProps) {
  const [typed, setTyped] = useState(value);
  const [shownValue, setShownValue] = useState(value);

  // Back or a link can change the keyword from outside: show it (adjusted while rendering).
  if (value !== shownValue) {
    setShownValue(value);
    setTyped(value);
  }

  useEffect(() => {
    if (typed === value) return undefined;
    const timer = setTimeout(() => onSearch(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onSearch]);

  return (
    <TextField
      label={label}
      type="search"
      autoComplete="off"
      maxLength={40}
      placeholder={placeholder}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
    />
  );
}
