import type { FaultEntry } from "../../../types.ts";
import { HOT_ENGINE, LOCKOUT, testDriveVerify, visualInspection } from "../../../steps-common.ts";
import { HOT_EXHAUST, coolantPressureTest, RUNNING_ENGINE, defQualityTest, parkedRegen, sensorCircuitTest, serviceToolCheck } from "./steps.ts";

// Tier 4 / Stage V aftertreatment: DOC + DPF, DEF/SCR and EGR. Most of these end in a power derate,
// so the steps start with the service tool and the cheap checks before expensive parts.
const DEF_SAFETY = "DEF irritates eyes and skin: wear gloves and glasses; never put DEF in the fuel tank or diesel in the DEF tank.";

export const emissionsEntries: FaultEntry[] = [
  {
    id: "tr-dpf-plugged",
    vehicleTypes: ["tractor"],
    system: "emissions",
    cause: "Diesel particulate filter (DPF) overloaded with soot, regeneration needed",
    explanation:
      "Machines that idle a lot or do short, light jobs never get the exhaust hot enough to burn off soot, so the DPF fills up; the machine asks for a parked regeneration and derates power if it is ignored.",
    symptoms: [
      "DPF light on",
      "regen light flashing",
      "engine derated DPF full",
      "exhaust filter warning",
      "needs a parked regen",
      "soot level high",
      "loader lost power with DPF warning",
    ],
    keywords: ["dpf", "regen", "regeneration", "soot", "exhaust filter", "derate"],
    codes: ["SPN 3251 FMI 0", "SPN 3251 FMI 16", "SPN 3719 FMI 16", "SPN 3719 FMI 0", "SPN 1569"],
    prior: 2.5,
    ref: "common field failure",
    steps: [
      serviceToolCheck,
      parkedRegen,
      {
        title: "If it will not regenerate or refills fast, find the cause",
        description:
          "Heavy soot comes from the engine: check the air filter, boost leaks, injectors and EGR. If a parked regeneration is refused or soot stays high, the dealer can run a service regeneration; if the ash load is high the DPF must be removed and cleaned or exchanged.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-4 h",
        tools: ["Dealer diagnostic software"],
        parts: ["DPF (cleaned or exchange unit)", "DPF gaskets and clamps"],
        safety: [HOT_EXHAUST, LOCKOUT, "DPF units are heavy: use a hoist or a second person."],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-regen-inhibited",
    vehicleTypes: ["tractor"],
    system: "emissions",
    cause: "DPF regeneration not starting or not finishing (inhibit switch, conditions or temperature sensor fault)",
    explanation:
      "A regeneration only runs when conditions allow: inhibit switch off, enough fuel, coolant warm, no active faults. A left-on inhibit switch, a failed exhaust temperature sensor or a thermostat stuck open keeps it from running, and soot builds up.",
    symptoms: [
      "regen wont start",
      "parked regen keeps stopping",
      "regen aborted",
      "regen inhibit light on",
      "cant do a forced regen",
      "regen takes forever and fails",
    ],
    keywords: ["regen inhibit", "forced regen", "parked regen", "exhaust temperature sensor", "doc"],
    codes: ["SPN 3242", "SPN 4765", "SPN 3719"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      serviceToolCheck,
      {
        title: "Check the regeneration conditions",
        description:
          "Check the inhibit switch is off, the fuel tank is well above the minimum, coolant reaches normal temperature (a stuck-open thermostat blocks regens), the parking brake and neutral are set as the display asks, and no other engine faults are active.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      {
        title: "Test the exhaust temperature sensors",
        description:
          "Compare the DOC and DPF inlet/outlet temperature readings cold (they should all read near ambient) and during a regen (they should rise in order). A sensor that reads wrong, is stuck or is open needs its connector checked and replacing.",
        safetyLevel: "Safety Required",
        estimatedTime: "30 min",
        tools: ["Dealer diagnostic software", "Digital multimeter"],
        parts: ["Exhaust gas temperature sensor"],
        safety: [HOT_EXHAUST],
      },
      parkedRegen,
    ],
  },
  {
    id: "tr-dpf-pressure-sensor",
    vehicleTypes: ["tractor"],
    system: "emissions",
    cause: "Faulty DPF differential pressure sensor or cracked/plugged sensor hoses",
    explanation:
      "The DPF soot estimate depends on a differential pressure sensor with two small hoses to the exhaust. A melted, cracked, swapped or water-plugged hose or a failed sensor gives false soot readings, causing constant regen requests or DPF codes.",
    symptoms: [
      "regen every hour",
      "DPF code right after cleaning",
      "soot load jumps around",
      "dpf pressure sensor code",
      "constant regen requests",
    ],
    keywords: ["delta p sensor", "differential pressure sensor", "dpf sensor", "sensor hoses"],
    codes: ["SPN 3251 FMI 2", "SPN 3251 FMI 3", "SPN 3251 FMI 4"],
    prior: 1,
    ref: "common field failure",
    steps: [
      visualInspection,
      {
        title: "Inspect the sensor hoses and tubes",
        description:
          "Engine cold: follow both pressure hoses from the sensor to the DPF. Look for cracks, melted sections, water or soot plugs, and check they are not swapped (marked upstream/downstream). Blow the metal tubes clear with low-pressure air, sensor disconnected.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Flashlight", "Low-pressure air"],
        parts: ["DPF pressure sensor hoses (high-temperature rated)"],
        safety: [LOCKOUT, HOT_EXHAUST],
      },
      {
        title: "Check the sensor reading engine off",
        description:
          "Key ON, engine off: the differential pressure should read close to zero. A noticeable reading at rest means a faulty sensor; check its 5 V reference and ground before replacing.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Dealer diagnostic software"],
        parts: ["DPF differential pressure sensor"],
      },
      sensorCircuitTest,
    ],
  },
  {
    id: "tr-def-quality",
    vehicleTypes: ["tractor"],
    system: "emissions",
    cause: "Poor DEF quality: diluted, contaminated or aged diesel exhaust fluid",
    explanation:
      "DEF that was diluted with water, stored hot for too long, or contaminated with fuel, coolant or dirt no longer reduces NOx. The quality sensor or the NOx sensors catch it and the machine derates.",
    symptoms: [
      "DEF quality warning",
      "poor DEF quality derate",
      "bad DEF",
      "filled DEF from an old jug",
      "low SCR efficiency after filling DEF",
      "someone put water in the DEF tank",
    ],
    keywords: ["def", "adblue", "urea", "def quality", "scr", "derate"],
    codes: ["SPN 3364", "SPN 4364 FMI 18", "SPN 5246"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      defQualityTest,
      {
        title: "Drain, flush and refill with fresh DEF",
        description:
          "Drain the DEF tank, flush with fresh certified DEF, replace the supply module filter, refill and clear the codes. Store DEF out of sunlight and heat; it ages quickly above about 30 °C (86 °F).",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Clean dedicated DEF drain container", "Filter wrench"],
        parts: ["Certified DEF (ISO 22241)", "DEF filter"],
        safety: [DEF_SAFETY],
      },
      { ...serviceToolCheck, title: "Run the SCR efficiency test in the service tool" },
      testDriveVerify,
    ],
  },
  {
    id: "tr-def-doser-crystallised",
    vehicleTypes: ["tractor"],
    system: "emissions",
    cause: "Crystallised or blocked DEF doser (injector) and mixer",
    explanation:
      "DEF left in a hot doser, or sprayed into a cool exhaust during long idling, dries to white urea crystals that block the doser nozzle and the mixer. Too little DEF reaches the catalyst and SCR efficiency codes follow.",
    symptoms: [
      "white crust on the DEF injector",
      "SCR efficiency low",
      "DEF doser clogged",
      "white crystals in the exhaust",
      "DEF not being used",
      "NOx too high derate",
    ],
    keywords: ["doser", "def injector", "dosing module", "crystals", "urea deposits", "scr", "mixer"],
    codes: ["SPN 4364 FMI 18", "SPN 4364 FMI 1", "SPN 3361"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      serviceToolCheck,
      {
        title: "Inspect the doser and mixer for crystals",
        description:
          "With the exhaust cold, remove the doser from the exhaust pipe and look for white crust on the tip and in the mixer. Clean deposits with warm water (never sharp tools on the nozzle).",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Socket set", "Warm water and soft brush"],
        parts: ["DEF doser gasket"],
        safety: [LOCKOUT, HOT_EXHAUST, DEF_SAFETY],
      },
      {
        title: "Run the DEF dosing (purge/quantity) test",
        description:
          "With the doser in a measuring container, run the dosing quantity test in the service tool and compare the volume with the specification. Low or no flow after cleaning means a blocked doser, a weak supply pump or a clogged DEF filter.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Dealer diagnostic software", "Graduated cylinder"],
        parts: ["DEF doser", "DEF supply module filter"],
        safety: [DEF_SAFETY],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-def-heater-frozen",
    vehicleTypes: ["tractor"],
    system: "emissions",
    cause: "Failed DEF tank or line heater (frozen DEF)",
    explanation:
      "DEF freezes at about -11 °C (12 °F). Heaters in the tank and lines thaw it after start-up; a failed heater, relay or coolant valve leaves the DEF frozen, and the machine logs heater or dosing faults and may derate.",
    symptoms: [
      "DEF frozen",
      "DEF heater fault",
      "derate in cold weather DEF",
      "DEF warning only in winter",
      "DEF line heater code",
    ],
    keywords: ["def heater", "def line heater", "frozen def", "heater relay", "coolant valve"],
    codes: ["SPN 3363", "SPN 3031"],
    prior: 1,
    ref: "common field failure",
    steps: [
      serviceToolCheck,
      {
        title: "Check heater circuits and relays",
        description:
          "Check the DEF heater fuses and relays, then measure the resistance of the tank and line heaters at their connectors. On coolant-heated tanks check that the coolant valve opens and the hoses get warm after start-up.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Digital multimeter", "Wiring diagram", "Infrared thermometer"],
        specs: ["Heater resistances vary by system: use the service manual values"],
        parts: ["DEF line heater", "DEF heater relay", "DEF tank coolant valve"],
        safety: [HOT_ENGINE, DEF_SAFETY],
      },
      {
        title: "Thaw and verify",
        description:
          "Let the machine warm in a heated shop so the DEF thaws, clear codes and run it cold the next morning to confirm the heaters now work.",
        safetyLevel: "Low Risk",
        estimatedTime: "Overnight",
      },
    ],
  },
  {
    id: "tr-nox-sensor",
    vehicleTypes: ["tractor"],
    system: "emissions",
    cause: "Failed NOx sensor (SCR inlet or outlet)",
    explanation:
      "NOx sensors measure the exhaust before and after the SCR catalyst. Heat, water and age kill them; a failed sensor reports implausible values and triggers SCR efficiency codes and a derate even though the DEF system works.",
    symptoms: [
      "NOx sensor code",
      "SCR efficiency code but DEF is good",
      "derate NOx sensor",
      "emissions light and reduced power",
      "outlet NOx sensor bad",
    ],
    keywords: ["nox sensor", "scr", "emissions", "derate"],
    codes: ["SPN 3216", "SPN 3226", "SPN 4364 FMI 18"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      serviceToolCheck,
      {
        title: "Check sensor power, CAN and plausibility",
        description:
          "NOx sensors have their own control box powered by a fuse and talking on CAN. Check the fuse, connector and CAN wires, then compare inlet and outlet NOx readings at idle after warm-up: a sensor stuck at one value or missing from the network is suspect.",
        safetyLevel: "Safety Required",
        estimatedTime: "30 min",
        tools: ["Dealer diagnostic software", "Digital multimeter"],
        safety: [HOT_EXHAUST, RUNNING_ENGINE],
      },
      defQualityTest,
      {
        title: "Replace the NOx sensor",
        description:
          "Engine cold: replace the sensor and its module as one part, using anti-seize on the threads only if the new sensor does not come pre-coated. Run the SCR test in the service tool.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-60 min",
        tools: ["Oxygen/NOx sensor socket", "Torque wrench"],
        parts: ["NOx sensor with control module"],
        safety: [LOCKOUT, HOT_EXHAUST],
      },
    ],
  },
  {
    id: "tr-egr-valve-stuck",
    vehicleTypes: ["tractor"],
    system: "emissions",
    cause: "EGR valve stuck with soot or failed EGR actuator",
    explanation:
      "The EGR valve meters exhaust gas back into the intake. Soot and oil deposits jam it open (smoke, poor power, rough idle) or closed (high NOx, codes), and the actuator motor or position sensor can fail.",
    symptoms: [
      "EGR valve code",
      "black smoke and rough idle",
      "EGR stuck open",
      "low power and soot everywhere",
      "EGR position error",
    ],
    keywords: ["egr", "egr valve", "exhaust gas recirculation", "actuator"],
    codes: ["SPN 27", "SPN 2659"],
    prior: 1,
    ref: "common field failure",
    steps: [
      serviceToolCheck,
      {
        title: "Run the EGR valve actuator test",
        description:
          "Command the valve open and closed in the service tool and compare commanded and actual position. A slow or stuck response means deposits or a failed actuator.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Dealer diagnostic software"],
        safety: [RUNNING_ENGINE],
      },
      {
        title: "Remove, clean or replace the EGR valve",
        description:
          "Engine cold: remove the valve, clean hard soot from the valve and passages, check it moves freely, and fit new gaskets. Replace it if the actuator or position sensor is faulty, then run the learn/calibration routine if the manual calls for one.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-3 h",
        tools: ["Socket set", "Scraper", "Non-chlorinated cleaner"],
        parts: ["EGR valve", "EGR gaskets"],
        safety: [LOCKOUT, HOT_ENGINE],
      },
    ],
  },
  {
    id: "tr-egr-cooler-leak",
    vehicleTypes: ["tractor"],
    system: "emissions",
    cause: "Leaking or plugged EGR cooler",
    explanation:
      "The EGR cooler cools recirculated exhaust with engine coolant. A cracked core leaks coolant into the intake (white smoke, coolant loss), and a soot-plugged core reduces EGR flow and raises EGR temperature.",
    symptoms: [
      "losing coolant and white smoke",
      "coolant loss no visible leak and EGR code",
      "steam from exhaust at startup",
      "EGR temperature high",
      "coolant in the intake manifold",
    ],
    keywords: ["egr cooler", "coolant loss", "white smoke", "egr temperature"],
    codes: ["SPN 412", "SPN 2659", "SPN 111 FMI 1"],
    prior: 0.7,
    ref: "common field failure",
    steps: [
      coolantPressureTest,
      {
        title: "Pressure-test the EGR cooler separately",
        description:
          "Remove the cooler's gas-side connections and pressure the coolant side (or the gas side) with regulated air, looking for bubbles or coolant in the gas passages. Check the EGR temperature reading against the service manual.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Cooler pressure test plates", "Regulated air supply"],
        parts: ["EGR cooler", "EGR cooler gaskets", "Coolant"],
        safety: [LOCKOUT, HOT_ENGINE],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-def-level-inducement",
    vehicleTypes: ["tractor"],
    system: "emissions",
    cause: "Low DEF level or failed DEF level sensor causing inducement derate",
    explanation:
      "Tier 4 Final machines reduce power in stages when the DEF tank runs low or empty, or when the level sensor reports wrongly. Filling with DEF clears it; a failed level/temperature sender keeps the warning on with a full tank.",
    symptoms: [
      "DEF tank empty derate",
      "low DEF light with full tank",
      "tractor limited to low power DEF",
      "DEF gauge not reading",
      "inducement countdown",
    ],
    keywords: ["def level", "def tank", "inducement", "derate", "def gauge"],
    codes: ["SPN 1761 FMI 1", "SPN 1761 FMI 17", "SPN 1761 FMI 18", "SPN 5246"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      {
        title: "Fill with certified DEF and wait for the system to recheck",
        description:
          "Fill the DEF tank with fresh certified fluid, key OFF long enough for the controller to power down, then restart. The derate usually lifts after the system confirms the level.",
        safetyLevel: "Low Risk",
        estimatedTime: "10-15 min",
        parts: ["Certified DEF (ISO 22241)"],
        safety: [DEF_SAFETY],
      },
      serviceToolCheck,
      {
        title: "Check the level/temperature/quality sender",
        description:
          "If the warning stays with a full tank, check the sender's connector and wiring, and replace the sender unit (often combined with the heater and quality sensor).",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Digital multimeter", "Socket set"],
        parts: ["DEF tank level/temperature sender"],
        safety: [DEF_SAFETY, LOCKOUT],
      },
    ],
  },
];
