import type { FaultEntry } from "../../types.ts";
import { FUEL_FIRE } from "../../steps-common.ts";
import { ATV_PARK, atvScanCodes, connectorInspect, plugInspect, rideVerify, sparkTest } from "./steps.ts";

// Ignition faults: kill and key switches, plugs, coils, caps, CDI/ECU and timing.
export const atvIgnitionEntries: FaultEntry[] = [
  {
    id: "atv-ign-kill-switch",
    vehicleTypes: ["atv"],
    system: "ignition",
    cause: "Engine stop (kill) switch off, corroded or failed",
    explanation:
      "The handlebar stop switch grounds or cuts the ignition (and on EFI machines also the fuel pump). Left in OFF, bumped by a knee, or corroded inside, it lets the engine crank but never fire, or cuts out over bumps.",
    symptoms: [
      "cranks but no spark",
      "turns over but wont fire",
      "cuts out over bumps and comes back",
      "kill switch wet and now it wont start",
      "dies when i hit the handlebars",
      "no fuel pump prime and no spark",
      "cranks fine no start",
    ],
    keywords: ["kill switch", "stop switch", "run switch", "engine stop"],
    prior: 2.5,
    ref: "common field failure",
    steps: [
      {
        title: "Check the switch position and work it several times",
        description:
          "Make sure the stop switch is on RUN, flick it back and forth a dozen times to wipe the contacts, and try again. Also check the tether/lanyard switch if fitted.",
        safetyLevel: "Low Risk",
        estimatedTime: "2 min",
      },
      {
        title: "Test the switch with a meter",
        description:
          "Unplug the handlebar switch connector and check the stop switch contacts per the wiring diagram in both positions. Clean and grease corroded contacts or replace the switch assembly.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "Wiring diagram", "Contact cleaner", "Dielectric grease"],
        parts: ["Handlebar switch assembly (stop switch)"],
      },
      sparkTest,
      rideVerify,
    ],
  },
  {
    id: "atv-ign-spark-plug",
    vehicleTypes: ["atv"],
    system: "ignition",
    cause: "Fouled, worn or wrongly gapped spark plug",
    explanation:
      "Rich running, oil, long idling or plain wear fouls the plug or widens the gap until the spark cannot fire the mixture under load. Cheap and common, it causes hard starting, misfire and poor power.",
    symptoms: [
      "hard to start and runs rough",
      "misfires under load",
      "sputters when i give it gas",
      "plug is black and sooty",
      "starts with new plug then fouls again",
      "popping and loss of power",
      "wet plug wont start",
    ],
    keywords: ["spark plug", "plug", "fouled", "gap", "misfire"],
    codes: ["P0300", "P0301", "P0302"],
    prior: 2.5,
    ref: "common wear item",
    steps: [plugInspect, sparkTest, {
      title: "Fit the correct plug and find why it fouled",
      description:
        "Fit the plug type and heat range the manual lists, gapped and torqued to spec. If it was black, check the choke, air filter and carburetor float; if oily, check for worn rings or valve seals; if white, look for a lean condition or air leak.",
      safetyLevel: "Low Risk",
      estimatedTime: "15-30 min",
      tools: ["Spark plug socket", "Torque wrench", "Gap gauge"],
      specs: ["Typical 10-12 mm plug torque: about 10-20 N·m (7-15 ft·lb) in an aluminum head (check against the service manual)"],
      parts: ["Spark plug of the specified type"],
    }, rideVerify],
  },
  {
    id: "atv-ign-coil",
    vehicleTypes: ["atv"],
    system: "ignition",
    cause: "Failed ignition coil (breaks down when hot)",
    explanation:
      "Heat and vibration crack the coil's internal insulation. The coil may work cold and then misfire or lose spark entirely once hot, often restarting after it cools down.",
    symptoms: [
      "dies when it gets hot and restarts after cooling",
      "weak orange spark",
      "misfires when warm",
      "no spark on one cylinder",
      "cuts out under load after 20 minutes",
      "backfires and loses power when hot",
    ],
    keywords: ["ignition coil", "coil", "coil pack", "weak spark"],
    codes: ["P0351", "P0352", "P0300"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      atvScanCodes,
      sparkTest,
      {
        title: "Measure coil primary and secondary resistance",
        description:
          "Unplug the coil and measure primary resistance across the small terminals and secondary resistance from the plug lead (cap removed) to the primary terminal or ground, as the manual shows. Repeat hot if the fault only appears hot: a reading that changes a lot with heat confirms a failing coil.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "Heat gun (gentle) or test after a ride"],
        specs: [
          "Typical primary: about 0.2-5 Ω; typical secondary: about 3-15 kΩ, varies widely by model (check against the service manual)",
        ],
        parts: ["Ignition coil"],
        safety: ["Engine and exhaust hot after riding: wear gloves.", "Never test spark by holding the lead."],
      },
      connectorInspect,
      rideVerify,
    ],
  },
  {
    id: "atv-ign-plug-cap-wet",
    vehicleTypes: ["atv"],
    system: "ignition",
    cause: "Cracked spark plug cap or lead, or water in the plug well",
    explanation:
      "Water from washing or crossings collects in recessed plug wells, and cracked caps or leads let the spark jump to ground instead of across the plug. It misfires or will not run when wet and is fine when dry.",
    symptoms: [
      "misfires after washing it",
      "wont run when its raining",
      "runs bad after creek crossing then fine when dry",
      "spark jumping at plug boot",
      "can see sparks at plug wire at night",
      "stumbles in wet weather",
    ],
    keywords: ["plug cap", "plug boot", "plug wire", "plug lead", "water", "arcing"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      {
        title: "Blow out the plug well and inspect cap and lead",
        description:
          "Blow water and dirt out of the plug well with compressed air before pulling the cap. Check the cap and lead for cracks, burn tracks and corrosion; in a dark place, crank or idle and look for sparks jumping to the engine.",
        safetyLevel: "Safety Required",
        estimatedTime: "10-15 min",
        tools: ["Compressed air", "Flashlight"],
        safety: ["High-voltage ignition: do not touch the lead with the engine cranking or running.", FUEL_FIRE],
      },
      {
        title: "Measure cap resistance and replace damaged parts",
        description:
          "Unscrew the cap from the lead and measure its resistance; replace a cap that is open or far off spec. Trim a few mm off a corroded lead end if the manual permits, or replace the coil/lead. Seal the new cap with a little dielectric grease at the boot.",
        safetyLevel: "Low Risk",
        estimatedTime: "15-30 min",
        tools: ["Digital multimeter", "Dielectric grease"],
        specs: ["Typical resistor cap: about 5-10 kΩ (check against the service manual)"],
        parts: ["Spark plug cap", "Ignition coil with lead if the lead is integral"],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-ign-cdi",
    vehicleTypes: ["atv"],
    system: "ignition",
    cause: "Failed CDI unit or ECU ignition driver",
    explanation:
      "On carbureted machines the CDI box fires the coil from the pickup signal; on EFI machines the ECU does it. A failed unit gives no spark at all, or spark that cuts out when hot, with good coil, pickup and switches. It is rarer than the parts around it, so test those first.",
    symptoms: [
      "no spark at all, new coil and plug",
      "cdi bad no spark",
      "spark cuts out when hot, coil tests fine",
      "lost spark suddenly while riding",
      "no spark after jump starting",
      "backfiring and timing feels off",
    ],
    keywords: ["cdi", "ecu", "ecm", "ignitor", "ignition module", "black box"],
    prior: 0.6,
    ref: "service manual ignition troubleshooting order",
    steps: [
      sparkTest,
      {
        title: "Rule out switches, pickup and coil first",
        description:
          "Before condemning the CDI/ECU: confirm the kill switch, key switch and tip-over sensor, check the pickup (crank) sensor resistance and peak voltage, and the coil resistance, with the manual's tables. Check CDI power and ground at its connector.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-90 min",
        tools: ["Digital multimeter", "Peak-voltage adapter", "Wiring diagram"],
        specs: ["Pickup coil resistance and peak voltage per the service manual for the model"],
        safety: [ATV_PARK, "High-voltage ignition: keep clear of the coil and leads while cranking."],
      },
      connectorInspect,
      {
        title: "Substitute a known-good unit",
        description:
          "Only after all other parts test good, try a known-good CDI or have the ECU tested by a dealer. Note that EFI ECUs often need programming or key pairing.",
        safetyLevel: "Low Risk",
        estimatedTime: "30-60 min",
        parts: ["CDI unit or ECU for the exact model and year"],
      },
    ],
  },
  {
    id: "atv-ign-key-switch",
    vehicleTypes: ["atv"],
    system: "ignition",
    cause: "Worn or corroded ignition key switch",
    explanation:
      "The key switch feeds power to the ignition, ECU and lights. Worn contacts inside lose connection with vibration or key position, cutting everything out for a moment or leaving the machine dead when the key is turned.",
    symptoms: [
      "dies when i touch the key",
      "wiggle the key and it starts",
      "no power when turning key sometimes",
      "cuts out and dash resets over bumps",
      "key switch loose and intermittent",
      "have to hold key at a certain angle",
    ],
    keywords: ["ignition switch", "key switch", "key", "intermittent"],
    prior: 1,
    ref: "common field failure",
    steps: [
      {
        title: "Wiggle test with the engine idling",
        description:
          "With the engine idling in park, gently wiggle the key and the harness behind the switch. If the engine cuts or the gauge resets, the switch or its connector is at fault.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [ATV_PARK],
      },
      {
        title: "Test continuity through the key switch",
        description:
          "Unplug the switch and check continuity between the battery feed and the output terminals in each key position while wiggling the key. Clean corroded terminals or replace the switch.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        specs: ["Typical: near 0 Ω between feed and output in ON, steady while wiggling"],
        parts: ["Ignition key switch"],
      },
      connectorInspect,
    ],
  },
  {
    id: "atv-ign-flywheel-key",
    vehicleTypes: ["atv"],
    system: "ignition",
    cause: "Sheared flywheel key (ignition timing slipped)",
    explanation:
      "The flywheel is located on the crankshaft by a small key. A loose flywheel nut or a hard kickback can shear it, the flywheel turns relative to the crank and the ignition timing is wrong: the engine kicks back, backfires or will not start despite good spark.",
    symptoms: [
      "kicks back when starting",
      "good spark good fuel still wont start",
      "backfires through the carb",
      "started after a big backfire and wont run right since",
      "timing seems off",
    ],
    keywords: ["flywheel key", "woodruff key", "timing", "kickback"],
    prior: 0.4,
    ref: "service manual; occasional field failure",
    steps: [
      sparkTest,
      {
        title: "Check the timing marks",
        description:
          "Remove the timing inspection plug and check the ignition timing with a timing light at idle, or check the flywheel position relative to the crank keyway with the cover off.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Inductive timing light", "Socket set"],
        specs: ["Timing marks and degrees per the service manual"],
        safety: [ATV_PARK, "Keep clear of moving parts with the engine running."],
      },
      {
        title: "Replace the key and torque the flywheel nut",
        description:
          "Remove the flywheel with the correct puller, inspect the crank taper and flywheel keyway, fit a new key, clean the tapers dry of oil and torque the nut to spec.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Flywheel puller", "Flywheel holder", "Torque wrench"],
        parts: ["Flywheel key", "Flywheel nut/washer", "Cover gasket"],
        safety: ["Disconnect the battery negative cable.", "Wear eye protection and gloves."],
      },
    ],
  },
  {
    id: "atv-ign-exciter-coil",
    vehicleTypes: ["atv"],
    system: "ignition",
    cause: "Failed stator source (exciter) coil on an AC-CDI ignition",
    explanation:
      "On AC-CDI ignitions, common on older carbureted ATVs, the CDI is powered by its own source (exciter) winding on the stator rather than the battery. When that winding opens or shorts, there is no spark at all even with a good battery, coil and CDI; often it fails only when hot.",
    symptoms: [
      "no spark with a good battery",
      "lost spark after riding through water",
      "no spark when hot, spark when cold",
      "new cdi and coil still no spark",
      "pull start no spark",
      "exciter coil bad",
    ],
    keywords: ["exciter coil", "source coil", "stator", "ac cdi", "charge coil", "no spark"],
    prior: 0.7,
    ref: "service manual ignition troubleshooting for AC-CDI systems",
    steps: [
      sparkTest,
      {
        title: "Test the exciter coil resistance and peak voltage",
        description:
          "Unplug the stator-to-CDI connector and measure the exciter winding resistance and its insulation to ground, then its peak voltage while cranking with a peak-voltage adapter, comparing with the manual. Repeat hot if the fault appears hot. Check also the pickup (pulser) coil, which shares the connector on many models.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Digital multimeter", "Peak-voltage adapter", "Wiring diagram"],
        specs: ["Exciter coil resistance and peak voltage per the service manual; no continuity to ground"],
        parts: ["Stator assembly (exciter winding)", "Stator cover gasket"],
        safety: [ATV_PARK, "High-voltage ignition: keep clear of the coil and leads while cranking."],
      },
      connectorInspect,
      rideVerify,
    ],
  },
];
