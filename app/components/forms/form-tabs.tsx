import { useRef, type KeyboardEvent, type ReactNode } from "react";

interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

interface FormTabsProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}
import { useHydrated } from "~/lib/use-hydrated.ts";

/** The fragment of a tab's panel: `/contact#general` opens the General Enquiry tab. */
export const tabPanelId = (key: string) => key;

/**
 * The WAI-ARIA tabs pattern with roving tabindex: Left/Right (wrapping), Home and End move
 * focus and select the tab. Every tab is also a link to its panel (`#general`), and every
 * panel is in the page, so without scripts the tabs still work (`:target` rules in app.css)
 * and each tab can be linked to. Once hydrated, React shows one panel at a time.
 */
export function FormTabs<K extends string>({ label, tabs, selected, onSelect }: FormTabsProps<K>) {
  const refs = useRef(new Map<K, HTMLAnchorElement>());
  const enhanced = useHydrated();

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
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
    <div className="form-tabs" data-enhanced={enhanced ? "" : undefined}>
      <div
        role="tablist"
        aria-label={label}
        className="grid grid-cols-2 gap-1 rounded-full border border-line bg-surface p-1"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected;
          return (
            <a
              key={tab.key}
              ref={(node) => {
                if (node) refs.current.set(tab.key, node);
                else refs.current.delete(tab.key);
              }}
              href={`#${tabPanelId(tab.key)}`}
              role="tab"
              id={`${tab.key}-tab`}
              aria-selected={isSelected}
              aria-controls={tabPanelId(tab.key)}
              tabIndex={isSelected ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                if (!isSelected) onSelect(tab.key);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              // forced colours drop the selected tab's background and shadow: a border marks it
              // (less padding gives its width back, so the label wraps no sooner)
              className="form-tab inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-semibold text-ink-soft transition-colors duration-200 hover:text-ink aria-selected:bg-white aria-selected:text-brand aria-selected:shadow-card aria-selected:ring-1 aria-selected:ring-line sm:text-base forced-colors:aria-selected:border-2 forced-colors:aria-selected:border-[Highlight] forced-colors:aria-selected:px-3.5"
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          data-default={index === 0 ? "" : undefined}
          role="tabpanel"
          id={tabPanelId(tab.key)}
          aria-labelledby={`${tab.key}-tab`}
          hidden={enhanced && tab.key !== selected}
          className="form-tab-panel scroll-mt-40 pt-8"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
