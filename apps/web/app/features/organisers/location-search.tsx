// The find page's search field: an ARIA 1.2 combobox (a text field with a list of suggestions while
// typing: municipalities to order the list by distance from, organisers to open). It lives inside the
// page's plain GET form: without JavaScript, or when no suggestion is chosen, the form searches the
// typed text. Keys: ↓/↑ move through the suggestions, Enter chooses, Escape closes.
import { useEffect, useId, useRef, useState } from "react";
import { locationSearchCopy as copy } from "../../copy/organisers.ts";
import { FieldErrorMessage } from "../../ui/field.tsx";
import type { SuggestionsJson } from "./find-query.ts";

type Option =
  | { kind: "municipality"; postalCode: string; name: string }
  | { kind: "organiser"; id: number; name: string; city: string | null; path: string };

export interface LocationSearchProps {
  defaultValue: string;
  /** The resource route with the suggestions (`?q=`). */
  suggestionsPath: string;
  onMunicipality(postalCode: string, name: string): void;
  onOrganiser(path: string): void;
  /** The search refused the text (a control character): the message under the field. */
  error?: string | undefined;
}

export function LocationSearch({ defaultValue, suggestionsPath, onMunicipality, onOrganiser, error }: LocationSearchProps) {
  const id = useId();
  const listId = `${id}-lijst`;
  const [value, setValue] = useState(defaultValue);
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const request = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      request.current?.abort();
      clearTimeout(timer.current);
    },
    [],
  );

  function ask(text: string) {
    clearTimeout(timer.current);
    request.current?.abort();
    if (text.trim().length < 2) {
      setOptions([]);
      setOpen(false);
      setStatus("");
      return;
    }
    // Wait for a pause in the typing (150 ms) before asking.
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      fetch(`${suggestionsPath}?q=${encodeURIComponent(text.trim())}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status));
          const body = (await response.json()) as SuggestionsJson;
          const next: Option[] = [
            ...body.municipalities.map((m): Option => ({ kind: "municipality", ...m })),
            ...body.organisers.map((o): Option => ({ kind: "organiser", ...o })),
          ];
          setOptions(next);
          setActive(-1);
          setOpen(next.length > 0);
          setStatus(copy.status(next.length));
        })
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === "AbortError") return;
          // Suggestions are a help: without them the form still searches the typed text.
          setOptions([]);
          setOpen(false);
        });
    }, 150);
  }

  function choose(option: Option) {
    setOpen(false);
    if (option.kind === "municipality") {
      setValue(option.name);
      onMunicipality(option.postalCode, option.name);
    } else {
      setValue(option.name);
      onOrganiser(option.path);
    }
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === "ArrowUp" && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const municipalities = options.filter((o) => o.kind === "municipality");
  const organisers = options.filter((o) => o.kind === "organiser");
  const optionId = (i: number) => `${id}-optie-${i}`;
  const renderOption = (option: Option) => {
    const i = options.indexOf(option);
    return (
      // The options never take the focus: the field keeps it and the keys work there (ARIA combobox with
      // aria-activedescendant); a click or tap chooses.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
      <div
        key={option.kind === "municipality" ? `g${option.postalCode}` : `o${option.id}`}
        id={optionId(i)}
        role="option"
        aria-selected={i === active}
        className={i === active ? "combobox__option combobox__option--active" : "combobox__option"}
        // Keep the focus in the field while clicking.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => choose(option)}
      >
        <span className="combobox__name">{option.name}</span>
        <span className="combobox__meta">{option.kind === "municipality" ? option.postalCode : (option.city ?? "")}</span>
      </div>
    );
  };

  return (
    <div className={error !== undefined ? "combobox field--error" : "combobox"}>
      <label className="field__label" htmlFor={`${id}-veld`}>
        {copy.label}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {copy.hint}
      </p>
      <input
        id={`${id}-veld`}
        className="field__input combobox__input"
        type="search"
        name="q"
        value={value}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-describedby={error !== undefined ? `${id}-hint ${id}-fout` : `${id}-hint`}
        aria-invalid={error !== undefined ? true : undefined}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        onChange={(e) => {
          setValue(e.target.value);
          ask(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(options.length > 0)}
      />
      {error !== undefined ? <FieldErrorMessage id={`${id}-fout`} message={error} announce /> : null}
      <div id={listId} role="listbox" aria-label={copy.suggestions} className="combobox__list" hidden={!open}>
        {municipalities.length > 0 ? (
          <div role="group" aria-labelledby={`${id}-gemeenten`}>
            <div id={`${id}-gemeenten`} role="presentation" className="combobox__group">
              {copy.municipalities}
            </div>
            {municipalities.map(renderOption)}
          </div>
        ) : null}
        {organisers.length > 0 ? (
          <div role="group" aria-labelledby={`${id}-organisaties`}>
            <div id={`${id}-organisaties`} role="presentation" className="combobox__group">
              {copy.organisers}
            </div>
            {organisers.map(renderOption)}
          </div>
        ) : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
