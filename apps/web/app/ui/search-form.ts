// A GET search form whose fields are uncontrolled must show the URL's values after any navigation (a
// link such as "alle voordelen tonen" changes the search too): the form is keyed by the search and so
// made anew. This hook keeps the keyboard where it was across that: the field that had the focus gets
// it back in the new form.
import { useEffect, useRef, type FocusEvent } from "react";

export function useSearchFormKey(key: string): { key: string; onFocus: (event: FocusEvent<HTMLFormElement>) => void } {
  const focused = useRef<string | null>(null);
  useEffect(() => {
    const id = focused.current;
    if (id === null) return;
    const field = document.getElementById(id);
    if (field !== null && field !== document.activeElement && document.activeElement === document.body) field.focus();
  }, [key]);
  return {
    key,
    onFocus: (event) => {
      focused.current = event.target.id || null;
    },
  };
}
