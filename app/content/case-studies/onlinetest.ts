import { tech } from "../technologies.ts";
import type { CaseStudy } from "../types.ts";

export const onlinetest: CaseStudy = {
  slug: "onlinetest",
  category: "Education",
  industry: "Education",
  title: "Online Test Platform",
  description:
    "A scalable online examination platform with question banks, timed tests, remote proctoring and instant results.",
  summary:
    "A secure, browser-based examination platform that lets an education provider run mock tests for thousands of students at once and return detailed results in minutes.",
  client:
    "An education provider that prepares students for competitive entrance examinations through centres and online programmes.",
  requirementHeading: "Client Requirement",
  requirement: [
    "The client ran weekly mock examinations on paper at its centres. Printing, invigilating and hand-marking thousands of answer sheets took days, results arrived too late to guide revision, and students studying remotely could not take part at all.",
    "They wanted an online platform that could deliver timed tests to thousands of students at the same moment, discourage cheating at home, and give students and teachers detailed feedback straight after each test.",
  ],
  solution: [
    "We built a browser-based test platform with a React front end for students and teachers and a Node.js API backed by MongoDB, which suits the varied shapes of questions, tests and responses.",
    "Tests are served from containerised services that scale out ahead of scheduled examinations. Answers are saved continuously, so a dropped connection never costs a student their progress, and scoring runs the moment a test closes.",
  ],
  technologies: [tech.react, tech.nodejs, tech.mongodb, tech.docker],
  features: [
    {
      title: "Question Bank Management",
      paragraphs: [
        "Teachers author and tag questions by subject, topic and difficulty, including formulas, diagrams and multi-part items.",
        "Tests can be assembled by hand or generated from a blueprint of topics and difficulty levels.",
      ],
      summary:
        "Questions tagged by subject, topic and difficulty, assembled into tests in minutes.",
    },
    {
      title: "Timed Test Engine",
      paragraphs: [
        "Sectional timers, question navigation and mark-for-review mirror the real examination interface.",
        "Answers are saved every few seconds, so a lost connection or closed tab never loses work.",
      ],
      summary: "Exam-style timers and navigation, with answers saved every few seconds.",
    },
    {
      title: "Remote Proctoring",
      paragraphs: [
        "Full-screen enforcement, tab-switch detection and randomised question order discourage cheating at home.",
        "Optional webcam snapshots give invigilators a record to review when a session is flagged.",
      ],
      summary: "Full-screen mode, tab-switch detection and randomised questions deter cheating.",
    },
    {
      title: "Auto-Evaluation & Instant Results",
      paragraphs: [
        "Objective questions are marked automatically, with support for negative marking and partial credit.",
        "Students see their score, rank and solutions as soon as results are released.",
      ],
      summary: "Automatic marking with negative marking, then scores, ranks and solutions at once.",
    },
    {
      title: "Performance Analytics",
      paragraphs: [
        "Topic-level reports show each student where they lose marks and how their accuracy and speed change over time.",
        "Teachers see class-wide weak areas and the questions that most students got wrong.",
      ],
      summary: "Topic-level insight into accuracy and speed for students and teachers.",
    },
    {
      title: "Scalable Test Delivery",
      paragraphs: [
        "Containerised services scale out ahead of scheduled tests, so thousands of students can start at the same second.",
        "Monitoring and load testing before each major examination keep delivery predictable.",
      ],
      summary: "Services scale out ahead of each test, so thousands can start together.",
    },
  ],
  conclusion: [
    "Moving mock examinations online cut the time from test to results from days to minutes and opened the programme to students far from the client's centres.",
    "Teachers now spend their time on the topics students find hardest, guided by data rather than by stacks of answer sheets.",
  ],
  more: ["mithra", "ubiqvue", "mobile"],
};
