import type { FaultEntry } from "../../types.ts";
import { FUEL_FIRE } from "../../steps-common.ts";
import { ATV_PARK, atvScanCodes, carbDrain, connectorInspect, rideVerify, TEST_RIDE_PPE } from "./steps.ts";

// Throttle control, idle control and carburetor-side delivery parts (CV slide diaphragm, pulse fuel pump).
export const atvThrottleEntries: FaultEntry[] = [
  {
    id: "atv-thr-throttle-cable",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "Sticking or frozen throttle cable / thumb throttle not returning",
    explanation:
      "Water in the throttle cable freezes in winter or rusts the inner wire, and mud packs the thumb-throttle housing. The throttle then sticks open or returns slowly, so the machine keeps pulling or idles high: a serious control hazard.",
    symptoms: [
      "throttle sticks open",
      "thumb throttle doesnt come back",
      "idle stays high after i let off",
      "throttle frozen in the cold",
      "gas pedal sticks",
      "throttle stiff and slow to return",
    ],
    keywords: ["throttle cable", "thumb throttle", "sticking throttle", "frozen cable", "idle high"],
    prior: 1,
    ref: "common field failure; owner's manual throttle free-play check",
    steps: [
      {
        title: "Stop riding and check the throttle with the engine off",
        description:
          "Do not ride a machine whose throttle does not snap back. With the engine off, work the thumb throttle or pedal through its range and with the bars at full left and right lock: it must return freely every time. Check the throttle has the free play the manual specifies.",
        safetyLevel: "Safety Required",
        estimatedTime: "5-10 min",
        specs: ["Throttle free play per the owner's manual (typically a few mm at the thumb lever)"],
        safety: [ATV_PARK, "A sticking throttle can cause loss of control: fix it before riding."],
      },
      {
        title: "Clean, lubricate or replace the cable and housing",
        description:
          "Open the thumb-throttle housing and clean out mud; disconnect the cable and lubricate it with a cable luber, or replace a rusted or frayed cable. Route it so it does not pull when steering, and set free play. On EFI machines check that the throttle body plate returns on its own spring.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Cable lubricator", "Wrenches", "Screwdrivers"],
        parts: ["Throttle cable", "Thumb throttle assembly", "Throttle housing seal"],
        safety: [ATV_PARK],
      },
      {
        title: "Verify idle and throttle return with the engine running",
        description:
          "With the machine in park, start the engine, turn the bars lock to lock: the idle must not rise. Then test ride at low speed first.",
        safetyLevel: "High Risk",
        estimatedTime: "10-15 min",
        safety: [TEST_RIDE_PPE, "Keep a hand ready on the kill switch during the first test."],
      },
    ],
  },
  {
    id: "atv-thr-throttle-body-iac",
    vehicleTypes: ["atv"],
    system: "sensors-ecu",
    cause: "Dirty throttle body or faulty idle air control (IAC) valve",
    explanation:
      "EFI engines control idle by metering air past the throttle plate with an idle air control valve or stepper motor. Carbon and oil vapor from the breather build up on the plate and in the idle passages, or the IAC sticks, so the engine idles low, hunts or stalls when coming to a stop.",
    symptoms: [
      "stalls when i come to a stop",
      "idle hunting up and down efi",
      "idles too low and dies",
      "high idle on cold start and stays high",
      "dies when letting off the throttle",
      "idle surges efi",
    ],
    keywords: ["throttle body", "iac", "idle air control", "stepper", "idle speed", "stalls at idle"],
    codes: ["P0505", "P0506", "P0507"],
    prior: 1,
    ref: "SAE J2012 code meanings; common field failure",
    steps: [
      atvScanCodes,
      {
        title: "Inspect and clean the throttle body",
        description:
          "With the engine off and the key out, remove the intake boot and look at the throttle plate and bore for carbon and oil film. Clean with throttle body cleaner on a rag (do not spray into sensors or an electronic throttle motor), and do not turn the factory-set throttle stop screw.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Throttle body cleaner", "Lint-free rags", "Screwdrivers"],
        safety: [ATV_PARK, FUEL_FIRE, "Wear eye protection and nitrile gloves."],
      },
      {
        title: "Test the IAC and do the idle relearn",
        description:
          "Check the IAC connector and winding resistance per the manual and watch or listen for it moving at key-on. After cleaning, perform the idle/TPS relearn procedure for the model (key-on sequence or dealer tool).",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Digital multimeter", "Dealer diagnostic tool where required"],
        specs: ["IAC winding resistance and idle speed per the service manual"],
        parts: ["Idle air control valve", "Intake boot clamp"],
        safety: [ATV_PARK],
      },
      connectorInspect,
      rideVerify,
    ],
  },
  {
    id: "atv-fuel-cv-diaphragm",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "Torn or stiff CV carburetor slide diaphragm",
    explanation:
      "Constant-velocity (CV) carburetors lift the throttle slide with a rubber diaphragm driven by intake vacuum. A pinhole, tear or swollen diaphragm (from ethanol or carburetor cleaner) stops the slide rising, so the engine idles fine but bogs and will not pull past part throttle.",
    symptoms: [
      "idles fine but bogs when i give it gas",
      "wont go over half throttle",
      "no power past quarter throttle",
      "falls flat on acceleration even after carb clean",
      "slide not lifting in the carb",
    ],
    keywords: ["diaphragm", "slide", "cv carb", "vacuum slide", "bsr", "cvk"],
    prior: 0.8,
    ref: "service manual carburetor inspection; common field failure",
    steps: [
      carbDrain,
      {
        title: "Inspect the diaphragm and slide",
        description:
          "Remove the carburetor top cover and lift the slide by hand: it should move smoothly and drop back. Hold the diaphragm up to a light and stretch it gently to find pinholes and tears, and check it is seated in its groove. Never soak the diaphragm in carburetor cleaner.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Screwdrivers", "Flashlight"],
        parts: ["Slide and diaphragm assembly", "Top cover gasket"],
        safety: [FUEL_FIRE],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-fuel-pulse-pump",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "Failed pulse (vacuum) fuel pump or cracked pulse hose on a carbureted machine",
    explanation:
      "Many carbureted UTVs and some ATVs use a diaphragm fuel pump driven by crankcase pulses through a small hose. A hardened diaphragm or cracked pulse hose lets the pump fall behind, so the float bowl empties at high throttle or on long climbs.",
    symptoms: [
      "runs out of fuel at high speed",
      "dies on long hills then restarts",
      "fuel pump not pumping",
      "pulse line cracked",
      "bogs at full throttle carb",
      "carb bowl empty after riding",
    ],
    keywords: ["pulse pump", "vacuum fuel pump", "pulse line", "fuel pump", "diaphragm pump"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      {
        title: "Inspect the pulse hose and fuel hoses",
        description:
          "Check the small pulse hose from the crankcase or intake to the pump for cracks, softness and loose ends, and the fuel hoses for kinks.",
        safetyLevel: "Safety Required",
        estimatedTime: "10-15 min",
        tools: ["Flashlight"],
        parts: ["Pulse hose", "Fuel hose"],
        safety: [ATV_PARK, FUEL_FIRE],
      },
      {
        title: "Check pump output while cranking",
        description:
          "Disconnect the pump outlet hose into a clear container, disable ignition or unplug the coil, and crank: fuel should spurt steadily with each pulse. Weak or no flow with a good pulse hose means the pump diaphragm has failed: rebuild or replace it.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Clear container", "Rags"],
        parts: ["Pulse fuel pump or rebuild kit"],
        safety: [FUEL_FIRE, "Disable the ignition before cranking with a fuel hose open.", "Wear eye protection and nitrile gloves."],
      },
      carbDrain,
      rideVerify,
    ],
  },
];
