import type { FaultEntry } from "../../types.ts";
import { ATV_PARK, airboxInspect, compressionTest, cvtDrain, oilLevelCheck, plugInspect, rideVerify } from "./steps.ts";

// Air-intake faults: water, dirt and nests in the airbox, clogged filters and leaking intake boots.
export const atvAirIntakeEntries: FaultEntry[] = [
  {
    id: "atv-air-water-airbox",
    vehicleTypes: ["atv"],
    system: "air-intake",
    cause: "Water in the airbox and air filter after deep water or washing",
    explanation:
      "Deep crossings, submerged snorkels or pressure washing fill the airbox and soak the filter. The engine sputters and dies, and if water reaches the cylinder it can hydro-lock. Water often enters the CVT at the same time.",
    symptoms: [
      "died going through deep water",
      "sputters after creek crossing",
      "water in air box",
      "air filter soaking wet",
      "wont start after going through a mud hole",
      "bogging after pressure washing",
      "water coming out of airbox drain",
    ],
    keywords: ["airbox", "air box", "water", "snorkel", "drowned", "air filter", "deep water"],
    prior: 2,
    ref: "common field failure",
    steps: [
      airboxInspect,
      {
        title: "Drain the airbox, dry or replace the filter, check for water in the engine",
        description:
          "Open the airbox drain, sponge out water, dry a foam filter (wash and re-oil if muddy) or replace a paper filter. Remove the spark plug(s) and turn the engine over to expel water before starting. Check the oil for a milky look and change it if water got in.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Rags", "Spark plug socket", "Drain pan"],
        parts: ["Air filter", "Engine oil and filter if contaminated"],
        safety: [ATV_PARK, "Water or fuel can spray from the plug hole while turning the engine: wear eye protection and keep the plug leads grounded."],
      },
      cvtDrain,
      oilLevelCheck,
      rideVerify,
    ],
  },
  {
    id: "atv-air-filter-clogged",
    vehicleTypes: ["atv"],
    system: "air-intake",
    cause: "Clogged, dirty or over-oiled air filter",
    explanation:
      "Dust, mud and too much filter oil restrict airflow, so the engine runs rich: it loses power, smokes black, fouls plugs and uses more fuel. Dusty trail riding can plug a filter in a day.",
    symptoms: [
      "no power and black smoke",
      "bogs down when i give it gas",
      "air filter is caked with dirt",
      "runs rich and fouls plugs",
      "poor top speed",
      "sluggish after a dusty ride",
      "just re-oiled the filter and now it runs bad",
    ],
    keywords: ["air filter", "dirty filter", "foam filter", "filter oil", "restriction"],
    prior: 2,
    ref: "common maintenance item",
    steps: [
      airboxInspect,
      {
        title: "Clean or replace the filter",
        description:
          "Replace a paper element (do not blow it out with high-pressure air). Wash a foam filter in filter cleaner or warm soapy water, rinse, dry fully and oil it evenly with foam filter oil, squeezing out the excess. Grease the sealing rim if the manual says so and seat it fully.",
        safetyLevel: "Low Risk",
        estimatedTime: "30-45 min (plus drying time)",
        tools: ["Filter cleaner", "Foam filter oil", "Nitrile gloves"],
        parts: ["Air filter element", "Pre-filter"],
      },
      plugInspect,
      rideVerify,
    ],
  },
  {
    id: "atv-air-intake-boot",
    vehicleTypes: ["atv"],
    system: "air-intake",
    cause: "Cracked or loose intake boot between carburetor/throttle body and cylinder head",
    explanation:
      "The rubber boot that joins the carburetor or throttle body to the head hardens and cracks with heat. Unmetered air leaks in after the carburetor, so the engine runs lean: high or hanging idle, popping and hesitation.",
    symptoms: [
      "idle goes up and down",
      "idle hangs high",
      "popping on decel",
      "runs lean and hot",
      "hesitates off idle",
      "cracked rubber boot on carb",
      "whistling sound at idle",
    ],
    keywords: ["intake boot", "manifold", "vacuum leak", "air leak", "lean"],
    codes: ["P0171"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      {
        title: "Inspect the boot and clamps",
        description:
          "With the engine cool, bend the boot gently and look for cracks, especially on the underside, and check both clamps are tight and the carburetor or throttle body sits fully in the boot.",
        safetyLevel: "Low Risk",
        estimatedTime: "10-15 min",
        tools: ["Flashlight", "Screwdriver"],
      },
      {
        title: "Spray test for an air leak at idle",
        description:
          "With the engine idling in park, spray short bursts of soapy water (safer than flammable sprays) around the boot joints: a change in idle speed marks the leak.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Spray bottle with soapy water"],
        safety: [ATV_PARK, "Keep clear of the hot exhaust and moving drive parts with the engine running."],
      },
      {
        title: "Replace the boot",
        description:
          "Replace a cracked boot and its clamps, and any O-ring between the boot and the head. Reset the idle afterwards.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-90 min",
        tools: ["Socket set", "Screwdrivers"],
        parts: ["Intake boot (carburetor/throttle body joint)", "Boot clamps", "Boot O-ring"],
        safety: ["Fuel in the carburetor bowl will spill: turn the fuel off, catch it, no sparks."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-air-dirt-ingestion",
    vehicleTypes: ["atv"],
    system: "air-intake",
    cause: "Dirt bypassing the air filter (mis-seated filter or torn boot), wearing the engine",
    explanation:
      "A filter not sealed on its cage, a torn filter or a split boot after the filter lets dust straight into the engine. It sands the piston, rings and valves in a short time: power drops, oil use and blue smoke rise.",
    symptoms: [
      "dirt on the clean side of the air box",
      "blue smoke and using oil after dusty riding",
      "lost compression after changing filter",
      "engine dusted",
      "gritty dirt inside the throttle body",
      "getting harder to start and less power",
    ],
    keywords: ["dusted", "dirt ingestion", "air filter seal", "clean side"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      airboxInspect,
      {
        title: "Check the clean side and boot for dust",
        description:
          "Wipe the inside of the boot after the filter and the throttle body/carburetor mouth with a clean finger: any grit means dirt has been getting in. Find the path (filter seal, cage, boot split, missing clamp) and fix it.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Flashlight", "Clean rag"],
        parts: ["Air filter", "Air boot", "Clamps"],
      },
      compressionTest,
      oilLevelCheck,
    ],
  },
  {
    id: "atv-air-rodent-nest",
    vehicleTypes: ["atv"],
    system: "air-intake",
    cause: "Rodent nest or debris blocking the air intake or airbox",
    explanation:
      "Mice fill airboxes, snorkels and intake ducts with nesting material during storage. The engine chokes for air, runs rich, bogs and may not start; chewed filters also let debris into the engine.",
    symptoms: [
      "found mouse nest in air box",
      "runs terrible after storage like its choking",
      "bogs after sitting in the barn all winter",
      "black smoke after storage",
      "chewed air filter",
    ],
    keywords: ["mice", "mouse nest", "rodent", "acorns", "airbox", "snorkel"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      airboxInspect,
      {
        title: "Clear the airbox, snorkel and ducts",
        description:
          "Remove all nest material and food stores from the airbox, snorkel and CVT ducts, vacuum the airbox, replace the chewed filter and check the wiring nearby for bite marks.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Vacuum", "Flashlight"],
        parts: ["Air filter"],
        safety: ["Wear gloves and a dust mask: rodent droppings can carry disease."],
      },
      rideVerify,
    ],
  },
];
