import { tech } from "../technologies.ts";
import type { CaseStudy } from "../types.ts";

export const mobile: CaseStudy = {
  slug: "mobile",
  category: "Cyber Security",
  industry: "Cyber Security",
  title: "Mobile Device Management App",
  description:
    "A mobile device management platform that secures, monitors and controls company-owned Android devices across distributed facilities.",
  summary:
    "How we gave a security-conscious enterprise central control of its device fleet: enrolment in minutes, enforced policies, locked-down devices and a live view of every facility.",
  client:
    "An enterprise that equips field staff at dozens of distributed facilities with company-owned Android devices.",
  requirementHeading: "Business Requirement",
  requirement: [
    "The client had issued thousands of Android devices to staff across its facilities, with no central way to manage them. Devices ran personal apps, missed security updates and were occasionally lost without trace, each one a potential route for sensitive data to leak.",
    "They needed a platform to enrol devices quickly, enforce security policies, control which apps could run, locate devices and act immediately when one was lost or misused, along with the evidence their auditors asked for.",
  ],
  solution: [
    "We built a mobile device management solution made up of an Android agent, built on the Android Enterprise management APIs, and a web console for IT administrators.",
    "The console is a React application backed by a Python REST API written in Flask, which issues commands to devices, collects their telemetry and evaluates compliance. MySQL stores the device inventory, policies and a tamper-evident event history.",
  ],
  technologies: [tech.python, tech.react, tech.mysql, tech.flask],
  features: [
    {
      title: "Real-Time Monitoring",
      paragraphs: [
        "The console shows every device's status, battery, storage, OS version and last check-in as it happens.",
        "Alerts flag devices that go offline, fall behind on security patches or break policy.",
      ],
      summary: "Live status, health and check-ins for every device, with alerts on problems.",
    },
    {
      title: "Policy Implementation",
      paragraphs: [
        "Administrators define password, encryption, camera, USB and Wi-Fi policies once and apply them to device groups or whole facilities.",
        "The agent enforces each policy on the device and reports compliance back to the console.",
      ],
      summary: "Security policies defined once, enforced on every device and reported back.",
    },
    {
      title: "Device Lockdown",
      paragraphs: [
        "Devices can run in kiosk mode, limited to approved work apps, with settings users should not change locked.",
        "A lost or stolen device can be locked or wiped remotely within seconds.",
      ],
      summary: "Kiosk mode, locked settings and remote lock or wipe in seconds.",
    },
    {
      title: "App Management",
      paragraphs: [
        "Approved apps are installed silently, updated centrally and removed when they are no longer needed.",
        "Blocklists stop unapproved apps from being installed in the first place.",
      ],
      summary: "Silent install, central updates and blocklists for unapproved apps.",
    },
    {
      title: "Location Tracking",
      paragraphs: [
        "Device locations are reported at configurable intervals and shown on a map, with geofences around each facility.",
        "Tracking applies only to company-owned devices during working hours, in line with the client's privacy policy.",
      ],
      summary: "Device locations on a map with facility geofences, within privacy rules.",
    },
    {
      title: "Network Strength Monitoring",
      paragraphs: [
        "The agent records cellular and Wi-Fi signal strength, so administrators can see coverage gaps at each facility.",
        "Trends show where better access points or a different carrier would help staff most.",
      ],
      summary: "Cellular and Wi-Fi signal strength recorded to reveal coverage gaps.",
    },
    {
      title: "Facility Enrollment",
      paragraphs: [
        "New devices are enrolled by scanning a facility QR code, which applies that facility's policies and apps automatically.",
        "Bulk enrolment brings a whole new site online in an afternoon.",
      ],
      summary: "Scan a facility QR code to enrol a device with the right policies and apps.",
    },
  ],
  benefits: [
    {
      title: "Network Strength Monitoring",
      paragraphs: [
        "Visibility of signal quality at every facility let the client fix coverage gaps, so staff spend less time waiting on slow connections and more time on productive work.",
      ],
      summary:
        "Fixed coverage gaps mean less waiting on slow connections and more productive work.",
    },
    {
      title: "High End Security",
      paragraphs: [
        "Enforced encryption, locked-down settings and remote wipe mean a lost device is an inconvenience, not a data breach.",
      ],
      summary: "Encryption, lockdown and remote wipe turn a lost device into a non-event.",
    },
    {
      title: "App Management",
      paragraphs: [
        "Only approved, up-to-date apps run on company devices, reducing both security risk and the support calls that personal apps used to cause.",
      ],
      summary: "Only approved, current apps run, cutting risk and support calls.",
    },
    {
      title: "Compliance & Accountability",
      paragraphs: [
        "Every policy change, command and compliance status is logged, giving auditors clear evidence and making each facility accountable for its devices.",
      ],
      summary: "A complete log of policies and actions gives auditors clear evidence.",
    },
  ],
  conclusion: [
    "The mobile device management app gave the client a single place to enrol, secure and monitor its entire device fleet. Policies that once depended on each facility are now enforced automatically, and a missing device can be located or wiped in moments.",
    "With clear compliance reporting and better connectivity at every site, the devices have become a dependable tool for field staff rather than a security worry for IT.",
  ],
  more: ["queue", "onlinetest", "ubiqvue"],
};
