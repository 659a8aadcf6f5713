import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { prepareState, startLocalWorker } from "../../scripts/local-worker.ts";

const PORT = Number(process.env.E2E_PORT ?? 8788);

/**
 * Serves the built app (npm run build must have run) with wrangler dev on a fresh, migrated and seeded local
 * database, so every e2e run starts from the same state and never touches the developer's own data.
 */
export default async function setup(project: TestProject) {
  // localhost, not 127.0.0.1: WebAuthn refuses IP addresses as relying-party ids, and the passkey tests need one
  // that matches PUBLIC_ORIGIN.
  const template = prepareState("e2e-template");
  const removeTemplate = () => rmSync(template, { recursive: true, force: true });
  const { origin, state, stop } = await startLocalWorker({ port: PORT, host: "localhost", name: "e2e", template }).catch((error) => {
    removeTemplate();
    throw error;
  });
  project.provide("baseUrl", origin);
  project.provide("stateDir", state);
  project.provide("stateTemplate", template);
  return () => {
    stop();
    removeTemplate();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The e2e server's local D1/KV state directory, for tests that issue keys or insert fixtures. */
    stateDir: string;
    /** A migrated and seeded state no server uses: a test that starts a server of its own starts from a copy. */
    stateTemplate: string;
  }
}
