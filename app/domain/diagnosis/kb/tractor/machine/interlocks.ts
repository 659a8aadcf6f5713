import type { FaultEntry } from "../../../types.ts";
import { testDriveVerify, visualInspection } from "../../../steps-common.ts";
import { MOWER_BLADES, RUNNING_CHECK, switchContinuity } from "./steps.ts";

// Operator-presence interlocks that shut a running machine down. No-crank interlock faults belong
// to the starting system (engine side); these are "it runs, then dies or cuts the blades".
export const interlockEntries: FaultEntry[] = [
  {
    id: "tr-m-il-seat-switch",
    vehicleTypes: ["tractor"],
    system: "electrical-accessories",
    cause: "Faulty seat (operator-presence) switch or loose seat switch connector shutting the engine off",
    explanation:
      "The seat switch tells the interlock module the operator is seated; a worn switch, broken plunger, loose plug or weak seat spring opens the circuit over bumps, so the engine dies or the blades stop.",
    symptoms: [
      "engine dies when i hit a bump",
      "mower shuts off randomly while mowing",
      "tractor cuts out when i shift in the seat",
      "dies when i lean forward",
      "seat switch problem",
      "mower stalls over rough ground",
      "engine dies when i engage the blades",
    ],
    keywords: ["seat switch", "operator presence", "safety switch", "interlock", "kill switch"],
    makes: ["john deere", "kubota", "cub cadet", "husqvarna", "toro", "craftsman", "troy-bilt", "mahindra"],
    prior: 2.5,
    steps: [
      {
        ...visualInspection,
        title: "Inspect the seat switch, plunger and plug",
        description:
          "Tilt the seat, check the switch plunger moves freely and is pressed fully when seated, the connector is latched and the wires are not chafed at the seat hinge. Check the seat spring/suspension is not holding the seat off the switch.",
        safety: [MOWER_BLADES],
      },
      switchContinuity,
      {
        title: "Confirm by watching for the drop-out",
        description:
          "With the engine running and the blades off, rock in the seat: if the engine dies, recheck the switch and plug. A temporary jumper may be used only for this test and only in a clear area, then removed.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: [RUNNING_CHECK, "Never leave an interlock jumpered: remove the jumper as soon as the test ends."],
      },
      testDriveVerify,
    ],
    ref: "operator's manual interlock description; widely reported owner forum pattern",
  },
  {
    id: "tr-m-il-reverse-mow",
    vehicleTypes: ["tractor"],
    system: "electrical-accessories",
    cause: "Reverse mowing safety (RIO/RMO) shuts engine or blades off in reverse",
    explanation:
      "Lawn tractors stop the blades, or the engine, when reverse is selected with blades on unless the reverse mowing override is switched on; a faulty reverse switch does it in forward too.",
    symptoms: [
      "mower dies when i put it in reverse",
      "blades stop when backing up",
      "engine shuts off in reverse with blades on",
      "riding mower stalls going backwards",
      "mower dies going forward too after reverse",
    ],
    keywords: ["rio", "reverse implement option", "rmo", "reverse mow", "reverse safety switch"],
    makes: ["john deere", "cub cadet", "husqvarna", "craftsman", "troy-bilt"],
    prior: 2,
    steps: [
      {
        title: "Use the reverse mowing override correctly",
        description:
          "Check the operator's manual: most lawn tractors need the RIO/RMO button pressed or key turned to the reverse-mow position before shifting into reverse with the blades on. Look behind you before reversing: the interlock exists because of children and pets.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [MOWER_BLADES],
      },
      { ...switchContinuity, title: "Test the reverse switch", description: "Locate the reverse switch on the transaxle linkage or pedal, check it changes state only in reverse and the plunger is not bent or mis-adjusted." },
      testDriveVerify,
    ],
    ref: "operator's manuals of lawn tractors",
  },
  {
    id: "tr-m-il-ztr-neutral-park",
    vehicleTypes: ["tractor"],
    system: "electrical-accessories",
    cause: "Zero-turn neutral-lock or park brake switch out of adjustment (engine dies when levers move)",
    explanation:
      "Zero-turns kill the engine if the motion levers leave the neutral-lock slots or the park brake is released with no operator in the seat; a bent lever bracket, misadjusted or worn switch signals 'no operator' while you drive.",
    symptoms: [
      "zero turn dies when i move the levers out",
      "engine dies when releasing the parking brake",
      "zero turn shuts off when pushing the lap bars",
      "mower dies when levers go in",
      "ztr engine cuts out when starting to drive",
    ],
    keywords: ["neutral switch", "park brake switch", "lap bar", "motion control", "interlock"],
    makes: ["toro", "husqvarna", "cub cadet", "exmark", "scag", "john deere", "bad boy", "ariens"],
    prior: 1.5,
    steps: [
      {
        title: "Check the seat switch first",
        description: "With levers out and brake off, the seat switch is the only thing keeping the engine on: test it first (see seat switch entry) and check its plug.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      { ...switchContinuity, title: "Test the neutral and park brake switches", description: "Test each lever neutral switch and the park brake switch in both positions, and check the lever brackets press them fully." },
      {
        title: "Adjust the switch brackets",
        description: "Adjust or replace bent brackets so each switch operates with the lever in the neutral slot and the brake set.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Wrenches"],
        parts: ["Neutral switch", "Park brake switch"],
        safety: [MOWER_BLADES],
      },
      testDriveVerify,
    ],
    ref: "zero-turn operator's manuals; common field failure",
  },
  {
    id: "tr-m-il-tractor-park-neutral",
    vehicleTypes: ["tractor"],
    system: "sensors-ecu",
    cause: "Compact tractor operator-presence logic: park brake or HST neutral switch not reading, engine stops when standing",
    explanation:
      "Many compact tractors allow the operator off the seat only with the park brake set and the HST in neutral (and PTO off); a misadjusted park brake switch or neutral switch makes the engine stop whenever the operator stands up or shifts weight.",
    symptoms: [
      "tractor dies when i get off with park brake on",
      "engine stops when i stand up",
      "engine shuts off when i get off the seat",
      "tractor shuts down when i lift off the seat in neutral",
      "operator presence warning on dash",
    ],
    keywords: ["park brake switch", "neutral switch", "operator presence", "opc", "seat switch"],
    makes: ["john deere", "kubota", "kioti", "ls", "mahindra", "massey ferguson", "new holland"],
    prior: 1.5,
    steps: [
      {
        title: "Confirm the designed behaviour",
        description:
          "Read the operator's manual interlock table: leaving the seat with the PTO on, or without the park brake, is supposed to stop the engine on many models.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      { ...switchContinuity, title: "Test the park brake and neutral switches", description: "Check that the park brake switch closes when the brake is latched and the neutral switch when the pedals are in neutral; check for indicator lights on the dash as you move each." },
      testDriveVerify,
    ],
    ref: "operator's manual interlock description",
  },
];
