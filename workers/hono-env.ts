import type { AppServices } from "../app/.server/context.ts";

export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    nonce: string;
    services: AppServices;
  };
};
