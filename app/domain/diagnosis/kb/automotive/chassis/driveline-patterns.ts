import type { FaultEntry } from "../../../types.ts";
import { HOT_ENGINE, scanCodes } from "../../../steps-common.ts";
import { CAR_PARK, HOT_FLUID, LIFT_SAFETY, checkAtf, circuitTest, raiseAndSupport, verifyRepair } from "./steps.ts";

// Drivetrain pattern failures of popular models, plus shifter interlock and driveshaft slip joints.
export const drivelinePatternEntries: FaultEntry[] = [
  {
    id: "auto-c-honda-auto-third-clutch",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Worn third-gear clutch pack or failed pressure switch in Honda/Acura 5-speed automatics",
    explanation:
      "Honda's 5-speed automatics of the early-to-mid 2000s wear the third-gear clutch pack (debris also blocks the pressure switches and solenoids), so the transmission slips or flares between 2nd, 3rd and 4th and the D light flashes.",
    symptoms: [
      "d light flashing on the dash",
      "slips between 3rd and 4th",
      "honda transmission flares between gears",
      "odyssey transmission slipping",
      "harsh shift from 2nd to 3rd and check engine light",
      "rpm jumps when shifting into third",
    ],
    keywords: ["d light", "d4 light", "third clutch", "3rd clutch", "pressure switch", "honda transmission"],
    codes: ["P0730", "P0733", "P0734", "P0780", "P0842", "P0847", "P0872"],
    makes: ["honda", "acura"],
    models: ["odyssey", "accord", "pilot", "mdx", "tl", "cl", "rl"],
    prior: 1.5,
    steps: [
      scanCodes,
      checkAtf,
      {
        title: "Check the pressure switches and shift solenoids",
        description:
          "Pressure switch codes (P0842/P0847/P0872-type) often come from debris or a failed switch: check the connector and replace the switch, then change the fluid with Honda ATF (DW-1). Clutch-material debris on the drain plug or in the fluid means the clutch packs are worn.",
        safetyLevel: "High Risk",
        estimatedTime: "45-60 min",
        tools: ["Socket set", "Multimeter", "Drain pan"],
        parts: ["Transmission pressure switch", "Shift solenoid", "Honda ATF DW-1", "Drain plug washer"],
        safety: [LIFT_SAFETY, HOT_FLUID],
      },
      {
        title: "Check coverage, then repair or replace",
        description:
          "Honda issued extended warranties and bulletins on these transmissions: check the VIN. Slipping with debris present needs a rebuilt or remanufactured transmission; a fluid change alone will not cure worn clutches.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        parts: ["Remanufactured transmission", "Transmission cooler flush"],
      },
    ],
    ref: "Honda extended warranty and bulletins; widely reported owner pattern",
  },
  {
    id: "auto-c-smod-cooler-leak",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Coolant in the transmission from a failed radiator transmission cooler (Nissan 'strawberry milkshake')",
    explanation:
      "Many radiators carry an internal transmission cooler; when it cracks, coolant and transmission fluid mix, the fluid turns pink and milky, clutches and the converter shudder and slip, and the transmission fails quickly if not caught.",
    symptoms: [
      "transmission fluid pink and milky",
      "strawberry milkshake in the radiator",
      "coolant mixed with transmission fluid",
      "transmission shudders and slips after radiator leak",
      "oil in the coolant overflow tank and shifting problems",
    ],
    keywords: ["smod", "strawberry milkshake", "radiator", "trans cooler", "cooler leak"],
    makes: ["nissan"],
    models: ["pathfinder", "frontier", "xterra"],
    prior: 1,
    steps: [
      {
        title: "Check both fluids",
        description:
          "With the engine cold, look at the coolant reservoir and radiator for a pink, milky or oily film, and at the transmission dipstick for milky pink fluid. Either one confirms cross-contamination.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: [HOT_ENGINE, HOT_FLUID],
      },
      {
        title: "Replace the radiator and bypass or replace the cooler",
        description:
          "Replace the radiator; many owners also fit a separate external transmission cooler so the two fluids can never meet again. Flush the cooling system thoroughly.",
        safetyLevel: "Safety Required",
        estimatedTime: "2-3 h",
        parts: ["Radiator", "External transmission cooler kit", "Coolant"],
        safety: [HOT_ENGINE],
      },
      {
        title: "Flush the transmission and judge the damage",
        description:
          "Flush the transmission with repeated drain-and-fills until the fluid is clean. If it still slips or shudders afterwards, the clutch material has been damaged by glycol and the transmission needs a rebuild or replacement.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        parts: ["Transmission fluid of the specified type (e.g. Nissan Matic fluid)", "Remanufactured transmission (if damaged)"],
        safety: [LIFT_SAFETY, HOT_FLUID],
      },
    ],
    ref: "widely reported owner pattern; Nissan extended radiator coverage for some models",
  },
  {
    id: "auto-c-slip-yoke-clunk",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Dry or worn driveshaft slip yoke splines (clunk when shifting into gear)",
    explanation:
      "The rear driveshaft slides on splines as the axle moves; when the splines dry out they stick and release with a clunk on take-off, shifting into drive or reverse, and over bumps. Toyota Tacoma and several pickups are well known for it.",
    symptoms: [
      "clunk when shifting from park into drive",
      "clunk from the rear when taking off",
      "thunk from under the truck when pulling away from a stop",
      "clunk when shifting into reverse",
      "clunking noise from the driveshaft at low speed",
    ],
    keywords: ["slip yoke", "driveshaft splines", "propeller shaft", "clunk", "grease"],
    makes: ["toyota", "chevrolet", "chevy", "gmc", "ford"],
    models: ["tacoma", "4runner", "tundra", "silverado", "sierra", "ranger", "f-150"],
    prior: 1.2,
    steps: [
      raiseAndSupport,
      {
        title: "Check U-joints and spline play",
        description:
          "Transmission in Neutral, wheels chocked: check the U-joints for play first, then twist the slip yoke against the shaft to feel for rotational play in the splines.",
        safetyLevel: "High Risk",
        estimatedTime: "15 min",
        tools: ["Flashlight", "Pry bar"],
        safety: [LIFT_SAFETY, "Chock the wheels on the ground and set the parking brake before selecting Neutral."],
      },
      {
        title: "Grease the slip joint",
        description:
          "Grease the slip yoke through its grease fitting if fitted, or mark, remove, clean and re-grease the splines with the grease the bulletin or manual specifies, then refit in the same position. Replace the shaft if the splines are worn.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Grease gun", "Paint marker", "Torque wrench"],
        parts: ["Spline grease as specified", "Driveshaft (if splines worn)"],
        safety: [LIFT_SAFETY, "Support the driveshaft when unbolting it."],
      },
      verifyRepair,
    ],
    ref: "Toyota service bulletin on propeller shaft clunk; common shop failure",
  },
  {
    id: "auto-c-shift-interlock-solenoid",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Failed brake-shift interlock solenoid (shifter stuck in Park)",
    explanation:
      "The shift interlock solenoid in the shifter releases the lever only when the brake pedal is pressed with the key on; if the solenoid, its fuse or the brake switch signal fails, the lever stays locked in Park.",
    symptoms: [
      "shifter stuck in park",
      "can't move the gear shifter out of park",
      "gear lever locked even with brake pressed",
      "no click from the shifter when I press the brake",
      "have to use the override button to shift",
    ],
    keywords: ["shift interlock", "shift lock", "shifter stuck", "park lock", "override slot"],
    prior: 1.2,
    steps: [
      {
        title: "Use the shift lock override to move the vehicle",
        description:
          "Most vehicles have a shift lock release slot near the shifter (see the owner's manual): with the parking brake set, foot on the brake and engine running, press the override to select a gear. Check whether the brake lights work - a failed brake light switch stops the interlock releasing.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [CAR_PARK, "Keep your foot firmly on the brake while using the override."],
      },
      circuitTest,
      {
        title: "Replace the solenoid or brake switch",
        description:
          "With the shifter trim removed, listen for the solenoid clicking as the brake is pressed and check its power and ground. Replace the failed solenoid, fuse or brake light switch.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        parts: ["Shift interlock solenoid", "Brake light switch", "Fuse"],
        safety: [CAR_PARK],
      },
      verifyRepair,
    ],
    ref: "owner's manual shift lock release; common shop failure",
  },
];
