import type { FaultEntry } from "../../types.ts";
import { tractorEngineEntries } from "./engine/index.ts";
import { tractorMachineEntries } from "./machine/index.ts";

export const tractorEntries: FaultEntry[] = [...tractorEngineEntries, ...tractorMachineEntries];
