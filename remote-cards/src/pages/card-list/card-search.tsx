import { useEffect, useState } from 'react';
import { TextField } from '@portal/shared';
import { cardStrings as text } from '../../strings';

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface CardSearchProps {
  /** The keyword the list shows now (from the URL). */
  value: string;
  onSearch: (keyword: string) => void;
}

/** Part of a card's name or its last four digits, searched once typing pauses. */
export function CardSearch({ value, onSearch }: CardSearchProps) {
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
      label={text.cards.search}
      type="search"
      autoComplete="off"
      maxLength={40}
      placeholder={text.cards.searchPlaceholder}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
    />
  );
}
