// The pictograms the site's cards may show (a page's cards, an accelerator's), each named once:
// the name a content file keeps (lucide's own: a test checks the drawing is the icon of that
// name), what it depicts in the editor's words (schemas/icons.ts makes the choice from them)
// and the drawing. The namespace is read by static member only, so a bundle holds these
// drawings and no other of lucide's.
import * as lucide from "lucide-react";
import type { LucideIcon } from "lucide-react";

const PICTOGRAMS = {
  Activity: { label: "Pulse line", drawing: lucide.Activity },
  Award: { label: "Award ribbon", drawing: lucide.Award },
  BadgeCheck: { label: "Badge with a tick", drawing: lucide.BadgeCheck },
  BellRing: { label: "Ringing bell", drawing: lucide.BellRing },
  Brain: { label: "Brain", drawing: lucide.Brain },
  BrainCircuit: { label: "Brain as a circuit", drawing: lucide.BrainCircuit },
  Building2: { label: "Building", drawing: lucide.Building2 },
  CalendarCheck: { label: "Calendar with a tick", drawing: lucide.CalendarCheck },
  ClipboardCheck: { label: "Clipboard with a tick", drawing: lucide.ClipboardCheck },
  ClipboardList: { label: "Clipboard with a list", drawing: lucide.ClipboardList },
  CloudCog: { label: "Cloud with a cog", drawing: lucide.CloudCog },
  Cpu: { label: "Chip", drawing: lucide.Cpu },
  Database: { label: "Database", drawing: lucide.Database },
  FileCheck2: { label: "Document with a tick", drawing: lucide.FileCheck2 },
  FileHeart: { label: "File with a heart", drawing: lucide.FileHeart },
  FileText: { label: "Document", drawing: lucide.FileText },
  FlaskConical: { label: "Laboratory flask", drawing: lucide.FlaskConical },
  Gauge: { label: "Gauge", drawing: lucide.Gauge },
  GraduationCap: { label: "Graduation cap", drawing: lucide.GraduationCap },
  HandHeart: { label: "Heart in a hand", drawing: lucide.HandHeart },
  HeartPulse: { label: "Heart with a pulse", drawing: lucide.HeartPulse },
  Laptop: { label: "Laptop", drawing: lucide.Laptop },
  Layers: { label: "Layers", drawing: lucide.Layers },
  LayoutDashboard: { label: "Dashboard", drawing: lucide.LayoutDashboard },
  Lightbulb: { label: "Light bulb", drawing: lucide.Lightbulb },
  LockKeyhole: { label: "Padlock", drawing: lucide.LockKeyhole },
  Microscope: { label: "Microscope", drawing: lucide.Microscope },
  MonitorSmartphone: { label: "Screen and phone", drawing: lucide.MonitorSmartphone },
  PenTool: { label: "Pen", drawing: lucide.PenTool },
  Receipt: { label: "Receipt", drawing: lucide.Receipt },
  Rocket: { label: "Rocket", drawing: lucide.Rocket },
  ShieldCheck: { label: "Shield with a tick", drawing: lucide.ShieldCheck },
  ShieldPlus: { label: "Shield with a cross", drawing: lucide.ShieldPlus },
  ShoppingBag: { label: "Shopping bag", drawing: lucide.ShoppingBag },
  Smartphone: { label: "Phone", drawing: lucide.Smartphone },
  Sparkles: { label: "Sparkles", drawing: lucide.Sparkles },
  Stethoscope: { label: "Stethoscope", drawing: lucide.Stethoscope },
  Users: { label: "People", drawing: lucide.Users },
  Workflow: { label: "Workflow", drawing: lucide.Workflow },
} as const satisfies Record<string, { label: string; drawing: LucideIcon }>;

export type PageIcon = keyof typeof PICTOGRAMS;

/** Every pictogram: its name and what the editor says it depicts, in the editor's order. */
export const PAGE_ICONS = Object.entries(PICTOGRAMS).map(([value, { label }]) => ({
  value: value as PageIcon,
  label,
})) as unknown as readonly [{ value: PageIcon; label: string }, ...{ value: PageIcon; label: string }[]];

export const iconNamed = (name: PageIcon): LucideIcon => PICTOGRAMS[name].drawing;
