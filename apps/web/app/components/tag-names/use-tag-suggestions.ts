import { useEffect, useState } from 'react';
import { TAG_AUTOCOMPLETE } from '@trove/contracts';
import { api } from '../../lib/browser-api.ts';
import { lastEntryQuery } from './tag-completion.ts';

/** Up to 5 of a signed-in user's own tags starting with the entry being typed (after the last comma). */
export function useTagSuggestions(text: string, signedIn: boolean): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const last = lastEntryQuery(text);
  useEffect(() => {
    if (!signedIn || last.length < TAG_AUTOCOMPLETE.minChars) return setSuggestions([]);
    const controller = new AbortController();
    void api.tags.suggest({ text: last }, { signal: controller.signal }).then((r) => {
      if (r.ok) setSuggestions(r.data.suggestions);
    });
    return () => controller.abort();
  }, [last, signedIn]);
  return suggestions;
}
