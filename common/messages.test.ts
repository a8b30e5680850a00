import { describe, expect, it } from "vitest";
import { messages } from "./messages.ts";

// The spec's wording, character for character (sections 4, 5 and 8).
describe("messages", () => {
  it.each([
    ["nameRequired", "Name is required."],
    ["nameLettersOnly", "Only alphabets and spaces are allowed."],
    ["organizationRequired", "Organization is required."],
    ["emailRequired", "Email is required."],
    ["emailInvalid", "Invalid email format."],
    ["emailInvalidOnBlur", "Please enter a valid email."],
    ["phoneRequired", "Phone number is required"],
    ["phoneInvalid", "Please enter a valid phone number"],
    ["subjectRequired", "Subject is required."],
    ["messageRequired", "Message is required."],
    ["firstNameRequired", "First Name is required."],
    ["lettersOnly", "Only letters and spaces are allowed"],
    ["addressRequired", "Address is required."],
    ["noticePeriodRequired", "Notice period is required."],
    ["currentCtcRequired", "Current CTC is required."],
    ["expectedCtcRequired", "Expected CTC is required."],
    ["resumeRequired", "Resume is required."],
    ["resumeRemoved", "Resume is required"],
    ["resumeWrongType", "Only PDF, DOC, and DOCX files are allowed."],
    ["resumeTooLarge", "File too large. Maximum 5MB allowed."],
    ["uploadInProgress", "Uploading..."],
    ["uploadSuccessful", "Upload Successful"],
    ["uploadTooLarge", "File too large"],
    ["contactSent", "Message sent successfully!"],
    ["applicationSent", "Application submitted successfully!"],
    ["sendFailed", "Something went wrong!"],
  ] as const)("%s is %j", (key, text) => {
    expect(messages[key]).toBe(text);
  });
});
