import { acknowledgement } from "./acknowledgement.ts";
import type { DestinationModule } from "./destination.ts";
import { documentRequest } from "./document-request.ts";
import { email } from "./email.ts";
import { webhook } from "./webhook.ts";

// Every destination the server knows, in the order a submission's rows are written (decision
// 0023). Each is one module in this folder (destination.ts says what a module declares);
// adding one is that module and one line here. Which of them are on is their settings' say.

export const DESTINATIONS: readonly DestinationModule[] = [
  email,
  webhook,
  acknowledgement,
  documentRequest,
];

export type { ConfiguredDestination, DestinationModule, SharedSettings } from "./destination.ts";
