import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  test: {
    name: "unit",
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["tests/unit/**/*.test.ts"],
    sequence: { groupOrder: 0 },
    environment: "node",
  },
});
