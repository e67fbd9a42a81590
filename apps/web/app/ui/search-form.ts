// A GET search form whose fields are uncontrolled must show the URL's values after any navigation (a
// link such as "alle voordelen tonen" changes the search too): the form is keyed by the search and so
// made anew. This hook keeps the keyboard where it was across that: the field that had the focus gets
// it back in the new form.
import { useEffect, useRef, type FocusEvent } from "react";

export function useSearchFormKey(key: string): { key: string; onFocus: (event: FocusEvent<HTMLFormElement>) => void } {
  const focused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const before = focused.current;
    // Only when the focused field went away with the old form (not when the reader moved on).
    if (before === null || before.isConnected || before.id === "") return;
    const field = document.getElementById(before.id);
    if (field !== null) {
      field.focus();
      focused.current = field;
    }
  }, [key]);
  return {
    key,
    onFocus: (event) => {
      focused.current = event.target;
    },
  };
}
