// The pictograms the site's cards may show (a page's cards, an accelerator's): the file keeps
// the icon's name (lucide's), the editor shows what it depicts, and app/content/icons.ts draws it.
import { choice } from "./words.ts";

export const PAGE_ICONS = [
  { value: "Activity", label: "Pulse line" },
  { value: "Award", label: "Award ribbon" },
  { value: "BadgeCheck", label: "Badge with a tick" },
  { value: "BellRing", label: "Ringing bell" },
  { value: "Brain", label: "Brain" },
  { value: "BrainCircuit", label: "Brain as a circuit" },
  { value: "Building2", label: "Building" },
  { value: "CalendarCheck", label: "Calendar with a tick" },
  { value: "ClipboardCheck", label: "Clipboard with a tick" },
  { value: "ClipboardList", label: "Clipboard with a list" },
  { value: "CloudCog", label: "Cloud with a cog" },
  { value: "Cpu", label: "Chip" },
  { value: "Database", label: "Database" },
  { value: "FileCheck2", label: "Document with a tick" },
  { value: "FileHeart", label: "File with a heart" },
  { value: "FileText", label: "Document" },
  { value: "FlaskConical", label: "Laboratory flask" },
  { value: "Gauge", label: "Gauge" },
  { value: "GraduationCap", label: "Graduation cap" },
  { value: "HandHeart", label: "Heart in a hand" },
  { value: "HeartPulse", label: "Heart with a pulse" },
  { value: "Laptop", label: "Laptop" },
  { value: "Layers", label: "Layers" },
  { value: "LayoutDashboard", label: "Dashboard" },
  { value: "Lightbulb", label: "Light bulb" },
  { value: "LockKeyhole", label: "Padlock" },
  { value: "Microscope", label: "Microscope" },
  { value: "MonitorSmartphone", label: "Screen and phone" },
  { value: "PenTool", label: "Pen" },
  { value: "Receipt", label: "Receipt" },
  { value: "Rocket", label: "Rocket" },
  { value: "ShieldCheck", label: "Shield with a tick" },
  { value: "ShieldPlus", label: "Shield with a cross" },
  { value: "ShoppingBag", label: "Shopping bag" },
  { value: "Smartphone", label: "Phone" },
  { value: "Sparkles", label: "Sparkles" },
  { value: "Stethoscope", label: "Stethoscope" },
  { value: "Users", label: "People" },
  { value: "Workflow", label: "Workflow" },
] as const;

export type PageIcon = (typeof PAGE_ICONS)[number]["value"];

/** Every icon's name, for a schema's enum. */
export const PAGE_ICON_NAMES = PAGE_ICONS.map(({ value }) => value) as [PageIcon, ...PageIcon[]];

/** A card's pictogram, chosen in the editor by its picture (as an accelerator's is). */
export const icon = (label = "Icon") => choice(label, PAGE_ICONS, undefined, { icons: true });
