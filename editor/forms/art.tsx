// The site's drawings and icons as the editor offers them (npm run edit): each drawn small,
// with what it shows in words, for the illustration, diagram and icon choices of the forms.
// Editor-only: the site never imports this file.
import { CaseStudyArt } from "#app/components/art/case-study-art.tsx";
import { PostNeutralArt } from "#app/components/art/post-neutral-art.tsx";
import { ProductArt } from "#app/components/art/product-art.tsx";
import { iconNamed } from "../../app/content/icons.ts";
import type { CASE_STUDY_ART } from "../../app/content/schemas/case-study.ts";
import { pictureChoice, type PictureOption } from "./pickers.tsx";
import { NEUTRAL_POST_ART } from "../../app/content/schemas/post.ts";
import { PAGE_ICONS, type PageIcon } from "../../app/content/schemas/icons.ts";
import type { PRODUCT_ART } from "../../app/content/schemas/product.ts";

type CaseStudyArt = (typeof CASE_STUDY_ART)[number];
type ProductArt = (typeof PRODUCT_ART)[number];

const caseStudyWords: Record<CaseStudyArt, string> = {
  ubiqvue: "Heart monitor: an ECG patch and its review screen",
  mithra: "Phone screening: a spoken question, a score, a referral",
  queue: "Waiting room: a “now serving” board and tokens",
  mobile: "A managed phone behind a security shield",
  onlinetest: "Online exam: a timer, answers and a result",
};

const productWords: Record<ProductArt, string> = {
  "acumed-ai": "A patient chart becoming a recommendation",
  "medi-code-gen": "A clinical note becoming billing codes",
  "reg-doc-gen": "Source documents becoming a report",
  "precision-pa": "A prior authorization reaching approval",
};

const entries = <K extends string>(words: Record<K, string>) =>
  Object.entries(words) as [K, string][];

export const caseStudyArtOptions: PictureOption<CaseStudyArt>[] = entries(caseStudyWords).map(
  ([value, label]) => ({ value, label, picture: <CaseStudyArt art={value} /> }),
);

export const productArtOptions: PictureOption<ProductArt>[] = entries(productWords).map(
  ([value, label]) => ({
    value,
    label,
    picture: <ProductArt art={value} slug={`editor-${value}`} />,
  }),
);

export const postArtOptions: PictureOption<typeof NEUTRAL_POST_ART | CaseStudyArt | ProductArt>[] =
  [
    {
      value: NEUTRAL_POST_ART,
      label: "Neutral: an article's page (no particular subject)",
      picture: <PostNeutralArt />,
    },
    ...caseStudyArtOptions,
    ...productArtOptions.map((option) => ({
      ...option,
      picture: <ProductArt art={option.value} slug={`editor-post-${option.value}`} />,
    })),
  ];

/** Each set of drawings an entry may stand under, by its name in a declaration (words.ts). */
export const drawingOptions = {
  product: productArtOptions,
  caseStudy: caseStudyArtOptions,
  post: postArtOptions,
};

/** Every icon a card may show, drawn, with what it depicts (schemas/icons.ts). */
export const iconOptions: PictureOption<PageIcon>[] = PAGE_ICONS.map(({ value, label }) => {
  const Icon = iconNamed(value);
  return { value, label, picture: <Icon aria-hidden="true" /> };
});

/** A card's icon, picked by its picture: an accelerator's, and every page's cards' (field.ts). */
export const iconPicker = ({
  label,
  description,
  defaultValue = iconOptions[0]!.value,
}: {
  label: string;
  description?: string;
  defaultValue?: PageIcon;
}) => pictureChoice({ label, description, options: iconOptions, defaultValue, icons: true });
