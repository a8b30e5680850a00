import { expect } from "@playwright/test";

export const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? 4326);

export interface ReceivedMessage {
  to: string[];
  headers: Record<string, string>;
  text: string;
  attachments: Array<{ filename: string; contentType: string; size: number }>;
}

async function messages(): Promise<ReceivedMessage[]> {
  const response = await fetch(`http://127.0.0.1:${mailboxPort}/messages`);
  return (await response.json()) as ReceivedMessage[];
}

/** Waits until a message whose text contains `marker` reaches the SMTP server, and returns it. */
export async function waitForMail(marker: string): Promise<ReceivedMessage> {
  let found: ReceivedMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await messages()).find((message) => message.text.includes(marker));
        return Boolean(found);
      },
      { timeout: 20_000, message: `mail containing "${marker}" reached the relay` },
    )
    .toBe(true);
  return found!;
}

/** How many messages whose text contains `marker` the SMTP server has received so far. */
export async function countMail(marker: string): Promise<number> {
  return (await messages()).filter((message) => message.text.includes(marker)).length;
}
