// Flags are self-hosted SVG files (no flag CDN): each becomes a hashed asset that the
// browser fetches only when that flag is shown.
const flagUrls = import.meta.glob<string>("/node_modules/country-flag-icons/3x2/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

function flagUrl(country: string): string | undefined {
  return flagUrls[`/node_modules/country-flag-icons/3x2/${country}.svg`];
}

export function CountryFlag({ country }: { country: string }) {
  const src = flagUrl(country);
  return (
    <span className="inline-flex h-4 w-6 shrink-0 overflow-hidden rounded-[3px] bg-surface-strong ring-1 ring-ink/15">
      {src && <img src={src} alt="" width={24} height={16} loading="lazy" className="size-full" />}
    </span>
  );
}
