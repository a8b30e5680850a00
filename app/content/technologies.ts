// Technology chips shown on the case-study pages. Logos come from simple-icons, so each
// chip's title is the brand's own spelling.
import {
  siAngular,
  siDocker,
  siFlask,
  siFlutter,
  siMongodb,
  siMysql,
  siNodedotjs,
  siPostgresql,
  siPython,
  siReact,
  siRedis,
} from "simple-icons";

/** A brand icon from the simple-icons package (title, hex colour and SVG path). */
export interface BrandIcon {
  title: string;
  hex: string;
  path: string;
}

export interface TechChip {
  title: string;
  icon: BrandIcon;
}

const chip = (icon: BrandIcon): TechChip => ({ title: icon.title, icon });

export const tech = {
  angular: chip(siAngular),
  docker: chip(siDocker),
  flask: chip(siFlask),
  flutter: chip(siFlutter),
  mongodb: chip(siMongodb),
  mysql: chip(siMysql),
  nodejs: chip(siNodedotjs),
  postgresql: chip(siPostgresql),
  python: chip(siPython),
  react: chip(siReact),
  redis: chip(siRedis),
} as const satisfies Record<string, TechChip>;

/** The technologies a case study may name, by key (content/case-studies/*.yaml). */
export const TECHNOLOGIES = Object.keys(tech) as [keyof typeof tech, ...(keyof typeof tech)[]];
