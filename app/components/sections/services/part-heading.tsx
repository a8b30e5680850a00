/**
 * The head of a part of /services: eyebrow, heading and lede, on the left as the parts' content
 * is. "How an Engagement Runs" and "Our Services" share it, so the page's two parts read as
 * equals under the centred hero, and a family of services (20 px, beside a rule) sits clearly
 * a step below either (issue 43, review 6).
 */
export function PartHeading({
  id,
  eyebrow,
  title,
  intro,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
}) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-semibold tracking-wide text-teal uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink">
        {title}
      </h2>
      <p className="mt-3 text-lg text-pretty text-muted">{intro}</p>
    </div>
  );
}
