import { useEffect, useState } from 'react';
import { TextField } from '@portal/shared';
import { transactionStrings as text } from './strings';

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 250;

/** A merchant's name or an amount, searched once typing pauses. */
export function TransactionSearch({ value, onSearch }: { value: string; onSearch: (keyword: string) => void }) {
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
      label={text.list.search}
      type="search"
      autoComplete="off"
      maxLength={40}
      placeholder={text.list.searchPlaceholder}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
    />
  );
}
