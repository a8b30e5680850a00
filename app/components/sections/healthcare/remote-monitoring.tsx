import { ArtFile } from "#app/components/art/art-file.tsx";
import { HealthcareRpmArt } from "#app/components/art/healthcare-rpm-art.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { healthcarePage } from "#app/content/healthcare.ts";

export function RemoteMonitoring() {
  const copy = healthcarePage.rpm;
  return (
    <Section id="remote-patient-monitoring" labelledBy="rpm-title">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="lg:order-2">
          <SectionHeading
            id="rpm-title"
            align="left"
            eyebrow={copy.eyebrow}
            title={copy.title}
            intro={copy.intro}
          />
          <ul className="-mt-2 grid gap-6 sm:grid-cols-2">
            {copy.features.map(({ icon: Icon, title, description }) => (
              <li key={title}>
                <span className="flex size-11 items-center justify-center rounded-xl bg-teal-soft text-teal">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-1 text-muted">{description}</p>
              </li>
            ))}
          </ul>
        </div>
        {/* below the hero: from its file (art-file.tsx), out of the document's first round trip */}
        <ArtFile
          width={480}
          height={400}
          alt=""
          className="mx-auto h-auto w-full max-w-md lg:order-1 lg:max-w-none"
        >
          <HealthcareRpmArt />
        </ArtFile>
      </div>
    </Section>
  );
}
