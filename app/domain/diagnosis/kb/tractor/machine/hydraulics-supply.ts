import type { FaultEntry } from "../../../types.ts";
import { HYDRAULIC_PRESSURE, LOCKOUT, RAISED_LOAD, hydraulicLevel, testDriveVerify, visualInspection } from "../../../steps-common.ts";
import { HOT_OIL, RUNNING_CHECK, flowTest, pressureTest, purgeAir, suctionLeakCheck, suctionScreen } from "./steps.ts";

// Supply side of tractor/loader hydraulics: fluid, suction, pump, relief, heat. Functions that are
// all slow or all dead at once usually start here, before any individual valve or cylinder.
export const hydraulicsSupplyEntries: FaultEntry[] = [
  {
    id: "tr-m-hyd-low-fluid",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Low hydraulic oil level (shared transmission/hydraulic fluid) from a leak or missed top-up",
    explanation:
      "When the level drops the pump pick-up sucks air, especially on slopes or with the loader raised and cylinders full of oil, so functions go slow, jerky or noisy and the pump whines.",
    symptoms: [
      "loader wont lift",
      "hydraulics weak and slow",
      "pump whines when i raise the bucket",
      "hydraulics quit on hills",
      "loader jerky and makes a groaning noise",
      "three point hitch slow to raise",
      "hydraulic oil low on dipstick",
    ],
    keywords: ["dipstick", "sight glass", "utf", "hydraulic fluid", "leak", "whine"],
    prior: 3,
    steps: [
      hydraulicLevel,
      {
        ...visualInspection,
        title: "Find where the oil went",
        description:
          "Look for wet hoses, fittings, cylinder rods, remote couplers, the pump and the axle seals; check under where the machine is parked. Clean a suspect area with degreaser, run the machine and look again.",
      },
      purgeAir,
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-suction-screen",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Plugged hydraulic suction screen or clogged hydraulic filter",
    explanation:
      "A blocked strainer or filter starves the pump, so everything gets slow once the oil is cold or thick, and the pump cavitates with a whine or growl.",
    symptoms: [
      "hydraulics slow when cold",
      "hydraulics whine when cold",
      "loader slow to raise and steering heavy",
      "bucket slow to raise but oil is full",
      "pump cavitation noise",
      "hydraulic filter restriction light on",
    ],
    keywords: ["suction screen", "strainer", "hydraulic filter", "cavitation", "restriction"],
    prior: 2,
    steps: [hydraulicLevel, suctionScreen, purgeAir, testDriveVerify],
    ref: "common field failure; filter/screen service interval in operator's manuals",
  },
  {
    id: "tr-m-hyd-suction-air-leak",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Air leak on the pump suction side (loose clamp, cracked hose or bad O-ring)",
    explanation:
      "The pump draws air in through the leak instead of oil, so the oil foams, functions become spongy and jerky and the pump sounds like it is full of gravel.",
    symptoms: [
      "hydraulic oil foaming",
      "foam in the sight glass",
      "loader bounces and jerks",
      "hydraulics spongy",
      "pump noise like marbles",
      "bubbles in hydraulic oil",
    ],
    keywords: ["foam", "aeration", "suction hose", "clamp", "o-ring", "air in hydraulics"],
    prior: 1.5,
    steps: [hydraulicLevel, suctionLeakCheck, purgeAir, testDriveVerify],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-worn-pump",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Worn hydraulic gear pump (internal leakage, low flow when hot)",
    explanation:
      "Wear between the gears and housing lets oil slip back inside the pump; thin hot oil slips more, so the loader and hitch work when cold and get weak and slow once warm.",
    symptoms: [
      "loader slow when hot",
      "hydraulics fine cold weak when warm",
      "bucket wont lift a full load anymore",
      "3 point hitch slow after working a while",
      "loss of hydraulic power",
      "hydraulic pump worn out",
    ],
    keywords: ["gear pump", "flow", "internal leakage", "pump wear"],
    prior: 1.5,
    steps: [
      hydraulicLevel,
      pressureTest,
      flowTest,
      {
        title: "Replace or rebuild the pump and flush the system",
        description:
          "If flow is low at pressure and the relief tests good, replace the pump (or rebuild it with a seal/bushing kit if gears and housing are unscored). Clean the suction screen, change the filter and, if metal was found, flush the reservoir before starting the new pump.",
        safetyLevel: "High Risk",
        estimatedTime: "3-6 h",
        tools: ["Socket set", "Torque wrench", "Drain pans"],
        parts: ["Hydraulic pump or rebuild kit", "Pump gasket/O-ring", "Hydraulic filter", "Fluid"],
        safety: [LOCKOUT, HYDRAULIC_PRESSURE, HOT_OIL],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-pump-drive",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Sheared hydraulic pump drive coupler or stripped pump shaft splines",
    explanation:
      "If the coupling between the engine/PTO gear and the pump fails, the pump stops turning: all hydraulics and power steering die at once while the engine runs normally.",
    symptoms: [
      "no hydraulics at all",
      "loader and 3 point dead and steering hard",
      "lost all hydraulic power suddenly",
      "pump not turning",
      "hydraulics quit with a bang",
    ],
    keywords: ["pump coupler", "splines", "drive gear", "no hydraulics"],
    prior: 0.5,
    steps: [
      hydraulicLevel,
      pressureTest,
      {
        title: "Remove the pump and inspect the drive",
        description:
          "Relieve pressure, remove the pump and check the shaft splines, the drive coupler or the drive gear for rounded or sheared teeth. Replace the coupler and, if the splines are worn, the pump shaft or pump; lubricate the splines as the manual specifies.",
        safetyLevel: "High Risk",
        estimatedTime: "2-4 h",
        tools: ["Socket set", "Torque wrench", "Drain pan"],
        parts: ["Pump drive coupler", "Pump gasket/O-ring", "Pump if splines are damaged"],
        safety: [LOCKOUT, HYDRAULIC_PRESSURE],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-relief-valve",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Main hydraulic relief valve stuck open, weak spring or set too low",
    explanation:
      "Dirt under the relief poppet or a tired spring dumps pump oil back to the tank before the system reaches full pressure, so the loader lifts light loads but stalls with a hissing sound under a real load.",
    symptoms: [
      "loader lifts empty bucket but not a full one",
      "hydraulics squeal when lifting",
      "relief valve hissing all the time",
      "no lifting power",
      "hitch will not lift implement",
      "oil gets hot fast",
    ],
    keywords: ["relief valve", "pressure relief", "poppet", "cracking pressure"],
    prior: 1,
    steps: [
      hydraulicLevel,
      pressureTest,
      {
        title: "Clean, inspect and reset the relief valve",
        description:
          "Remove the relief cartridge, check the poppet and seat for dirt, scoring or a broken spring, clean and refit, then reset to the manual figure with the gauge fitted. Never screw a relief valve in beyond spec to get more lift: it overloads the pump, hoses and loader frame.",
        safetyLevel: "High Risk",
        estimatedTime: "45-90 min",
        tools: ["Hydraulic gauge", "Wrenches", "Clean solvent"],
        parts: ["Relief valve cartridge or shim/spring kit", "O-rings"],
        safety: [HYDRAULIC_PRESSURE, RUNNING_CHECK],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-water-contamination",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Water contamination in the hydraulic/transmission oil (milky fluid)",
    explanation:
      "Condensation, a missing breather or filler cap, or rain entering through a worn shift-lever boot mixes water into the shared oil; it turns milky, loses lubrication, rusts valves and can freeze the suction screen in winter.",
    symptoms: [
      "hydraulic oil milky",
      "oil looks like a chocolate milkshake",
      "hydraulics dead on a cold morning",
      "water in transmission fluid",
      "oil cloudy in sight glass",
      "hydraulics sluggish after sitting outside",
    ],
    keywords: ["milky", "water", "condensation", "emulsion", "breather"],
    prior: 1.5,
    steps: [
      hydraulicLevel,
      {
        title: "Find the water entry point",
        description:
          "Check the filler cap and breather, the shift and hitch lever boots, the PTO and axle seals, and whether the tractor is stored outside with the exhaust or loader uncovered. Drain a sample into a jar and let it stand: a water layer at the bottom confirms it.",
        safetyLevel: "Low Risk",
        estimatedTime: "20 min",
        tools: ["Clear jar", "Flashlight"],
        parts: ["Breather", "Filler cap", "Lever boots"],
      },
      {
        ...suctionScreen,
        title: "Drain, flush and refill the oil and filters",
        description:
          "Drain warm oil completely (transmission, axle housings and cylinders where practical), clean the suction screen, replace the filter, refill, run and cycle all functions, and repeat the change after a few hours if the oil still looks cloudy.",
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-overheating",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Hydraulic oil overheating from a plugged oil cooler or a function held over relief",
    explanation:
      "Chaff-plugged cooler fins, a blocked cooler bypass, or running a motor or cylinder against relief turns pump power into heat; hot thin oil then makes everything slow and weak and ages seals.",
    symptoms: [
      "hydraulic oil overheating",
      "hydraulics get hot and slow",
      "hydraulic temperature light on",
      "oil smells burnt",
      "loader weak after an hour of work",
      "hydraulic tank too hot to touch",
    ],
    keywords: ["oil cooler", "hydraulic temp", "overheat", "cooler fins"],
    prior: 1.5,
    steps: [
      hydraulicLevel,
      {
        title: "Clean the oil cooler and check its airflow",
        description:
          "Lock out, open the screen and blow or wash chaff and dust out of the oil cooler and radiator stack from the fan side outward. Check for bent fins, a missing fan shroud seal or a damaged cooler line.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Compressed air with nozzle or low-pressure washer", "Fin comb"],
        safety: [LOCKOUT, "Wear eye protection and a dust mask when blowing out coolers.", HOT_OIL],
      },
      {
        title: "Check operating habits and relief load",
        description:
          "Ask whether a remote lever was left detented with a motor or cylinder stalled, or an implement motor too large for the tractor. With an infrared thermometer compare oil temperature before and after the cooler; little difference means a blocked cooler or an open cooler bypass valve.",
        safetyLevel: "Safety Required",
        estimatedTime: "20 min",
        tools: ["Infrared thermometer"],
        specs: ["Typical: hydraulic oil should stay below about 80-90 °C (175-195 °F) at work (check the service manual)"],
        safety: [RUNNING_CHECK, HOT_OIL],
      },
      pressureTest,
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-wrong-fluid",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Wrong or mixed hydraulic fluid (non-UTF oil in a shared transmission/hydraulic system)",
    explanation:
      "Tractors that share one sump for transmission, wet brakes and hydraulics need the maker's tractor fluid; the wrong viscosity or friction additives make hydraulics slow when cold and wet brakes or clutches chatter and slip.",
    symptoms: [
      "hydraulics very slow in cold weather",
      "brakes chatter after oil change",
      "put the wrong oil in the tractor",
      "loader slow until it warms up",
      "oil looks different colour after top up",
    ],
    keywords: ["utf", "hy-gard", "super udt", "wrong oil", "viscosity"],
    prior: 1,
    steps: [
      hydraulicLevel,
      {
        title: "Confirm the specified fluid",
        description:
          "Check the operator's manual and the filler label for the fluid spec (for example John Deere Hy-Gard, Kubota Super UDT2, or a UTF that meets the maker's spec). Ask what was last added. Hydraulic-only oil (ISO 32/46) or engine oil in a wet-brake sump is a common mistake.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        parts: ["Maker-specified tractor hydraulic/transmission fluid"],
      },
      { ...suctionScreen, title: "Drain and refill with the correct fluid and a new filter" },
      testDriveVerify,
    ],
    ref: "operator's manual fluid specifications; widely reported owner forum pattern",
  },  {
    id: "tr-m-hyd-hose-burst",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Burst, chafed or loose hydraulic hose or fitting",
    explanation:
      "Hoses rub through on loader frames and pivots, crack with age and heat, or blow off a loose fitting; the function on that line dies or goes weak and oil sprays or pools under the machine.",
    symptoms: [
      "hydraulic hose burst",
      "oil spraying from the loader",
      "hose blew off",
      "hydraulic leak under the tractor",
      "oil dripping from a fitting",
      "loader stopped after a pop and oil everywhere",
    ],
    keywords: ["hose", "fitting", "jic", "o-ring face seal", "crimp", "chafe"],
    prior: 2.5,
    steps: [
      {
        ...visualInspection,
        title: "Locate the leak without touching it",
        description:
          "With loads lowered and pressure relieved, clean the area and trace the wet hose or fitting. To find a pinhole, run briefly and hold a piece of cardboard near the suspect line - never a hand.",
        tools: ["Cardboard or wood", "Flashlight", "Degreaser"],
        safety: [LOCKOUT, HYDRAULIC_PRESSURE, "Oil injected under the skin is a surgical emergency: get medical help at once even if it looks small."],
      },
      {
        title: "Replace the hose and reseal fittings",
        description:
          "Relieve pressure and lower or support everything the line holds up, then replace the hose with one of the same size, pressure rating and length; renew fitting O-rings, route and clamp it away from sharp edges and pivot pinch points, and add a sleeve where it rubs.",
        safetyLevel: "High Risk",
        estimatedTime: "30-90 min",
        tools: ["Line wrenches", "Drain pan", "Caps and plugs"],
        specs: ["Typical: hose working pressure rating at least equal to the system relief setting (check the hose and machine data)"],
        parts: ["Hydraulic hose assembly", "Fitting O-rings", "Hose sleeve/guard"],
        safety: [HYDRAULIC_PRESSURE, RAISED_LOAD],
      },
      hydraulicLevel,
      purgeAir,
    ],
    ref: "common field failure",
  },
];
