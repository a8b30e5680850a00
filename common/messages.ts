// Every message the visitor can see, word for word from the spec (sections 5 and 8).
// The browser and the server both read them from here, so they cannot drift apart.

export const messages = {
  nameRequired: "Name is required.",
  nameLettersOnly: "Only alphabets and spaces are allowed.",
  organizationRequired: "Organization is required.",
  emailRequired: "Email is required.",
  emailInvalid: "Invalid email format.",
  /** Shown when the visitor leaves a badly formed email field (blur time). */
  emailInvalidOnBlur: "Please enter a valid email.",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number",
  subjectRequired: "Subject is required.",
  messageRequired: "Message is required.",

  firstNameRequired: "First Name is required.",
  lettersOnly: "Only letters and spaces are allowed",
  addressRequired: "Address is required.",
  noticePeriodRequired: "Notice period is required.",
  currentCtcRequired: "Current CTC is required.",
  expectedCtcRequired: "Expected CTC is required.",
  resumeRequired: "Resume is required.",
  /** After Remove (spec section 4: no full stop). */
  resumeRemoved: "Resume is required",
  resumeWrongType: "Only PDF, DOC, and DOCX files are allowed.",
  resumeTooLarge: "File too large. Maximum 5MB allowed.",

  uploadInProgress: "Uploading...",
  uploadSuccessful: "Upload Successful",
  uploadTooLarge: "File too large",

  contactSent: "Message sent successfully!",
  applicationSent: "Application submitted successfully!",
  sendFailed: "Something went wrong!",

  // Not in the spec: only reachable by a request the site's own form never sends
  // (the browser filters typing), so the server can still name the bad field.
  noticePeriodInvalid: "Enter the notice period in whole months.",
  // short enough for one line in the narrowest CTC field (its line is kept for it: field.tsx)
  ctcInvalid: "Enter a number like 12.5.",
  singleLine: "Use a single line without line breaks.",
  tooLong: "This is too long.",
  controlCharacters: "Remove the invisible control characters.",
  consentInvalid: 'Send "yes" to keep the résumé for future openings, or leave the field out.',
} as const;

export type MessageKey = keyof typeof messages;
