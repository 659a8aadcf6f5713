import type { FaultEntry } from "../../types.ts";
import { automotiveEngineEntries } from "./engine/index.ts";
import { automotiveChassisEntries } from "./chassis/index.ts";

export const automotiveEntries: FaultEntry[] = [...automotiveEngineEntries, ...automotiveChassisEntries];
