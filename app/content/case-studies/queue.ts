import { tech } from "../technologies.ts";
import type { CaseStudy } from "../types.ts";

export const queue: CaseStudy = {
  slug: "queue",
  category: "Hospitality",
  industry: "Hospitality",
  title: "Queue Management System",
  description:
    "Digital tokens, live wait-time estimates and display boards that ended crowded entrances for a multi-venue hospitality group.",
  summary:
    "A cloud-based queue system that lets guests check in from a kiosk or their own phone, keeps them informed while they wait and shows managers how every venue is flowing.",
  client:
    "A hospitality group operating restaurants, banquet venues and guest-service desks in several cities.",
  requirementHeading: "Business Requirement",
  requirement: [
    "At peak hours the client's venues relied on paper slips and names called across a busy room. Guests crowded entrances with no idea how long they would wait, hosts spent their time managing the line instead of serving, and managers had no data on waiting times or walk-aways.",
    "They needed a queue system that guests could join without an app, that called them when their table or counter was ready, and that gave managers live and historical insight across every venue.",
  ],
  solution: [
    "We delivered a cloud-based system with self-service kiosks, QR-code and SMS check-in, host and counter consoles, and large-screen displays showing called tokens.",
    "A React application drives the kiosks, displays and staff consoles. A Node.js service allocates tokens by party size, service type and priority, estimates waits from live throughput and pushes updates through Redis, while PostgreSQL keeps visit history for reporting.",
  ],
  technologies: [tech.react, tech.nodejs, tech.postgresql, tech.redis],
  features: [
    {
      title: "Multi-Channel Check-In",
      paragraphs: [
        "Guests join the queue at a kiosk, by scanning a QR code at the entrance or through the host desk.",
        "No app download is needed: confirmations and updates arrive by SMS.",
      ],
      summary: "Check in at a kiosk, by QR code or at the host desk, with updates by SMS.",
    },
    {
      title: "Smart Token Allocation",
      paragraphs: [
        "Tokens are issued by party size, service type and priority, so large groups and quick orders are not stuck in the same line.",
        "Rules can be tuned per venue and per time of day.",
      ],
      summary: "Tokens allocated by party size, service type and priority, tuned per venue.",
    },
    {
      title: "Live Wait-Time Estimates",
      paragraphs: [
        "Estimated waits are calculated from current service speed, not a fixed guess, and refresh as the queue moves.",
        "Guests can step away and come back when they are notified that they are next.",
      ],
      summary: "Wait estimates from live service speed, refreshed as the queue moves.",
    },
    {
      title: "Digital Display Boards",
      paragraphs: [
        "Large screens in waiting areas show called tokens and the counter or table to go to, with an audible chime.",
        "Displays also carry the venue's menus and announcements between calls.",
      ],
      summary: "Waiting-area screens show called tokens and where to go, with a chime.",
    },
    {
      title: "Staff Console",
      paragraphs: [
        "Hosts and counter staff call, recall, transfer or skip tokens with one tap on a tablet or desktop.",
        "Notes and special requests travel with the token to the next station.",
      ],
      summary: "One-tap call, recall, transfer and skip for hosts and counter staff.",
    },
    {
      title: "Analytics Dashboard",
      paragraphs: [
        "Managers see waiting times, service times, walk-aways and peak hours for every venue in one place.",
        "Historical trends feed staffing rosters and opening-hour decisions.",
      ],
      summary: "Wait times, walk-aways and peak hours across every venue in one view.",
    },
  ],
  benefits: [
    {
      title: "Shorter Perceived Waits",
      paragraphs: [
        "Guests who know their place and expected wait, and can step away until called, report a far better waiting experience and leave the queue less often.",
      ],
      summary: "Guests know their place and expected wait, and walk away less often.",
    },
    {
      title: "Higher Staff Productivity",
      paragraphs: [
        "Hosts no longer manage crowds and paper lists, so more of their time goes to serving guests.",
      ],
      summary: "Hosts spend their time serving guests instead of managing the line.",
    },
    {
      title: "Data-Driven Staffing",
      paragraphs: [
        "Accurate data on peaks and service times lets managers roster the right number of staff for each shift.",
      ],
      summary: "Peak-hour data lets managers roster the right staff for every shift.",
    },
    {
      title: "Calmer, Safer Venues",
      paragraphs: [
        "Entrances and lobbies stay clear at busy times, which improves the first impression and keeps walkways safe.",
      ],
      summary: "Clear entrances and lobbies at busy times, and a better first impression.",
    },
  ],
  conclusion: [
    "The queue management system replaced paper slips and call-outs with a calm, predictable experience for guests and a clear operational picture for managers.",
    "Built as a configurable cloud service, it now runs in every one of the client's venues and can be rolled out to a new location in a day.",
  ],
  more: ["mobile", "ubiqvue", "onlinetest"],
};
