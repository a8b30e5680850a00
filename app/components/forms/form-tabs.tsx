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
import { useHydrated } from "./use-hydrated.ts";
import { tabMoves } from "./tab-keys.ts";

/** The fragment of a tab's panel: `/contact#general` opens the General Enquiry tab. */
export const tabPanelId = (key: string) => key;

/**
 * The WAI-ARIA tabs pattern with manual activation: Left/Right (wrapping), Home and End only
 * move focus; Enter or Space (or a click) selects the focused tab. Selecting a tab clears both
 * forms, so a key meant to look at the other tab must not throw away what was typed. Every tab
 * is also a link to its panel (`#general`), and every panel is in the page, so without scripts
 * the tabs still work (`:target` rules in app.css) and each tab can be linked to; until the
 * island is live, its directive (islands/interaction-directive.ts) gives the keys the same
 * meaning from the moment the tabs are in the page. Once
 * hydrated, React shows one panel at a time.
 */
export function FormTabs<K extends string>({ label, tabs, selected, onSelect }: FormTabsProps<K>) {
  const refs = useRef(new Map<K, HTMLAnchorElement>());
  const enhanced = useHydrated();

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const tab = tabs[index];
    if (event.key === " " && tab) {
      // a link has no Space activation of its own (Enter clicks it natively)
      event.preventDefault();
      if (tab.key !== selected) onSelect(tab.key);
      return;
    }
    const target = tabMoves(event.key, index, tabs.length);
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target];
    if (next) refs.current.get(next.key)?.focus();
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
              // roving: in the static HTML both are Tab stops, so that without scripts the
              // other tab (a link to its panel) can be reached from the keyboard; with
              // scripts the island's directive makes them roving before hydration
              tabIndex={!enhanced || isSelected ? 0 : -1}
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
