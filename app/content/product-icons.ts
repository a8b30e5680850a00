// The icons an accelerator's card may show, by the name its file gives (schemas/product.ts):
// the site's cards (products.ts) and the editor's icon choice draw the same ones.
import {
  Activity,
  Brain,
  FileCheck2,
  FileText,
  Microscope,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  type LucideIcon,
} from "lucide-react";
import type { ProductEntry } from "./schemas/product.ts";

export const productIcons: Record<ProductEntry["icon"], LucideIcon> = {
  Activity,
  Brain,
  FileCheck2,
  FileText,
  Microscope,
  ShieldCheck,
  Sparkles,
  Stethoscope,
};
