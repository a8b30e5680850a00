import { useRef, type KeyboardEvent, type ReactNode } from "react";

interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface FormTabsProps<K extends string> {
  id: string;
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern with roving tabindex: Left/Right (wrapping), Home and End move
 * focus and select the tab, since each tab shows the same panel with other fields.
 */
export function FormTabs<K extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
  children,
}: FormTabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = tabs.length;
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    refs.current.get(tab.key)?.focus();
    if (tab.key !== selected) onSelect(tab.key);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="grid grid-cols-2 gap-1 rounded-full border border-line bg-surface p-1"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) refs.current.set(tab.key, node);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => !isSelected && onSelect(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold transition-colors duration-200 sm:text-base ${
                isSelected
                  ? "bg-white text-brand shadow-card ring-1 ring-line"
                  : "text-ink-soft hover:text-ink"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="pt-8">
        {children}
      </div>
    </div>
  );
}
