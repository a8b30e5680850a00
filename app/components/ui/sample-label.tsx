/**
 * The tag on shipped sample content a visitor could take for real (a person, a quote): the
 * words are the page's own (content/pages/*.yaml); a release build refuses what carries it.
 */
export function SampleLabel({
  children,
  className = "",
}: {
  children: string;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex rounded-full bg-surface-strong px-2.5 py-0.5 text-xs font-semibold tracking-wide text-ink-soft uppercase ${className}`}
    >
      {children}
    </span>
  );
}
