// The Insights page's words (content/pages/insights.yaml): the list of articles (also each
// topic's list), the words every article's page shares and the news feed's name. The articles,
// their authors and topics are in the editor's "Insights (posts)", "Team (authors)" and "Topics (tags)".
import { entryHead } from "../page.ts";
import { group, line, paragraph } from "../words.ts";

export const insightsWords = {
  hero: group("Introduction", {
    eyebrow: line(
      "Small label above a topic's heading",
      "On each topic's page, above the topic's name (a topic's page shows the topic's own description).",
    ),
    title: line("Heading"),
    intro: paragraph("Introduction"),
  }),
  list: group(
    "The list of articles",
    {
      topics: line("Name of the topic links, for screen readers", "Also on each article's topics."),
      allTopics: line("First topic link", "Shows every article."),
      label: line("Name of the list, for screen readers"),
      empty: paragraph("When there is no article yet"),
      pageNote: line(
        "After the heading, on a list of several pages",
        "{page} becomes the page's number and {pages} the number of pages.",
      ),
      pages: line("Name of the page links, for screen readers"),
      page: line("Before each page's number, for screen readers"),
      newer: line("Link to the newer articles"),
      older: line("Link to the older articles"),
      feedNote: line("Line under the list", "The link to the news feed follows it."),
      feedLink: line("Link to the news feed (RSS)"),
      topicHead: entryHead("{topic} becomes the topic's name (a list of several pages adds its page number)."),
    },
    "Also on each topic's list.",
  ),
  post: group(
    "On each article's page",
    {
      head: entryHead(
        "{title} becomes the article's title, {topic} its first topic.",
        "{author} and {role} become its author's name and role, {readingTime} its reading time.",
      ),
      back: line("Link back to the list"),
      published: line("Before the day it was published", "Also on the article cards."),
      updated: line("Before the day it was updated", "Also on the article cards."),
      readingTime: line(
        "Reading time",
        "{minutes} becomes the article's minutes of reading. Also on the article cards and the accelerators' pages.",
      ),
      authorTitle: line("Heading of the author's box, for screen readers"),
      sampleAuthor: line(
        "Label beside a sample author",
        'Beside the author\'s name on the article and its card, while the author is marked "Sample person" in People.',
      ),
      writtenBy: line("Before the author's name, for screen readers"),
      mentions: line("Heading of the accelerators and case studies it discusses"),
      product: line("Label of an accelerator it discusses"),
      caseStudy: line("Label of a case study it discusses"),
      related: line("Heading of articles on the same topics"),
      more: line("Heading of other articles", "When no other article shares a topic."),
    },
    "The words every article's page shares; each article's own words are in the editor's “Insights (posts)”.",
  ),
  feed: group("News feed (RSS)", {
    title: line("Name of the feed", "Feed readers show it followed by the company's name."),
  }),
};
