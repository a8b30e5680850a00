import { createServer, type Server } from "node:net";

/**
 * `count` ports that are free right now, so that two checkouts, a leftover process or another
 * test file never collide on a fixed port. All are held at once, so they are distinct.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  const ports: number[] = [];
  for (let i = 0; i < count; i++) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
    servers.push(server);
    const address = server.address();
    if (typeof address !== "object" || !address) throw new Error("no port");
    ports.push(address.port);
  }
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
