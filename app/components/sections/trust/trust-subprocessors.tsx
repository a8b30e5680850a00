import { DocumentBlock } from "#app/components/sections/document-page.tsx";
import { trustPage } from "#app/content/trust.ts";

const { subprocessors } = trustPage;
const FIELDS = ["service", "data", "location", "agreements"] as const;

/**
 * The subprocessors as a table with a DPA and BAA column (no lone last card whatever their
 * number). On a phone each row stands as a block, each cell under its column's name, shown
 * there only (a table's display changed may lose its headers for a screen reader).
 */
export function TrustSubprocessors() {
  const { labels } = subprocessors;
  return (
    <DocumentBlock id={subprocessors.id} title={subprocessors.title}>
      <p className="mt-3 leading-relaxed text-ink-soft">
        {subprocessors.list.length > 0 ? subprocessors.intro : subprocessors.none}
      </p>
      {subprocessors.list.length > 0 && (
        <table className="mt-4 w-full border-collapse text-left text-sm max-md:block">
          <thead className="max-md:sr-only">
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3 font-semibold text-ink">
                {labels.name}
              </th>
              {FIELDS.map((field) => (
                <th key={field} scope="col" className="py-2 pr-3 font-semibold text-ink">
                  {labels[field]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-md:block">
            {subprocessors.list.map((item) => (
              <tr
                key={item.name}
                className="border-b border-line align-top max-md:block max-md:py-3"
              >
                <th
                  scope="row"
                  className="py-3 pr-3 font-semibold text-ink max-md:block max-md:py-0"
                >
                  {item.name}
                </th>
                {FIELDS.map((field) => (
                  <td key={field} className="py-3 pr-3 text-ink-soft max-md:block max-md:py-1">
                    <span className="block text-xs font-medium text-muted md:hidden">
                      {labels[field]}
                    </span>
                    {item[field]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DocumentBlock>
  );
}
