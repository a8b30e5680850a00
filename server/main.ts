import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";

// Everything this process creates (outbox database, WAL files) is for its own user only.
process.umask(0o077);

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });

// Graceful shutdown (SIGTERM from an orchestrator, SIGINT from a terminal): stop accepting
// connections, finish the requests in progress, let the outbox worker record the delivery
// in progress (at most OUTBOX_SHUTDOWN_MS), close the store, exit. A second signal, or a
// shutdown that hangs, ends the process at once; a claim left behind expires and is retried.
let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info(`${signal}: closing`);
    setTimeout(() => process.exit(1), config.store.shutdownMs + 10_000).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
