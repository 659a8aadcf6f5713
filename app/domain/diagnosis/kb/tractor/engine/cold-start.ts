import type { FaultEntry } from "../../../types.ts";
import { BATTERY_GAS, HOT_ENGINE, LOCKOUT, batteryTest, coolantCheck, fuseRelayCheck, testDriveVerify } from "../../../steps-common.ts";
import { glowPlugTest } from "./steps.ts";

// Cold-start aids count as engine-mechanical: a diesel starts on compression heat, and these supply the rest.
export const coldStartEntries: FaultEntry[] = [
  {
    id: "tr-glow-plugs",
    vehicleTypes: ["tractor"],
    system: "engine-mechanical",
    cause: "Failed glow plugs or glow plug relay",
    explanation:
      "Small indirect-injection diesels (Kubota, Yanmar, Mitsubishi and the engines in most compact tractors, mini excavators and skid steers) need glow plugs to heat the combustion chambers. With burned-out plugs or a dead relay the engine cranks well but will not fire in the cold, or starts with clouds of white smoke.",
    symptoms: [
      "hard to start when cold",
      "cranks but wont start in the morning",
      "white smoke on cold start then clears",
      "glow plug light doesnt come on",
      "starts fine when warm but not cold",
      "runs rough for the first minute when cold",
      "need ether to start it",
    ],
    keywords: ["glow plugs", "glow plug relay", "preheat", "heater", "cold start", "wait to start"],
    prior: 2.5,
    ref: "common field failure",
    steps: [batteryTest, fuseRelayCheck, glowPlugTest, testDriveVerify],
  },
  {
    id: "tr-intake-air-heater",
    vehicleTypes: ["tractor"],
    system: "engine-mechanical",
    cause: "Failed intake air heater (grid heater), its relay or heavy-current fuse",
    explanation:
      "Many direct-injection tractor and construction engines warm the intake air with an electric grid heater switched by a high-current relay. Relay contacts burn and heater connections corrode, so the wait-to-start lamp works but no heat reaches the engine, and cold starts become long, smoky or impossible. Hard cold starts traced to this circuit are widely reported by John Deere 5E series owners.",
    symptoms: [
      "hard to start in cold weather wait to start light works",
      "preheat light comes on but still hard starting",
      "cold start heater not working",
      "intake heater relay clicking but no heat",
      "white smoke and long cranking below freezing",
      "5075e hard to start cold",
    ],
    keywords: ["intake heater", "grid heater", "air heater", "preheat relay", "cold start aid"],
    codes: ["SPN 729", "SPN 626"],
    makes: ["john deere"],
    models: ["5045e", "5055e", "5065e", "5075e"],
    prior: 1.5,
    ref: "widely reported owner forum pattern",
    steps: [
      batteryTest,
      {
        title: "Check the heater relay and feed with a clamp meter",
        description:
          "First confirm in the operator's manual which cold-start aid your engine has (intake heater or glow plugs). Key to preheat: the heater relay should click and a clamp meter on the heater feed cable should show a heavy current. Measure voltage at the heater terminal too. Voltage but no current means the heater element is open; no voltage means the relay, fuse/fusible link or controller output.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["DC clamp meter", "Digital multimeter", "Wiring diagram"],
        specs: ["Typical: tens of amps while the heater is on; element resistance well under 1 Ω (check against the service manual)"],
        parts: ["Intake heater relay", "Heater fuse or fusible link"],
        safety: [BATTERY_GAS, "The heater terminal is live with heavy current: do not short it to the engine."],
      },
      {
        title: "Replace the failed heater, relay or cable",
        description:
          "Disconnect the battery, replace the failed part, clean the heavy-cable ring terminals and torque the heater terminal nut gently (the stud can spin and break the element). Fit new intake gaskets if the heater is removed.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-90 min",
        tools: ["Socket set", "Torque wrench"],
        parts: ["Intake air heater (grid heater)", "Heater relay", "Intake gasket"],
        safety: [LOCKOUT, BATTERY_GAS],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-block-heater",
    vehicleTypes: ["tractor"],
    system: "engine-mechanical",
    cause: "Failed engine block (coolant) heater or its cord",
    explanation:
      "A block heater keeps the coolant warm overnight so the engine starts in deep cold. A burned-out element or damaged cord leaves the engine cold, and plugging in no longer helps.",
    symptoms: [
      "block heater not working",
      "plugged it in overnight and engine still cold",
      "block heater trips the breaker",
      "no warmth at the hose after plugging in",
      "wont start in the cold even plugged in",
    ],
    keywords: ["block heater", "engine heater", "cord", "tank heater"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      {
        title: "Check the cord and element resistance",
        description:
          "Unplugged: inspect the cord for cuts and burned pins, then measure resistance across the plug pins, and from each pin to the engine block. Feel the heater hose after an hour plugged in: it should be warm.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Digital multimeter"],
        specs: ["Typical: resistance of roughly R = V²/W, e.g. about 15-40 Ω for 400-1000 W at 120 V, and no continuity to ground (check against the heater rating)"],
        safety: ["Mains voltage can kill: test only with the cord unplugged, and use a GFCI-protected outlet."],
      },
      coolantCheck,
      {
        title: "Replace the heater element or cord",
        description:
          "Drain the coolant below the heater, replace the element or the cord, refill with the correct mix and bleed air from the system.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Socket set", "Drain pan", "Funnel"],
        parts: ["Block heater element", "Block heater cord", "Coolant"],
        safety: [HOT_ENGINE],
      },
    ],
  },
];
