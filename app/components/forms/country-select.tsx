import { ChevronDown, Search } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { getCountryCallingCode } from "libphonenumber-js/core";
import type { Country } from "react-phone-number-input/core";
import { COUNTRY_SEARCH_DEBOUNCE_MS } from "#common/limits.ts";
import { phoneMetadata } from "#common/phone.ts";
import { useDebouncedValue } from "./use-debounced-value.ts";
import { CountryFlag } from "./country-flag.tsx";

interface Option {
  value?: Country;
  label: string;
  divider?: boolean;
}

/** The props react-phone-number-input passes to its `countrySelectComponent`. */
interface CountrySelectProps {
  value?: Country;
  onChange: (value?: Country) => void;
  options: Option[];
  disabled?: boolean;
  readOnly?: boolean;
}

interface Entry {
  code: Country;
  name: string;
  dial: string;
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

function matchesQuery(entry: Entry, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  const digits = q.replace(/^\+/, "");
  return (
    fold(entry.name).includes(q) ||
    entry.code.toLowerCase() === q ||
    (/^\d+$/.test(digits) && entry.dial.startsWith(digits))
  );
}

/**
 * Country picker of the phone input: a button that opens a searchable list (the
 * combobox pattern). The search filters after typing pauses for 250 ms.
 */
export function CountrySelect({
  value,
  onChange,
  options,
  disabled,
  readOnly,
}: CountrySelectProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [activeCode, setActiveCode] = useState<Country | undefined>(value);
  const search = useDebouncedValue(query, COUNTRY_SEARCH_DEBOUNCE_MS);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const entries = useMemo(
    () =>
      options.flatMap((option): Entry[] =>
        option.value && !option.divider
          ? [
              {
                code: option.value,
                name: option.label,
                dial: getCountryCallingCode(option.value, phoneMetadata()),
              },
            ]
          : [],
      ),
    [options],
  );
  const matches = useMemo(() => {
    const found = entries.filter((entry) => matchesQuery(entry, search));
    // names that start with the query first: "uni" lists United Kingdom before Reunion
    const q = fold(search.trim());
    const starts = (entry: Entry) => (fold(entry.name).startsWith(q) ? 0 : 1);
    return q ? found.sort((a, b) => starts(a) - starts(b)) : found;
  }, [entries, search]);
  const activeIndex = Math.max(
    0,
    matches.findIndex((entry) => entry.code === activeCode),
  );
  const active = matches[activeIndex];
  const selected = entries.find((entry) => entry.code === value);
  const optionId = (code: string) => `${id}-option-${code}`;

  useEffect(() => {
    if (!open) return;
    // the list opens to be searched: typing goes straight into the search box
    searchRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open && active)
      document.getElementById(optionId(active.code))?.scrollIntoView?.({ block: "nearest" });
  });

  const openList = () => {
    setQuery("");
    setActiveCode(value);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (entry: Entry) => {
    setOpen(false);
    onChange(entry.code);
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (to: number) => {
      event.preventDefault();
      const next = matches[Math.min(Math.max(to, 0), matches.length - 1)];
      if (next) setActiveCode(next.code);
    };
    if (event.key === "ArrowDown") move(activeIndex + 1);
    else if (event.key === "ArrowUp") move(activeIndex - 1);
    else if (event.key === "PageDown") move(activeIndex + 8);
    else if (event.key === "PageUp") move(activeIndex - 8);
    else if (event.key === "Enter") {
      event.preventDefault();
      if (active) choose(active);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") setOpen(false);
  };

  return (
    <div ref={rootRef} className="static">
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled || readOnly}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={selected ? `Country: ${selected.name} +${selected.dial}` : "Country"}
        onClick={() => (open ? close(false) : openList())}
        className="flex h-full min-h-11 items-center gap-2 rounded-l-xl border-r border-line py-2 pr-2.5 pl-4 text-sm font-medium text-ink-soft hover:bg-surface"
      >
        {selected && <CountryFlag country={selected.code} />}
        {selected && <span className="tabular-nums">+{selected.dial}</span>}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 text-muted transition-transform duration-150 ${open ? "rotate-180" : ""}`}
        />
      </button>
      {open && (
        <div className="absolute top-full left-0 z-30 mt-2 w-full max-w-sm overflow-hidden rounded-xl border border-line bg-white shadow-raised">
          <div className="relative border-b border-line p-2">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-5 size-4 -translate-y-1/2 text-muted"
            />
            <input
              ref={searchRef}
              type="search"
              role="combobox"
              aria-label="Search countries"
              aria-expanded="true"
              aria-controls={`${id}-list`}
              aria-autocomplete="list"
              aria-activedescendant={active ? optionId(active.code) : undefined}
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onSearchKeyDown}
              placeholder="Search country or code"
              className="min-h-11 w-full rounded-lg bg-surface py-2 pr-3 pl-9 text-base text-ink placeholder:text-muted focus:outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-field-ring"
            />
          </div>
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label="Countries"
            className="max-h-64 overflow-y-auto overscroll-contain py-1"
          >
            {matches.map((entry) => (
              // Options are chosen with the search box's keys (aria-activedescendant), not focused.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={entry.code}
                id={optionId(entry.code)}
                role="option"
                aria-selected={entry.code === value}
                onPointerMove={() => setActiveCode(entry.code)}
                onClick={() => choose(entry)}
                className={`flex min-h-11 cursor-pointer items-center gap-3 px-4 text-sm ${
                  entry.code === active?.code ? "bg-brand-soft text-ink" : "text-ink-soft"
                } ${entry.code === value ? "font-semibold" : ""}`}
              >
                <CountryFlag country={entry.code} />
                <span className="min-w-0 flex-1 truncate">{entry.name}</span>
                <span className="text-muted tabular-nums">+{entry.dial}</span>
              </li>
            ))}
          </ul>
          <p role="status" className="sr-only">
            {matches.length === 1 ? "1 country" : `${matches.length} countries`}
          </p>
          {matches.length === 0 && (
            <p className="px-4 pb-4 text-sm text-muted">No country matches “{search}”.</p>
          )}
        </div>
      )}
    </div>
  );
}
